import Foundation
import Testing
import Trellis
import TrellisScene

/// Independent trees laid out at once from many tasks (issues 7 and 18). `View` is `@MainActor`,
/// as in SwiftUI, so a tree is resolved (its bodies read) on the main actor; the host that
/// holds it is then handed to a task, and hosts lay out in parallel: each owns its engine,
/// and what they share (fonts, scene recipes) is `Sendable`. `scripts/tsan.sh` runs this
/// suite under the thread sanitizer.
@Suite("Concurrent layout")
@MainActor
struct ConcurrencyTests {
    /// Random scenes (as in `LayoutPropertyTests`), each laid out at a few proposals.
    static let scenes: [RandomScene] = (1 ... 48).map { seed in
        var trees = RandomTrees(seed: 7_000 + UInt64(seed))
        return trees.scene()
    }

    /// The scene resolved, in a host of its own.
    static func host(_ scene: RandomScene) -> LayoutHost? {
        guard let file = try? scene.sceneFile() else { return nil }
        return LayoutHost(file.view, environment: file.environment, fonts: .testFont)
    }

    /// The scene's layouts at a few proposals (any isolation: the host is already resolved).
    nonisolated static func fingerprints(_ host: LayoutHost?, _ scene: RandomScene) -> [String] {
        guard let host else { return ["unreadable"] }
        return [ProposedViewSize(width: scene.width, height: scene.height), .unspecified, ProposedViewSize(width: 50, height: 50)]
            .map { LayoutPropertyTests.fingerprint(host.layout(in: $0)) }
    }

    @Test("trees resolved on the main actor and laid out at once from many tasks give the results they give alone")
    func concurrentEqualsSequential() async {
        let alone = Self.scenes.map { Self.fingerprints(Self.host($0), $0) }
        let together = await withTaskGroup(of: (Int, [String]).self) { group in
            for _ in 0 ..< 4 {
                for (index, scene) in Self.scenes.enumerated() {
                    let host = Self.host(scene)
                    group.addTask { (index, Self.fingerprints(host, scene)) }
                }
            }
            var results: [[[String]]] = Array(repeating: [], count: Self.scenes.count)
            for await (index, fingerprint) in group { results[index].append(fingerprint) }
            return results
        }
        for (index, runs) in together.enumerated() {
            #expect(runs.count == 4)
            for run in runs { #expect(run == alone[index], "scene \(index): \(Self.scenes[index])") }
        }
    }

    /// A wrapped text, resolved.
    static func wrappedText() -> LayoutHost {
        LayoutHost(Text("The quick brown fox jumps over the lazy dog").frame(width: 120), fonts: .system)
    }

    @Test("a font library shared by many tasks measures text as it does alone")
    func sharedFonts() async {
        let alone = LayoutPropertyTests.fingerprint(Self.wrappedText().layout(in: .unspecified))
        let together = await withTaskGroup(of: String.self) { group in
            for _ in 0 ..< 32 {
                let host = Self.wrappedText()
                group.addTask { LayoutPropertyTests.fingerprint(host.layout(in: .unspecified)) }
            }
            var all: [String] = []
            for await each in group { all.append(each) }
            return all
        }
        #expect(together.allSatisfy { $0 == alone })
    }

    /// Compile-time: these are `Sendable`, as SwiftUI's are (Apple's documentation lists
    /// `Sendable` among the conformances of `ProposedViewSize`, the alignments, `AnyLayout` and
    /// the built-in layouts). `ViewDimensions`, `LayoutSubview` and `LayoutSubviews` are not:
    /// they are proxies into one layout pass (they reach the engine that answers them).
    @Test("the value types of the layout protocol are Sendable")
    func sendableTypes() {
        func sendable<T: Sendable>(_: T.Type) -> Bool { true }
        #expect(sendable(ProposedViewSize.self))
        #expect(sendable(ViewSpacing.self))
        #expect(sendable(HorizontalAlignment.self))
        #expect(sendable(VerticalAlignment.self))
        #expect(sendable(Alignment.self))
        #expect(sendable(UnitPoint.self))
        #expect(sendable(EdgeInsets.self))
        #expect(sendable(Axis.self))
        #expect(sendable(Edge.self))
        #expect(sendable(LayoutDirection.self))
        #expect(sendable(LayoutProperties.self))
        #expect(sendable(AnyLayout.self))
        #expect(sendable(HStackLayout.self))
        #expect(sendable(VStackLayout.self))
        #expect(sendable(ZStackLayout.self))
        #expect(sendable(GridLayout.self))
        #expect(sendable(Angle.self))
        #expect(sendable(EnvironmentValues.self))
        #expect(sendable(LayoutResult.self))
        #expect(sendable(LayoutHost.self))
        #expect(sendable(LayoutDiagnostic.self))
        #expect(sendable(LayoutTrace.self))
        #expect(sendable(FontLibrary.self))
        #expect(sendable(SceneFile.self))
    }
}
