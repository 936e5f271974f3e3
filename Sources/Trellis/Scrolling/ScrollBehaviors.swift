import Foundation

/// How a scroll view answers a drag along an axis whose content fits inside it.
///
/// A headless scroll view never bounces past its ends (no animation runs in between), so what
/// the behavior changes is whether the scroll view takes the drag: with ``basedOnSize`` a scroll
/// view whose content fits along every axis it scrolls lets the gestures around it have the
/// drag (in a live host, ``LayoutHost/drag(from:to:steps:duration:)``). No frame changes.
public struct ScrollBounceBehavior: Sendable {
    private enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    private let kind: Kind

    /// The automatic behavior: on iOS, the scroll view takes a drag even when its content
    /// fits (as ``always``).
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
    /// The scroll view takes a drag, and would bounce, whatever its content's size.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
    /// The scroll view takes a drag along an axis only when its content is larger than it
    /// along that axis.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }

    /// Whether the behavior is ``basedOnSize``.
    var isBasedOnSize: Bool { kind == .basedOnSize }
}

nonisolated extension View {
    /// Configures the bounce behavior of scrollable views along the specified axes: with
    /// `.basedOnSize`, a scroll view whose content fits lets a drag go to the gestures around
    /// it (see ``ScrollBounceBehavior``). No frame changes.
    ///
    /// - Parameters:
    ///   - behavior: The bounce behavior to apply.
    ///   - axes: The set of axes to apply the behavior to: vertical by default.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
        }
    }
}

extension EnvironmentValues {
    /// The scroll bounce behavior for the vertical axis of scrollable views inside
    /// (`scrollBounceBehavior(_:axes:)`); `.automatic` by default.
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceKey.self] }
        set { self[VerticalScrollBounceKey.self] = newValue }
    }

    /// The scroll bounce behavior for the horizontal axis of scrollable views inside
    /// (`scrollBounceBehavior(_:axes:)`); `.automatic` by default.
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceKey.self] }
        set { self[HorizontalScrollBounceKey.self] = newValue }
    }

    /// The axes along which the scroll views inside take no drag when their content fits.
    var scrollAxesBasedOnSize: Axis.Set {
        var axes: Axis.Set = []
        if verticalScrollBounceBehavior.isBasedOnSize { axes.insert(.vertical) }
        if horizontalScrollBounceBehavior.isBasedOnSize { axes.insert(.horizontal) }
        return axes
    }
}

/// The key of ``EnvironmentValues/verticalScrollBounceBehavior``.
private struct VerticalScrollBounceKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

/// The key of ``EnvironmentValues/horizontalScrollBounceBehavior``.
private struct HorizontalScrollBounceKey: EnvironmentKey {
    static var defaultValue: ScrollBounceBehavior { .automatic }
}

/// The ways a scroll view can dismiss the keyboard when it is scrolled.
///
/// Recorded in the environment (``EnvironmentValues/scrollDismissesKeyboardMode``): Trellis
/// has no software keyboard, so no mode hides one; a text field keeps its focus through a drag.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, immediately, interactively, never }
    private let kind: Kind

    /// Dismisses the keyboard as the context of the scroll view suggests.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .automatic) }
    /// Dismisses the keyboard as soon as a scroll starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .immediately) }
    /// Lets the drag move the keyboard down with it, dismissing it past the keyboard's top.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .interactively) }
    /// Never dismisses the keyboard on a scroll.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .never) }
}

nonisolated extension View {
    /// Configures how scrolling dismisses the software keyboard for the scroll views inside:
    /// recorded in the environment (``EnvironmentValues/scrollDismissesKeyboardMode``); there
    /// is no keyboard to dismiss headless, and no frame changes.
    ///
    /// - Parameter mode: The keyboard dismissal mode for scrolling.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}

extension EnvironmentValues {
    /// How scrolling dismisses the keyboard in the scroll views inside
    /// (`scrollDismissesKeyboard(_:)`); `.automatic` by default.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
}

/// The key of ``EnvironmentValues/scrollDismissesKeyboardMode``.
private struct ScrollDismissesKeyboardKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

/// The look of the effect at a scroll view's edges where content scrolls under a bar (iOS 26).
///
/// Trellis draws no edge effect: `scrollEdgeEffectStyle(_:for:)` and
/// `scrollEdgeEffectHidden(_:for:)` change no frame and nothing drawn.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, hard, soft }
    private let kind: Kind

    /// The style the platform picks.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .automatic) }
    /// A sharp line between the content and the bar.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .hard) }
    /// A soft fade of the content under the bar.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .soft) }
}

nonisolated extension View {
    /// Configures the scroll edge effect style for scroll views inside. Trellis draws no edge
    /// effect, so this changes no frame and nothing drawn.
    ///
    /// - Parameters:
    ///   - style: The style to use, or `nil` for the default.
    ///   - edges: The edges the style applies to.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Hides the scroll edge effect of scroll views inside on `edges`. Trellis draws no edge
    /// effect, so this changes no frame and nothing drawn.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide the effect.
    ///   - edges: The edges to hide it on.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        modifier(SnapshotInertModifier())
    }
}
