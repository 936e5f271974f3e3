import Foundation
import Testing
import Trellis
import TrellisScene

/// Issue 19's findings 6, 7 and 13: display scales whose pixels cannot be rounded to, the
/// engine's own repair of an unplaced subview in a container of infinite size, and the wording
/// of an overflowing frame. No frame may be NaN.
@Suite("Hostile environments and repairs")
@MainActor
struct HostileEnvironmentTests {
    static func hasNaN(_ result: LayoutResult) -> Bool {
        result.elements.contains { $0.frame.origin.x.isNaN || $0.frame.origin.y.isNaN || $0.frame.width.isNaN || $0.frame.height.isNaN }
    }

    // EnvironmentValues.displayScale documents the usable range (1/100...100) and the repair:
    // rounding at scale 1, reported.
    @Test("a display scale outside 1/100...100 rounds at scale 1 and is reported", arguments: [
        CGFloat(1e-320), .leastNonzeroMagnitude, 1e308, .greatestFiniteMagnitude, .nan, .infinity, -1, 0, 1e-300,
    ])
    func unusableDisplayScale(_ scale: CGFloat) {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let result = VStack(spacing: 0) {
            Rectangle().frame(width: 10.3, height: 10.3).id("r")
            Divider().id("d")
        }.layout(in: ProposedViewSize(width: 390, height: 844), environment: environment)
        // The divider fills the 390-wide stack; the rectangle is centred: (390 − 10.3) / 2 =
        // 189.85, which rounds to 190 at scale 1, and 10.3 to 10.
        #expect(result.frame(of: "r") == CGRect(x: 190, y: 0, width: 10, height: 10))
        #expect(result.frame(of: "d")?.height == 1)
        #expect(result.displayScale == 1)
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
        #expect(!Self.hasNaN(result))
    }

    @Test("the reproducer scene (displayScale 1e-320) lays out without NaN and says why")
    func reproducerScene() throws {
        let scene = try SceneFile(json: #"""
            {"proposal": {"width": 390, "height": 844}, "displayScale": 1e-320, "view": {"type": "VStack", "content": [
              {"type": "Rectangle", "modifiers": [{"frame": {"width": 10.3, "height": 10.3}}, {"id": "r"}]},
              {"type": "Divider"}, {"type": "Text", "text": "hi", "modifiers": [{"id": "t"}]}]}}
            """#)
        let result = scene.layout(fonts: .testFont)
        #expect(!Self.hasNaN(result))
        #expect(result.frame(of: "r")?.size == CGSize(width: 10, height: 10))
        #expect(result.diagnostics.contains { $0.kind == .invalidModifierValue })
    }

    @Test("a usable scale set inside the tree is not reported; an unusable one is")
    func scaleSetInTree() {
        let fine = Rectangle().frame(width: 10, height: 10).environment(\.displayScale, 3).layout(in: .unspecified)
        #expect(fine.diagnostics.isEmpty)
        let bad = Rectangle().frame(width: 10, height: 10).environment(\.displayScale, 1e308).layout(in: .unspecified)
        #expect(bad.diagnostics.map(\.kind) == [.invalidModifierValue])
    }

    /// A layout that answers an infinite size and places nothing.
    struct InfiniteAndIdle: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat.infinity, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("an unplaced subview of an infinitely wide container goes to its start, not to NaN")
    func unplacedInInfiniteContainer() {
        let result = InfiniteAndIdle {
            Color.red.frame(width: 2, height: 5).id("x")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        let frame = result.frame(of: "x")
        #expect(frame?.minX == 0 && frame?.width == 2)
        // Centred along the finite height (10): y = (10 − 5) / 2, rounded half up.
        #expect(frame?.minY == 3)
        #expect(!Self.hasNaN(result))
        #expect(Set(result.diagnostics.map(\.kind)) == [.notPlaced, .infiniteFrame])
    }

    @Test("a frame that overflows from finite sizes is not blamed on an infinite proposal")
    func overflowWording() throws {
        let result = Color.red.frame(width: 1e308, height: 10).padding(1e308).layout(in: .unspecified)
        let report = try #require(result.diagnostics.first { $0.kind == .infiniteFrame })
        #expect(report.message.contains("overflowed"))
        #expect(!report.message.contains("infinite proposal"))
    }
}
