import SnapshotTesting
import SwiftUI
import Testing

/// Bars whose arrangement shows the environment a snapshot gave them.
private struct EnvironmentBars: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.colorScheme) private var scheme

    nonisolated init() {}

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: horizontal == .regular ? 40 : 20, height: vertical == .compact ? 5 : 10).id("size")
            Color.blue.frame(width: typeSize == .xLarge ? 30 : 10, height: scheme == .dark ? 7 : 3).id("content")
        }
    }
}

/// UIKit's trait collections as snapshot tests use them
/// (https://developer.apple.com/documentation/uikit/uitraitcollection): one trait each, combined
/// with `init(traitsFrom:)`, the last specified value winning.
@Suite("Trait collections")
struct UITraitCollectionTests {
    /// The frames of `EnvironmentBars` under `traits`.
    static func frames(_ traits: UITraitCollection, layout: TrellisSnapshotTesting.SwiftUISnapshotLayout = .sizeThatFits) -> String? {
        let folder = NSTemporaryDirectory() + "TrellisTraitTests-" + UUID().uuidString
        _ = verifySnapshot(of: EnvironmentBars(), as: .frames(layout: layout, traits: traits), named: "bars", snapshotDirectory: folder, timeout: 120)
        return try? String(contentsOfFile: folder + "/frames-_-layout.bars.txt", encoding: .utf8)
    }

    /// The size the frame tree `frames` gives the view marked `mark`, as "(width, height)".
    static func size(_ frames: String, _ mark: String) -> Substring? {
        guard let line = frames.split(separator: "\n").first(where: { $0.contains("#\(mark) ") }),
              let arrow = line.range(of: "→ "), let end = line.range(of: " at ") else { return nil }
        return line[arrow.upperBound..<end.lowerBound]
    }

    @Test("traitsFrom takes each trait from the last collection that specifies it")
    func traitsFromCombines() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2),
        ])
        #expect(traits.userInterfaceStyle == .dark && traits.horizontalSizeClass == .regular && traits.displayScale == 2)
        #expect(traits.verticalSizeClass == .unspecified && traits.preferredContentSizeCategory == .unspecified)
    }

    @Test("a display scale that is not finite and positive is unspecified")
    func badDisplayScale() {
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
        #expect(UITraitCollection(displayScale: -2).displayScale == 0)
        #expect(UITraitCollection(displayScale: .infinity).displayScale == 0)
    }

    @Test("size classes become the environment's")
    func sizeClasses() throws {
        let frames = try #require(Self.frames(UITraitCollection(traitsFrom: [.init(horizontalSizeClass: .regular), .init(verticalSizeClass: .compact)])))
        #expect(Self.size(frames, "size") == "(40, 5)")
    }

    @Test("a content size becomes the environment's Dynamic Type size")
    func contentSize() throws {
        let frames = try #require(Self.frames(UITraitCollection(preferredContentSizeCategory: .extraLarge)))
        #expect(Self.size(frames, "content") == "(30, 3)")
    }

    @Test("the dark appearance becomes the environment's colour scheme")
    func darkScheme() throws {
        let frames = try #require(Self.frames(UITraitCollection(userInterfaceStyle: .dark)))
        #expect(Self.size(frames, "content") == "(10, 7)")
    }

    @Test("a device's traits apply beneath the strategy's")
    func deviceTraits() throws {
        let landscape = try #require(Self.frames(UITraitCollection(), layout: .device(config: .iPhone13ProMax(.landscape))))
        #expect(Self.size(landscape, "size") == "(40, 5)")
        let overridden = try #require(Self.frames(UITraitCollection(horizontalSizeClass: .compact), layout: .device(config: .iPhone13ProMax(.landscape))))
        #expect(Self.size(overridden, "size") == "(20, 5)")
    }
}
