import Foundation
import Testing
import Trellis

// Custom containers (iOS 18). Apple: "Creating custom container views"
// (https://developer.apple.com/documentation/swiftui/creating-custom-container-views) and
// Subview: "Subviews are proxies to the resolved view they represent, meaning that modifiers
// applied to the original view will be applied before modifiers applied to the subview, and
// the view is resolved using the environment of its container, not the environment of its
// subview proxy" (https://developer.apple.com/documentation/swiftui/subview). Frames below are
// derived from the stacks' rules with fixed-size leaves.

private struct HighlightKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    fileprivate var isHighlighted: Bool {
        get { self[HighlightKey.self] }
        set { self[HighlightKey.self] = newValue }
    }
}

private struct WidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 10
}

extension EnvironmentValues {
    fileprivate var barWidth: CGFloat {
        get { self[WidthKey.self] }
        set { self[WidthKey.self] = newValue }
    }
}

private struct Bar: View {
    @Environment(\.barWidth) private var width
    var body: some View { Color.red.frame(width: width, height: 10) }
}

/// A card stack as the article writes one: each subview padded, in a VStack.
private struct PaddedStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 0) {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in subview.padding(5) }
            }
        }
    }
}

/// Highlighted subviews are twice as wide.
private struct HighlightingStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(subviews: content) { subview in
                subview.frame(width: subview.containerValues.isHighlighted ? 40 : 20)
            }
        }
    }
}

/// Each section's header above its content, the sections side by side.
private struct SectionColumns<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            ForEach(sections: content) { section in
                VStack(spacing: 0) {
                    section.header
                    section.content
                }
                .frame(width: section.containerValues.isHighlighted ? 50 : 30)
            }
        }
    }
}

@Suite("Custom containers: subviews and sections")
@MainActor
struct CustomContainerTests {
    private let proposal = ProposedViewSize(width: 300, height: 300)

    @Test("Group(subviews:) gives the container each subview to wrap")
    func groupSubviewsWrapsEach() {
        let result = PaddedStack {
            Color.red.frame(width: 20, height: 10).id("a")
            ForEach(0 ..< 2) { index in Color.blue.frame(width: 30, height: 10).id(index) }
        }.layout(in: proposal)
        // Three subviews (the ForEach's two count separately), each 10 tall padded by 5: 20 apart.
        #expect(result.frame(of: "a") == CGRect(x: 10, y: 5, width: 20, height: 10))
        #expect(result.frame(of: 0) == CGRect(x: 5, y: 25, width: 30, height: 10))
        #expect(result.frame(of: 1) == CGRect(x: 5, y: 45, width: 30, height: 10))
        #expect(result.size == CGSize(width: 40, height: 60))
    }

    @Test("subviews a container leaves out are not laid out")
    func droppedSubviewsAreGone() {
        let result = VStack(spacing: 0) {
            Group(subviews: Group {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 10, height: 10).id("b")
                Color.red.frame(width: 10, height: 10).id("c")
            }) { subviews in
                subviews[1...]
            }
        }.layout(in: proposal)
        #expect(result.frame(of: "a") == nil)
        #expect(result.frame(of: "b") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 10, width: 10, height: 10))
    }

    @Test("a container value set on a view is read from its subview, through the modifiers around it")
    func containerValues() {
        let result = HighlightingStack {
            Color.red.id("plain")
            Color.red.containerValue(\.isHighlighted, true).padding(0).id("highlighted")
        }.layout(in: ProposedViewSize(width: 300, height: 20))
        #expect(result.frame(of: "plain")?.width == 20)
        #expect(result.frame(of: "highlighted")?.width == 40)
    }

    @Test("a subview is resolved in its container's environment, not its proxy's")
    func subviewEnvironment() {
        let result = VStack {
            ForEach(subviews: Bar().id("bar")) { subview in
                subview.environment(\.barWidth, 99)
            }
        }
        .environment(\.barWidth, 25)
        .layout(in: proposal)
        #expect(result.frame(of: "bar")?.width == 25)
    }

    @Test("a subview used twice is placed once, and the layout says so")
    func subviewUsedTwice() {
        let result = VStack {
            Group(subviews: Color.red.frame(width: 10, height: 10).id("a")) { subviews in
                subviews[0]
                subviews[0]
            }
        }.layout(in: proposal)
        #expect(result.frame(of: "a") != nil)
        #expect(result.elements.filter { $0.id == AnyHashable("a") }.count == 1)
        #expect(result.diagnostics.map(\.kind) == [.approximated])
    }

    @Test("ForEach(sections:) reads each section's header and content; loose views form a section")
    func sections() {
        let result = SectionColumns {
            Section {
                Color.red.frame(height: 10).id("a1")
                Color.red.frame(height: 10).id("a2")
            } header: {
                Color.blue.frame(height: 5).id("a.header")
            }
            Color.green.frame(height: 7).id("loose")
            Section {
                Color.red.frame(height: 10).id("b1")
            }
            .containerValue(\.isHighlighted, true)
        }.layout(in: proposal)
        #expect(result.frame(of: "a.header") == CGRect(x: 0, y: 0, width: 30, height: 5))
        #expect(result.frame(of: "a2") == CGRect(x: 0, y: 15, width: 30, height: 10))
        #expect(result.frame(of: "loose") == CGRect(x: 30, y: 0, width: 30, height: 7))
        #expect(result.frame(of: "b1") == CGRect(x: 60, y: 0, width: 50, height: 10))
    }

    @Test("Group(sections:) gives the transform every section, footers included")
    func groupSections() {
        // Each section becomes a column: header, content, footer stacked; columns side by side.
        let result = HStack(alignment: .top, spacing: 0) {
            Group(sections: Group {
                Section {
                    Color.red.frame(width: 10, height: 10).id("a")
                } header: {
                    Color.blue.frame(width: 10, height: 3).id("a.header")
                } footer: {
                    Color.green.frame(width: 10, height: 2).id("a.footer")
                }
                Section("Second") { Color.red.frame(width: 20, height: 10).id("b") }
            }) { sections in
                ForEach(sections) { section in
                    VStack(spacing: 0) { section.header; section.content; section.footer }
                }
            }
        }.layout(in: proposal, fonts: .testFont)
        #expect(result.frame(of: "a.header") == CGRect(x: 0, y: 0, width: 10, height: 3))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 3, width: 10, height: 10))
        #expect(result.frame(of: "a.footer") == CGRect(x: 0, y: 13, width: 10, height: 2))
        // The second column starts after the first (10 wide) and is as wide as its header, the
        // text "Second" (6 squares of 17 in the test font: 102); "b" is centred in it.
        #expect(result.frame(of: "b")?.minX == 51)  // 10 + (102 − 20) / 2
        #expect(result.elements.contains { $0.name.hasPrefix("Text(\"Second") })
    }

    @Test("a section in a stack shows its header, content and footer as views of the stack")
    func sectionInStack() {
        let result = VStack(spacing: 0) {
            Section {
                Color.red.frame(width: 10, height: 10).id("content")
            } header: {
                Color.blue.frame(width: 10, height: 4).id("header")
            } footer: {
                Color.green.frame(width: 10, height: 6).id("footer")
            }
        }.layout(in: proposal)
        #expect(result.frame(of: "header")?.minY == 0)
        #expect(result.frame(of: "content")?.minY == 4)
        #expect(result.frame(of: "footer")?.minY == 14)
    }
}
