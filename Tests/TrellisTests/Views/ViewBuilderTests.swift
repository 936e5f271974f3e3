import Foundation
import Testing
@testable import Trellis
import TrellisGallery

@Suite("ViewBuilder and views")
@MainActor
struct ViewBuilderTests {
    private func ids(_ result: LayoutResult) -> [String] {
        result.elements.compactMap { $0.id?.base as? String }
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder — if/else, optionals and
    // switch choose which views exist.
    @Test("conditionals include only the taken branch")
    func conditionals() {
        let flag = false
        let choice = 2
        let optional: Int? = nil
        let result = BasicVStack {
            if flag { Color.red.id("if") } else { Color.red.id("else") }
            if let optional { Color.red.id("opt\(optional)") }
            switch choice {
            case 1: Color.red.id("one")
            default: Color.red.id("other")
            }
        }.layout(in: .unspecified)
        #expect(ids(result) == ["else", "other"])
    }

    // https://developer.apple.com/documentation/swiftui/foreach — one view per element.
    @Test("ForEach makes one subview per element")
    func forEach() {
        struct Item: Identifiable { let id: String }
        let result = BasicVStack {
            ForEach(0..<3) { i in Color.red.id("n\(i)") }
            ForEach([Item(id: "x"), Item(id: "y")]) { item in Color.blue.id(item.id) }
        }.layout(in: .unspecified)
        #expect(ids(result) == ["n0", "n1", "n2", "x", "y"])
        #expect(result.size.height == 50)
    }

    // https://developer.apple.com/documentation/swiftui/foreach — integer ranges (stepped on
    // their own fast path) give one view per number, whatever their bounds.
    @Test("ForEach over any integer range makes one subview per number, in order")
    func forEachRanges() {
        let result = BasicVStack {
            ForEach(5 ..< 8) { i in Color.red.id("r\(i)") }
            ForEach(3 ..< 3) { i in Color.red.id("empty\(i)") }
            ForEach(Array(1 ... 2), id: \.self) { i in Color.red.id("c\(i)") }
            ForEach((0 ..< 4).reversed(), id: \.self) { i in Color.red.id("d\(i)") }
        }.layout(in: .unspecified)
        #expect(ids(result) == ["r5", "r6", "r7", "c1", "c2", "d3", "d2", "d1", "d0"])
    }

    // https://developer.apple.com/documentation/swiftui/group — "modifiers you apply to the group
    // apply to each of its members".
    @Test("a modifier on a group applies to each member")
    func groupModifiers() {
        let result = BasicVStack {
            Group { Color.red; Color.blue }.frame(width: 30, height: 5)
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 30, height: 10))
    }

    // https://developer.apple.com/documentation/swiftui/anyview and emptyview
    @Test("AnyView is transparent and EmptyView adds nothing")
    func anyAndEmpty() {
        let result = BasicVStack {
            AnyView(Color.red.frame(height: 7))
            EmptyView()
            AnyView(AnyView(EmptyView()))
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 10, height: 7))
        #expect(result.elements.count == 3)
    }

    // https://developer.apple.com/documentation/swiftui/tupleview/init(_:) — a tuple of views is
    // a list of sibling views.
    @Test("a TupleView made from a tuple lays its members out as siblings")
    func tupleViewInit() {
        let result = BasicVStack { TupleView((Color.red.frame(height: 3), Color.blue.frame(height: 4))) }.layout(in: .unspecified)
        #expect(result.size.height == 7)
    }

    // https://developer.apple.com/documentation/swiftui/viewmodifier — a custom modifier's body
    // receives the modified view as `content`.
    @Test("a custom ViewModifier's body wraps the content")
    func customModifier() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View { content.frame(width: 50, height: 20) }
        }
        let result = Color.red.modifier(Card()).id("card").layout(in: .unspecified)
        #expect(result.frame(of: "card") == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o — views are composed
    // from other views' bodies.
    @Test("a custom view lays out as its body")
    func customView() {
        struct Badge: View {
            var body: some View { Color.red.frame(width: 12, height: 34) }
        }
        #expect(Badge().layout(in: .unspecified).size == CGSize(width: 12, height: 34))
    }

    // docs/semantics.md, "Proposals and sizes: Shapes and colours": shapes and colors take what
    // is proposed, and 10 for an unspecified axis (a circle is square: Fixtures/shapes).
    @Test("shapes and colors take the proposal, 10 where unspecified")
    func shapesFillProposals() {
        for view in [AnyView(Rectangle()), AnyView(Capsule()), AnyView(Ellipse()),
                     AnyView(RoundedRectangle(cornerRadius: 3)), AnyView(Color.red)] {
            #expect(view.layout(in: ProposedViewSize(width: 70, height: nil)).size == CGSize(width: 70, height: 10))
        }
    }

    // derived: a root made of several views is laid out like a ZStack of them (each gets the
    // root proposal and is centred), as a window lays out its content list.
    /// A view that declares no body and is none of Trellis's built-in views.
    struct UnknownPrimitive: View {
        var body: Never { fatalError("no body") }
    }

    /// A modifier that declares no body and is none of Trellis's built-in modifiers.
    struct UnknownModifier: ViewModifier {
        typealias Body = Never
    }

    @Test("a view without a body that Trellis does not know is left out and reported; its siblings are laid out")
    func unknownViewLeftOut() {
        let result = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            UnknownPrimitive()
            Color.blue.frame(width: 5, height: 5)
        }.layout(in: .unspecified)
        #expect(result.size == CGSize(width: 15, height: 10))
        #expect(result.diagnostics.map(\.kind) == [.invalidModifierValue])
        #expect(result.diagnostics.first?.message.contains("not a view Trellis knows") == true)
    }

    @Test("a modifier without a body that Trellis does not know leaves its content unmodified and is reported")
    func unknownModifierLeavesContent() {
        let result = Color.red.frame(width: 10, height: 10).modifier(UnknownModifier()).layout(in: .unspecified)
        #expect(result.size == CGSize(width: 10, height: 10))
        #expect(result.elements.map(\.name) == ["frame(width: 10, height: 10)", "Color(red)"])
        #expect(result.diagnostics.first?.message.contains("not a modifier Trellis knows") == true)
    }

    @Test("several root views are each proposed the root proposal and centred")
    func severalRoots() {
        let result = Group {
            Color.red.frame(width: 40, height: 40).id("big")
            Color.blue.frame(width: 10, height: 20).id("small")
        }.layout(in: ProposedViewSize(width: 100, height: 100))
        #expect(result.size == CGSize(width: 40, height: 40))
        #expect(result.frame(of: "small") == CGRect(x: 15, y: 10, width: 10, height: 20))
    }
}
