import Foundation
import Testing
@testable import Trellis
import TrellisScene

/// Properties every layout has, checked over random view trees of every container and
/// modifier (issue 7). Each failure shrinks to a smallest failing tree and prints it as a
/// scene file (docs/scene-format.md).
///
/// `TRELLIS_PROPERTY_TREES=N` sets how many trees each property sees (default 200) and
/// `TRELLIS_PROPERTY_SEED=S` the first seed (default 1): a failure names its seed, so it can be
/// replayed with `TRELLIS_PROPERTY_SEED=S TRELLIS_PROPERTY_TREES=1`.
@Suite("Layout properties over random trees")
@MainActor
struct LayoutPropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let treeCount = environment["TRELLIS_PROPERTY_TREES"].flatMap { Int($0) } ?? 200
    static let firstSeed = environment["TRELLIS_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 1

    /// Checks `property` on `treeCount` random scenes; the first failure is shrunk and recorded.
    ///
    /// - Parameter allowsInfiniteRatios: Whether trees may hold an `aspectRatio` that fills or
    ///   that takes its ratio from its view, which can propose infinity along an unspecified
    ///   dimension and so make infinite frames (see ``RandomTrees/allowsInfiniteRatios``).
    func check(
        allowsInfiniteRatios: Bool = true, _ property: (RandomScene) -> String?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for seed in Self.firstSeed ..< Self.firstSeed + UInt64(Self.treeCount) {
            var trees = RandomTrees(seed: seed, allowsInfiniteRatios: allowsInfiniteRatios)
            let scene = trees.scene()
            guard property(scene) != nil, let (smallest, failure) = scene.shrunk(property) else { continue }
            Issue.record(
                """
                seed \(seed): \(failure)
                shrunk from \(scene.root.count) views to \(smallest.root.count); the scene:
                \(smallest)
                """, sourceLocation: sourceLocation)
            return
        }
    }

    /// A layout of the scene, or why there is none.
    static func layout(_ scene: RandomScene, marking: Bool = true) -> Result<LayoutResult, SceneError> {
        do {
            return .success(try scene.sceneFile(marking: marking).layout(fonts: .testFont))
        } catch {
            return .failure(error)
        }
    }

    /// Everything a layout says, exactly, one line per element and (optionally) diagnostic.
    nonisolated static func fingerprint(_ result: LayoutResult, diagnostics: Bool = true) -> String {
        var lines = ["size \(result.size)"]
        for element in result.elements {
            lines.append("\(element.name) \(element.id.map { "\($0)" } ?? "") \(element.parent ?? -1) \(element.exactFrame) \(element.frame) \(element.proposal) \(element.layoutDirection)")
        }
        if diagnostics { lines += result.diagnostics.map(\.description) }
        return lines.joined(separator: "\n")
    }

    /// Why a warm pass's diagnostics are not a fresh layout's, or `nil` when they are. They are
    /// compared as sets: a warm pass that answers from its caches may meet them in another
    /// order (each pass reports what it met or reused, `LayoutEngine.replayProblems`).
    static func diagnosticsDiffer(_ warm: LayoutResult, from fresh: LayoutResult) -> String? {
        let (warm, fresh) = (Set(warm.diagnostics.map(\.description)), Set(fresh.diagnostics.map(\.description)))
        if warm == fresh { return nil }
        return "a warm pass reported \(warm.subtracting(fresh).sorted()) and not \(fresh.subtracting(warm).sorted())"
    }

    /// The proposals a long-lived host lays a scene out at, in turn: the scene's own, others,
    /// and its own again.
    /// Whether a lazy stack in a scroll view in `result` estimated rows it left out: the
    /// estimates come from the rows resolved before, so such a layout depends on the host's
    /// history, as on Apple's platforms (docs/semantics.md, "Lazy stacks").
    static func estimatesLazily(_ result: LayoutResult) -> Bool {
        result.elements.contains { $0.name == "lazy rows not resolved" }
    }

    static func hostProposals(for scene: RandomScene) -> [ProposedViewSize] {
        [
            ProposedViewSize(width: scene.width, height: scene.height), .unspecified,
            ProposedViewSize(width: scene.width / 2 + 7, height: scene.height * 1.5),
            ProposedViewSize(width: scene.width, height: scene.height), .zero,
        ]
    }

    static func describe(_ rect: CGRect) -> String {
        "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))"
    }

    // MARK: Properties

    @Test("laying out the same tree twice gives the same frames and diagnostics")
    func deterministic() {
        check { scene in
            guard case let .success(first) = Self.layout(scene), case let .success(second) = Self.layout(scene) else {
                return "the scene does not read"
            }
            let a = Self.fingerprint(first), b = Self.fingerprint(second)
            return a == b ? nil : "two layouts differ:\n\(a)\n---\n\(b)"
        }
    }

    @Test("every generated tree reads back through SceneFile")
    func generatedScenesRead() {
        check { scene in
            if case let .failure(error) = Self.layout(scene) { return "the scene does not read: \(error)" }
            return nil
        }
    }

    @Test("a finite proposal gives every view a frame with no NaN when every aspectRatio fits a given ratio")
    func noNaNFrames() {
        check(allowsInfiniteRatios: false) { scene in
            guard case let .success(result) = Self.layout(scene) else { return nil }
            for element in result.elements {
                let r = element.exactFrame
                if [r.minX, r.minY, r.width, r.height].contains(where: \.isNaN) {
                    return "\(element.name) has frame \(Self.describe(r))"
                }
            }
            return nil
        }
    }

    /// An `aspectRatio` that fills an unspecified dimension proposes infinity (docs/semantics.md,
    /// "Other modifiers: aspectRatio": an unspecified dimension imposes nothing), and one whose
    /// ratio comes from an ideal size of zero width fits an infinite height into an unspecified
    /// one, so trees with either are left out (`FoundByPropertyTests` keeps the second).
    @Test("a finite proposal gives every view a finite frame when every aspectRatio fits a given ratio")
    func finiteFrames() {
        check(allowsInfiniteRatios: false) { scene in
            guard case let .success(result) = Self.layout(scene) else { return nil }
            for element in result.elements {
                let r = element.exactFrame
                if ![r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) {
                    return "\(element.name) has frame \(Self.describe(r)) for proposal \(element.proposal)"
                }
            }
            return nil
        }
    }

    @Test("a fixed-size StandIn and a frame with both sizes get exactly their size")
    func fixedSizes() {
        check { scene in
            var marks = RandomScene.Marks()
            _ = scene.json(marking: true, marks: &marks)
            guard case let .success(result) = Self.layout(scene) else { return nil }
            for (id, size) in marks.fixed {
                for element in result.elements where element.id == AnyHashable(id) && element.exactFrame.size != size {
                    return "\(element.name) should be \(size), is \(element.exactFrame.size)"
                }
            }
            return nil
        }
    }

    @Test("an HStack places its children in declaration order without overlap when spacing is not negative")
    func hstackOrder() {
        check { scene in
            guard case let .success(result) = Self.layout(scene) else { return nil }
            for (index, stack) in result.elements.enumerated() where stack.name == "HStack" {
                let children = result.elements.filter { $0.parent == index }
                // An offset moves where a view is drawn, never its layout (docs/semantics.md,
                // "Other modifiers: offset").
                if children.contains(where: { $0.name.hasPrefix("offset") }) { continue }
                // An infinitely wide child (an aspectRatio filling an unspecified width) has
                // no end for the next child to start after.
                if children.contains(where: { !$0.exactFrame.width.isFinite }) { continue }
                var frames = children.map(\.exactFrame)
                if stack.layoutDirection == .rightToLeft { frames.reverse() }
                for (left, right) in zip(frames, frames.dropFirst()) {
                    let tolerance = 1e-9 * max(1, abs(left.maxX), abs(right.minX))
                    if left.maxX > right.minX + tolerance {
                        return "in the HStack at \(Self.describe(stack.exactFrame)), \(Self.describe(left)) overlaps or follows \(Self.describe(right))"
                    }
                }
            }
            return nil
        }
    }

    @Test("the root's size is the size of its frame")
    func rootSize() {
        check { scene in
            guard case let .success(result) = Self.layout(scene), let root = result.elements.first else { return nil }
            return root.exactFrame.size == result.size ? nil : "size \(result.size), root frame \(Self.describe(root.exactFrame))"
        }
    }

    @Test("each view's size is the size it answers alone for the proposal it was placed with")
    func sizeIsTheAnswerAlone() {
        check { scene in
            var marks = RandomScene.Marks()
            _ = scene.json(marking: true, marks: &marks)
            guard case let .success(result) = Self.layout(scene) else { return nil }
            // A lazy stack in a scroll view estimates the rows it left out from those it
            // resolved (docs/semantics.md, "Lazy stacks"): what holds it is sized by estimates.
            var estimated = Set<Int>()
            for (index, element) in result.elements.enumerated() where element.name == "lazy rows not resolved" {
                var current: Int? = index
                while let at = current, estimated.insert(at).inserted { current = result.elements[at].parent }
            }
            for (id, view) in marks.subtrees where view.sizesAlone {
                guard let index = result.elements.firstIndex(where: { $0.id == AnyHashable(id) }),
                      !estimated.contains(index) else { continue }
                let element = result.elements[index]
                var alone = scene
                alone.root = view
                guard let file = try? alone.sceneFile(marking: false) else { return "the subtree \(id) does not read" }
                let size = file.layout(in: element.proposal, fonts: .testFont).size
                if size != element.exactFrame.size {
                    return "\(element.name) (\(id)) is \(element.exactFrame.size) in the tree but answers \(size) alone for \(element.proposal)"
                }
            }
            return nil
        }
    }

    /// Frames only: the diagnostics of warm passes have a property of their own.
    @Test("a host that laid out other proposals, or discarded its caches, gives a fresh layout's frames")
    func cachesDoNotChangeResults() {
        check { scene in
            guard let file = try? scene.sceneFile() else { return nil }
            let proposal = ProposedViewSize(width: scene.width, height: scene.height)
            let freshResult = file.layout(fonts: .testFont)
            let fresh = Self.fingerprint(freshResult, diagnostics: false)
            let host = LayoutHost(file.view, environment: file.environment, fonts: .testFont)
            _ = host.layout(in: ProposedViewSize(width: scene.width / 2 + 7, height: scene.height * 1.5))
            _ = host.layout(in: .unspecified)
            let warmResult = host.layout(in: proposal)
            let warm = Self.fingerprint(warmResult, diagnostics: false)
            if Self.estimatesLazily(warmResult) || Self.estimatesLazily(freshResult) { return nil }
            if warm != fresh { return "after other proposals the layout differs:\n\(warm)\n--- fresh:\n\(fresh)" }
            host.discardCaches()
            let cleared = Self.fingerprint(host.layout(in: proposal), diagnostics: false)
            return cleared == fresh ? nil : "after discardCaches the layout differs:\n\(cleared)\n--- fresh:\n\(fresh)"
        }
    }

    @Test("a host that laid out other proposals reports a fresh layout's diagnostics")
    func warmPassesReportFreshDiagnostics() {
        check { scene in
            guard let file = try? scene.sceneFile() else { return nil }
            let proposals = Self.hostProposals(for: scene)
            let host = LayoutHost(file.view, environment: file.environment, fonts: .testFont)
            for proposal in proposals {
                let warm = host.layout(in: proposal), fresh = file.layout(in: proposal, fonts: .testFont)
                // (Estimated rows depend on the host's history, and so do the numbers a
                // diagnostic quotes of what was placed after them.)
                if Self.estimatesLazily(warm) || Self.estimatesLazily(fresh) { continue }
                if let difference = Self.diagnosticsDiffer(warm, from: fresh) { return "at \(proposal), \(difference)" }
            }
            return nil
        }
    }

    // A result shares the engine's storage; while the last one is kept, the engine brings the
    // storage of the one before up to date and changes that (`LayoutEngine.beginChanges`).
    @Test("results kept while their host lays out again never change, and each is a fresh layout's")
    func keptResultsStay() {
        check { scene in
            guard let file = try? scene.sceneFile() else { return nil }
            let proposals = Self.hostProposals(for: scene)
            let host = LayoutHost(file.view, environment: file.environment, fonts: .testFont)
            var kept: [(result: LayoutResult, fingerprint: String)] = []
            for (index, proposal) in proposals.enumerated() {
                let result = host.layout(in: proposal), freshResult = file.layout(in: proposal, fonts: .testFont)
                // Frames here: the diagnostics of warm passes have a property of their own.
                let warm = Self.fingerprint(result, diagnostics: false)
                let fresh = Self.fingerprint(freshResult, diagnostics: false)
                if warm != fresh, !Self.estimatesLazily(result), !Self.estimatesLazily(freshResult) { return "at \(proposal), with results kept:\n\(warm)\n--- fresh:\n\(fresh)" }
                let fingerprint = Self.fingerprint(result)
                // The last result is kept; after the third layout, the two before it as well.
                kept.append((result, fingerprint))
                if index != 2 { kept.removeFirst(kept.count - 1) }
                for (result, fingerprint) in kept where Self.fingerprint(result) != fingerprint {
                    return "a kept result changed after the layout at \(proposal):\n\(Self.fingerprint(result))\n--- when made:\n\(fingerprint)"
                }
            }
            return nil
        }
    }

    // A replacement reuses the replaced subtree's storage, resolves the new view where the old
    // one was (environment, stack orientation), and places again only what it changed: the
    // result must be that of laying out the changed tree afresh. The replaced view and its
    // replacement are drawn from the scene, so that a shrunk scene keeps failing.
    @Test("replacing a marked view with another tree gives a fresh layout of the changed tree")
    func replacementIsFreshLayout() {
        check { scene in
            guard let file = try? scene.sceneFile() else { return nil }
            // `replace(id:with:)` replaces one view by one view: a `GridRow` (its cells become
            // its container's) and a `Group` (its views do) are not one.
            let single = { (view: TreeView) in view.type != "GridRow" && !view.isSeveral }
            let host = LayoutHost(file.view, environment: file.environment, fonts: .testFont)
            var proposals = Self.hostProposals(for: scene)
            let first = host.layout(in: proposals.removeFirst())
            // A node carries one mark: a view whose node an outer view marks too (the only
            // view in a `GridRow`, say) is known by the outer mark alone. As documented, a mark
            // on several views (in a modifier of a `Group`, repeated for each of its views)
            // replaces the first of them only.
            var marks = RandomScene.Marks()
            _ = scene.json(marking: true, marks: &marks)
            // A view in a `GeometryReader`'s content is not replaceable (the reader makes its
            // content again from its closure): `replace(id:with:)` says so, tested apart.
            func inReader(_ id: String) -> Bool {
                var parent = first.elements.first(where: { $0.id == AnyHashable(id) })?.parent
                while let index = parent {
                    if first.elements[index].name == "GeometryReader" { return true }
                    parent = first.elements[index].parent
                }
                return false
            }
            // A view in the content of a modifier of a `Group` or `Section` is made once per
            // view of it: the mark is on several nodes, some maybe hidden (a `ViewThatFits`).
            func repeated(_ id: String) -> Bool {
                var view: TreeView? = scene.root
                var rest = Substring(id.dropFirst())
                while let current = view, let first = rest.first {
                    rest = rest.dropFirst()
                    let digits = rest.prefix { $0.isNumber }
                    rest = rest.dropFirst(digits.count)
                    guard let index = Int(digits) else { return false }
                    if first == "m" {
                        if current.isSeveral { return true }
                        view = index < current.modifiers.count ? current.modifiers[index].content : nil
                    } else {
                        view = index < current.content.count ? current.content[index] : nil
                    }
                }
                return false
            }
            let candidates = marks.subtrees.filter { mark in
                single(mark.view) && first.elements.count(where: { $0.id == AnyHashable(mark.id) }) == 1 && !inReader(mark.id)
                    && !repeated(mark.id)
            }
            guard !candidates.isEmpty else { return nil }
            let path = candidates[(scene.root.count * 7) % candidates.count].id
            var trees = RandomTrees(seed: UInt64(scene.root.count) &* 1_000_003 &+ 17)
            var replacement = trees.scene().root
            while !single(replacement) { replacement = trees.scene().root }
            guard let changed = scene.replacing(path, with: replacement), let changedFile = try? changed.sceneFile(),
                  let view = try? RandomScene.markedView(replacement, at: path)
            else { return "the replacement of \(path) does not read" }
            guard host.replace(id: path, with: view) else {
                // A lazy stack or grid in a scroll view makes its rows again as they show:
                // `replace(id:with:)` leaves the views in it alone, and says so.
                var parent = first.elements.first(where: { $0.id == AnyHashable(path) })?.parent
                while let index = parent {
                    if first.elements[index].name.hasPrefix("Lazy") { return nil }
                    parent = first.elements[index].parent
                }
                return "no view is marked \(path)"
            }
            for proposal in proposals {
                let result = host.layout(in: proposal), fresh = changedFile.layout(in: proposal, fonts: .testFont)
                let (warm, expected) = (Self.fingerprint(result, diagnostics: false), Self.fingerprint(fresh, diagnostics: false))
                if Self.estimatesLazily(result) || Self.estimatesLazily(fresh) { continue }
                if warm != expected {
                    return "after replacing \(path) with \(replacement.type), at \(proposal):\n\(warm)\n--- fresh:\n\(expected)"
                }
                if let difference = Self.diagnosticsDiffer(result, from: fresh) {
                    return "after replacing \(path), at \(proposal), \(difference)"
                }
            }
            return nil
        }
    }

    // The engine keeps one answer for every proposal of a container whose size cannot depend on
    // its proposal (`NodeFlags.sizeIndependent`), and a stack asks such a subview once for all
    // its probes and its share: it must give what asking each proposal gives, however the host
    // was laid out before.
    @Test("one shared answer for containers that ignore their proposal gives the frames of asking every proposal")
    func sharedIndependentSizesChangeNothing() {
        check { scene in
            guard let file = try? scene.sceneFile() else { return nil }
            let proposals = [
                ProposedViewSize(width: scene.width / 2 + 7, height: scene.height * 1.5), .unspecified,
                ProposedViewSize(width: scene.width, height: scene.height),
            ]
            @MainActor func layouts(sharing: Bool) -> [String] {
                let host = LayoutHost(file.view, environment: file.environment, fonts: .testFont)
                host.engine.cache.sharesIndependentSizes = sharing
                return proposals.map { Self.fingerprint(host.layout(in: $0)) }
            }
            let shared = layouts(sharing: true), asked = layouts(sharing: false)
            for (index, proposal) in proposals.enumerated() where shared[index] != asked[index] {
                return "at \(proposal), sharing answers gives:\n\(shared[index])\n--- asking each proposal:\n\(asked[index])"
            }
            return nil
        }
    }
}
