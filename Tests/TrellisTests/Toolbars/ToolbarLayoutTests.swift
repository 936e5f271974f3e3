import Foundation
import Testing
@testable import Trellis

/// Toolbars in a navigation stack on iOS 26. No SwiftUI recording probes a toolbar's items:
/// the numbers are UIKit's bars measured on the iOS 26 simulator, which SwiftUI's toolbars
/// are drawn with (swiftui-web, https://github.com/iamcgn/swiftui-web,
/// `Docs/elements/UIKit/Navigation.md`: items 44-point platters 16 from the bar's edges and 8
/// apart, a title's platter its width plus 24 ("Edit" 54.5), an image's 44;
/// `Docs/elements/UIKit/Bars.md`: the bottom bar's 76-point band, its 48-point platters 28
/// from the sides and 12 apart, its groups' places). The bars' heights are the recorded
/// navigation fixtures' (`ios/nav/*`). Where an item's content sits in its platter (centred)
/// is derived.
@Suite("Toolbar layout")
@MainActor
struct ToolbarLayoutTests {
    private let window = ProposedViewSize(width: 320, height: 480)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    /// A title of the recorded width of "Edit" in 17-point medium (30.5: its platter is 54.5).
    private func editLabel(_ id: String) -> some View {
        StandIn.fixed(width: 30.5, height: 24.5).id(id)
    }

    /// A symbol's size in a platter (23 × 22, the plus symbol, measured).
    private func symbol(_ id: String) -> some View {
        StandIn.fixed(width: 23, height: 22).id(id)
    }

    private func layout(_ view: some View) -> LayoutResult {
        view.layout(in: window, environment: environment)
    }

    @Test("a trailing title item is a 54.5-point platter 16 from the trailing edge, 10 down")
    func trailingTitleItem() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button {} label: { editLabel("edit") } }
            }
        })
        #expect(result.frame(of: "edit") == CGRect(x: 320 - 16 - 54.5 + 12, y: 10 + 9.75, width: 30.5, height: 24.5))
    }

    @Test("a leading symbol item is a 44-point square platter 16 from the leading edge")
    func leadingSymbolItem() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .topBarLeading) { Button {} label: { symbol("plus") } }
            }
        })
        #expect(result.frame(of: "plus") == CGRect(x: 16 + 10.5, y: 10 + 11, width: 23, height: 22))
    }

    @Test("items on one side are 8 apart, the first declared nearest the leading edge")
    func itemsEightApart() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .primaryAction) { editLabel("one") }
                ToolbarItem(placement: .confirmationAction) { symbol("two") }
            }
        })
        // The symbol's platter ends 16 from the edge; the title's ends 8 before it.
        #expect(result.frame(of: "two")?.minX == 320 - 16 - 44 + 10.5)
        #expect(result.frame(of: "one")?.minX == 320 - 16 - 44 - 8 - 54.5 + 12)
    }

    @Test("the back button comes first on the leading side, the leading items 8 after it")
    func leadingItemsAfterBackButton() {
        let result = layout(NavigationStack(path: .constant([1])) {
            Color.clear.navigationDestination(for: Int.self) { _ in
                Color.clear.navigationTitle("Detail").toolbar {
                    ToolbarItem(placement: .cancellationAction) { editLabel("cancel") }
                }
            }
        })
        #expect(result.frame(of: "cancel")?.minX == CGFloat(16 + 44 + 8 + 12))
    }

    @Test("a principal item takes the inline title's place, centred in the bar")
    func principalItem() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .principal) { StandIn.fixed(width: 100, height: 30).id("principal") }
            }
        })
        #expect(result.frame(of: "principal") == CGRect(x: 110, y: 17, width: 100, height: 30))
    }

    @Test("a screen with items and no title gets the 64-point bar")
    func itemsWithoutTitle() {
        let result = layout(NavigationStack {
            Color.clear.id("content").toolbar { ToolbarItem { editLabel("edit") } }
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 64, width: 320, height: 416))
    }

    @Test("a hidden navigation bar takes no room")
    func hiddenNavigationBar() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Inbox").toolbarVisibility(.hidden, for: .navigationBar)
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("a bottom bar takes a 76-point band: the content ends above it")
    func bottomBarBand() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .bottomBar) { editLabel("edit") }
            }
        })
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 116.5, width: 320, height: 480 - 116.5 - 76))
        // One group leads: its 48-point platter 28 in, at the band's top.
        #expect(result.frame(of: "edit") == CGRect(x: 28 + 12, y: 404 + 11.75, width: 30.5, height: 24.5))
    }

    @Test("a flexible spacer splits the bottom bar's items: one group leads, the other trails")
    func bottomBarTwoGroups() {
        let result = layout(NavigationStack {
            Color.clear.toolbar {
                ToolbarItem(placement: .bottomBar) { editLabel("edit") }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { symbol("share") }
            }
        })
        #expect(result.frame(of: "edit")?.minX == CGFloat(28 + 12))
        #expect(result.frame(of: "share")?.minX == 320 - 28 - 48 + 12.5)
    }

    @Test("three groups in the bottom bar: the middle one is centred (uikit/nav/toolbar)")
    func bottomBarThreeGroups() {
        let result = layout(NavigationStack {
            Color.clear.toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    editLabel("edit")
                    Spacer()
                    symbol("plus")
                    Spacer()
                    symbol("share")
                }
            }
        })
        // Recorded: Edit's platter at 28, plus's centred at 136, share's at 244 in 320.
        #expect(result.frame(of: "edit")?.minX == CGFloat(28 + 12))
        #expect(result.frame(of: "plus")?.minX == 136 + 12.5)
        #expect(result.frame(of: "share")?.minX == 244 + 12.5)
    }

    @Test("a status item is centred in the bottom bar, without a platter")
    func statusItem() {
        let result = layout(NavigationStack {
            Color.clear.toolbar {
                ToolbarItem(placement: .status) { StandIn.fixed(width: 100, height: 16).id("status") }
            }
        })
        #expect(result.frame(of: "status") == CGRect(x: 110, y: 404 + 16, width: 100, height: 16))
    }

    @Test("keyboard items are not laid out: no keyboard shows headless")
    func keyboardItems() {
        let result = layout(NavigationStack {
            Color.clear.id("content").toolbar {
                ToolbarItem(placement: .keyboard) { editLabel("done") }
            }
        })
        #expect(result.frame(of: "done") == nil)
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("secondary actions go in an overflow menu: its button trails, its items are not laid out")
    func secondaryActions() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .secondaryAction) { editLabel("archive") }
            }
        })
        #expect(result.frame(of: "archive") == nil)
        let more = result.elements.first { $0.name.contains("ellipsis") }
        #expect(more?.frame.midX == CGFloat(320 - 16 - 22))
    }

    @Test("outside a navigation stack a toolbar has no bar to show in")
    func outsideAStack() {
        let result = layout(Color.clear.id("content").toolbar { ToolbarItem { editLabel("edit") } })
        #expect(result.frame(of: "edit") == nil)
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test("navigationBarItems puts its views at the bar's leading and trailing edges")
    func navigationBarItems() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationBarItems(leading: editLabel("leading"), trailing: symbol("trailing"))
        })
        #expect(result.frame(of: "leading")?.minX == CGFloat(16 + 12))
        #expect(result.frame(of: "trailing")?.minX == 320 - 16 - 44 + 10.5)
    }

    @Test("the builder's if/else, optional and Group all contribute their items")
    func builderForms() {
        let editing = true
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbar {
                if editing {
                    ToolbarItem(placement: .topBarLeading) { editLabel("done") }
                } else {
                    ToolbarItem(placement: .topBarLeading) { editLabel("edit") }
                }
                if !editing {
                    ToolbarItem { symbol("never") }
                }
                Group {
                    ToolbarItem { symbol("add") }
                }
            }
        })
        #expect(result.frame(of: "done") != nil)
        #expect(result.frame(of: "edit") == nil)
        #expect(result.frame(of: "never") == nil)
        #expect(result.frame(of: "add") != nil)
    }

    @Test("toolbarTitleDisplayMode(.inline) gives the 64-point bar, as navigationBarTitleDisplayMode")
    func toolbarTitleDisplayModeInline() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Inbox").toolbarTitleDisplayMode(.inline)
        })
        #expect(result.frame(of: "content")?.minY == 64)
    }

    @Test("toolbarTitleDisplayMode(.inlineLarge) puts the large title in the 64-point row")
    func toolbarTitleDisplayModeInlineLarge() {
        let result = layout(NavigationStack {
            Color.clear.id("content").navigationTitle("Inbox").toolbarTitleDisplayMode(.inlineLarge)
        })
        #expect(result.frame(of: "content")?.minY == 64)
        let title = result.elements.first { $0.name.contains("Inbox") }
        #expect(title?.frame.minX == 16)
    }

    @Test("a toolbar background is drawn behind the bar")
    func barBackground() {
        let result = layout(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbarBackground(Color.yellow, for: .navigationBar)
        })
        let background = result.elements.first { $0.name == "Rectangle" }
        #expect(background?.frame == CGRect(x: 0, y: 0, width: 320, height: 116.5))
    }

    @Test("a window too small for the bars keeps every frame finite, the content at zero height")
    func tooSmallWindow() {
        let view = NavigationStack {
            Color.clear.id("content").navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .topBarLeading) { editLabel("leading") }
                ToolbarItem(placement: .topBarTrailing) { editLabel("trailing") }
                ToolbarItem(placement: .bottomBar) { editLabel("bottom") }
            }
        }
        for size in [CGSize(width: 0, height: 0), CGSize(width: 40, height: 100), CGSize(width: 1e9, height: 1e9)] {
            let result = view.layout(in: ProposedViewSize(size), environment: environment)
            #expect(result.elements.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite })
            #expect(result.frame(of: "content").map { $0.height >= 0 } == true)
        }
        let tiny = view.layout(in: ProposedViewSize(width: 40, height: 100), environment: environment)
        #expect(tiny.frame(of: "content")?.height == 0)
    }
}
