#if !canImport(Darwin)
import Dispatch
import Foundation
import SwiftUI
import Trellis
import TrellisRender

/// How a view is laid out and drawn for a snapshot: the layout and traits of a strategy.
///
/// Views are main-actor types, as in SwiftUI, and snapshot closures are not: ``snapshot(_:_:)``
/// takes the view over to the main actor itself, so a test never meets "sending 'view' risks
/// causing data races".
struct ViewSnapshot: Sendable {
    /// Where the view is laid out.
    let layout: SwiftUISnapshotLayout
    /// The traits of the strategy, over the device's.
    let traits: UITraitCollection

    /// The device's traits combined with the strategy's, the strategy's winning.
    var combinedTraits: UITraitCollection {
        guard case let .device(config) = layout else { return traits }
        return UITraitCollection(traitsFrom: [config.traits, traits])
    }

    /// The pixels per point the image is drawn at: the traits' display scale, or 1.
    var scale: CGFloat { combinedTraits.displayScale > 0 ? combinedTraits.displayScale : 1 }

    /// Whether the view is drawn in the dark appearance (on black).
    var isDark: Bool { combinedTraits.userInterfaceStyle == .dark }

    /// Lays `view` out as the layout and traits say: on a device or in a fixed container it
    /// is proposed the space inside the safe area and centred there; otherwise at its ideal size.
    @MainActor
    func result<V: View>(of view: V) -> LayoutResult {
        var environment = combinedTraits.applied(to: EnvironmentValues())
        environment.displayScale = scale
        let container: (size: CGSize, safeArea: UIEdgeInsets)
        switch layout {
        case .sizeThatFits:
            return view.layout(in: .unspecified, environment: environment)
        case let .fixed(width, height):
            container = (CGSize(width: width, height: height), .zero)
        case let .device(config):
            guard let size = config.size else { return view.layout(in: .unspecified, environment: environment, safeAreaInsets: insets(config.safeArea, environment)) }
            container = (size, config.safeArea)
        }
        return view.frame(maxWidth: .infinity, maxHeight: .infinity)
            .layout(in: ProposedViewSize(container.size), environment: environment, safeAreaInsets: insets(container.safeArea, environment))
    }

    /// UIKit's left and right insets as leading and trailing in the environment's direction.
    private func insets(_ insets: UIEdgeInsets, _ environment: EnvironmentValues) -> EdgeInsets {
        let rightToLeft = environment.layoutDirection == .rightToLeft
        return EdgeInsets(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }

    /// The view drawn: on white, or on black in the dark appearance, as a hosting controller's
    /// system background; a device's unsafe bands are that background too, as in a screenshot
    /// of an app without bars.
    func image(of result: LayoutResult) -> UIImage {
        var renderer = PNGRenderer(scale: scale, background: background)
        renderer.shadesUnsafeBands = false
        return UIImage(pixels: renderer.pixels(of: result), scale: scale)
    }

    /// The view drawn as an SVG file, on the same background as ``image(of:)``.
    func svg(of result: LayoutResult) -> String {
        var renderer = SVGRenderer(background: background)
        renderer.shadesUnsafeBands = false
        return renderer.render(result)
    }

    /// White, or black in the dark appearance.
    private var background: String { isDark ? "#000000" : "#ffffff" }

    /// Runs `make` with `value` on the main actor, then `callback` with what it made: at once
    /// when called on the main actor (a `@MainActor` test, which waits for the snapshot there and
    /// would otherwise wait for itself); otherwise the main actor makes it and `callback` runs on
    /// a thread of its own, so that drawing, the slow part, leaves the main actor free for other
    /// tests. (Not on a global queue: `assertSnapshot` blocks the thread it waits on, and tests
    /// waiting in parallel can hold every worker of the global queues, which then run nothing.)
    static func snapshot<Value, Made: Sendable>(_ value: Value, _ make: @escaping @MainActor (Value) -> Made) -> Async<Made> {
        Async { callback in
            let handOver = HandOver(value: value, make: make, callback: callback)
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { handOver.callback(handOver.make(handOver.value)) }
            } else {
                Task { @MainActor in
                    let made = handOver.make(handOver.value)
                    Thread { handOver.callback(made) }.start()
                }
            }
        }
    }
}

/// Whether code runs on the main dispatch queue, where the main actor runs its jobs.
///
/// Foundation's `Thread.isMainThread` is no test of it: under Swift Testing on Linux a
/// `@MainActor` test runs on the main queue while `isMainThread` is false. The main queue is
/// marked with a key of its own instead, and the current queue asked for it.
enum MainQueue {
    /// The mark, set on the main queue the first time it is asked for.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the current queue is the main queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// A view, what to make of it on the main actor (its layout) and where to send that, taken from
/// the test's thread to the main actor once.
///
/// Unchecked: the value is handed over whole. `assertSnapshot` gives the view it was passed to
/// the strategy and waits for the callback before it goes on, so nothing else touches the view
/// while the main actor lays it out, which is what the compiler cannot see.
private struct HandOver<Value, Made>: @unchecked Sendable {
    let value: Value
    let make: @MainActor (Value) -> Made
    let callback: (Made) -> Void
}
#endif
