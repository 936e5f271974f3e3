import Foundation
import Testing
@testable import Trellis

/// Lists as a scroll view of rows (docs/semantics.md, "Lists and forms"). The row metrics
/// are the iOS 26 ones recorded in swiftui-web's `ios/list/*` goldens (and the fixtures in
/// Fixtures/lists); these tests check what the fixtures cannot: laziness, drawing, bad input.
@Suite("Lists")
@MainActor
struct ListTests {
    private let window = ProposedViewSize(width: 320, height: 400)

    private func row(_ id: String) -> some View {
        Color.blue.frame(width: 40, height: 24.5).id(id)
    }

    @Test("a 100,000-row list makes only the rows near what shows")
    func hugeListIsLazy() {
        final class Counter { var made = 0 }
        let counter = Counter()
        let list = List(0 ..< 100_000) { index in
            let _ = counter.made += 1
            Color.blue.frame(width: 40, height: 24.5).id("r\(index)")
        }
        let result = list.layout(in: window)
        // iOS: 35 to the card, 56 a row: about 7 rows show in 400 points.
        #expect(counter.made < 40)
        #expect(result.frame(of: "r0") != nil)
        #expect(result.frame(of: "r5000") == nil)
    }

    @Test("rows past the list's bottom are out of sight")
    func rowsPastTheBottomAreNotVisible() {
        let list = List { ForEach(0 ..< 20, id: \.self) { row("r\($0)") } }
        let result = list.layout(in: window)
        let shown = result.element(id: "r0")?.visibleFrame
        let hidden = result.element(id: "r10")
        #expect(shown != nil)
        #expect(hidden == nil || hidden?.visibleFrame == nil)
    }

    @Test("an inset grouped section draws a white rounded card behind its rows")
    func insetGroupedCardIsDrawn() {
        let result = List { row("a"); row("b") }.layout(in: window)
        let card = result.elements.first { if case .shape(.roundedRectangle, _)? = $0.drawing { true } else { false } }
        #expect(card?.frame == CGRect(x: 16, y: 35, width: 288, height: 112))
        if case let .shape(_, paint)? = card?.drawing { #expect(paint.hex == "#ffffff") }
    }

    // UIKit's dark values of systemGroupedBackground (#000000), secondarySystemGroupedBackground
    // (#1C1C1E) and opaqueSeparator (#38383A), as the HIG's colour tables give them.
    @Test("in the dark scheme the grouped list draws its dark background, cards and separators")
    func darkGroupedList() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let result = List { row("a"); row("b") }.layout(in: window, environment: environment)
        let card = result.elements.first { if case .shape(.roundedRectangle, _)? = $0.drawing { true } else { false } }
        if case let .shape(_, paint)? = card?.drawing { #expect(paint.hex == "#1c1c1e") } else { Issue.record("no card") }
        let fills = result.elements.compactMap { if case let .fill(paint)? = $0.drawing { paint.hex } else { nil } }
        #expect(fills.contains("#000000"))
        #expect(fills.contains("#38383a"))
    }

    @Test("the grouped background fills the list, and scrollContentBackground(.hidden) removes it")
    func groupedBackground() {
        func hasGrey(_ result: LayoutResult) -> Bool {
            result.elements.contains { if case let .fill(paint)? = $0.drawing { paint.hex == "#f2f2f7" && $0.frame.size == CGSize(width: 320, height: 400) } else { false } }
        }
        #expect(hasGrey(List { row("a") }.layout(in: window)))
        #expect(!hasGrey(List { row("a") }.scrollContentBackground(.hidden).layout(in: window)))
    }

    @Test("a separator runs under each row but a section's last, from the row's leading inset")
    func separatorsBetweenRows() {
        let result = List { row("a"); row("b"); row("c") }.layout(in: window)
        let separators = result.elements.filter {
            if case let .fill(paint)? = $0.drawing { paint.hex == "#c6c6c8" && $0.frame.height > 0 } else { false }
        }
        #expect(separators.map(\.frame) == [
            CGRect(x: 32, y: 90, width: 272, height: 1), CGRect(x: 32, y: 146, width: 272, height: 1),
        ])
    }

    @Test("listRowSeparator(.hidden) hides the separator below the row")
    func hiddenSeparator() {
        let result = List { row("a").listRowSeparator(.hidden); row("b"); row("c") }.layout(in: window)
        let separators = result.elements.filter {
            if case let .fill(paint)? = $0.drawing { paint.hex == "#c6c6c8" && $0.frame.height > 0 } else { false }
        }
        #expect(separators.map(\.frame.minY) == [146])
    }

    @Test("listRowBackground fills the row on the card")
    func rowBackground() {
        let result = List { row("a").listRowBackground(Color.yellow) }.layout(in: window)
        let background = result.elements.first { if case let .fill(paint)? = $0.drawing { paint.name == "yellow" } else { false } }
        #expect(background?.frame == CGRect(x: 16, y: 35, width: 288, height: 56))
    }

    @Test("defaultMinListRowHeight sets the rows' least height")
    func minimumRowHeight() {
        let result = List { row("a"); row("b") }.environment(\.defaultMinListRowHeight, 30).layout(in: window)
        // 30 is under the row's content and its 15-point insets (54.5): the rows keep 54.5.
        #expect(result.frame(of: "b")?.minY == (35 + 54.5 + 15).rounded())
        let tall = List { row("a"); row("b") }.environment(\.defaultMinListRowHeight, 100).layout(in: window)
        #expect(tall.frame(of: "b")?.minY == (35 + 100 + 37.75).rounded())
    }

    @Test("a negative or NaN row inset is 0, and the layout reports it")
    func badRowInsets() {
        let result = List { row("a").listRowInsets(EdgeInsets(top: .nan, leading: -5, bottom: 0, trailing: 0)) }.layout(in: window)
        #expect(result.frame(of: "a")?.minX == 16)
        #expect(result.diagnostics.contains { $0.message.contains("listRowInsets") || $0.description.contains("listRowInsets") })
    }

    @Test("a NaN section spacing keeps the list's, and the layout reports it")
    func badSectionSpacing() {
        let list = List { Section { row("a") }; Section { row("b") } }.listSectionSpacing(.nan)
        let result = list.layout(in: window)
        #expect(result.frame(of: "b")?.minY == List { Section { row("a") }; Section { row("b") } }.layout(in: window).frame(of: "b")?.minY)
        #expect(result.diagnostics.contains { $0.description.contains("listSectionSpacing") })
    }

    @Test("on macOS a list is inset 16 with 24-point rows from 10 down")
    func macOSRows() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        let result = List { Color.blue.frame(width: 40, height: 16).id("a") }.layout(in: window, environment: environment)
        #expect(result.frame(of: "a") == CGRect(x: 16, y: 14, width: 40, height: 16))
    }

    // measured: swiftui-web `list/styles` (a sidebar list's rows 18.5 tall where an inset
    // list's are 16) and `splitview/basic` at 4ce0680 (the sidebar's "Apple" 35 × 18.5, as
    // text-metrics.json's body "Apple").
    // (With the system fonts: the square test font gives macOS's body and 13-point lines one
    // height.)
    @Test("on macOS a sidebar list sets its rows in the body font unless they set a font",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func macOSSidebarFont() {
        let environment = EnvironmentValues.recording(.macOS)
        func height(_ view: some View) -> CGFloat? {
            view.layout(in: window, environment: environment).frame(of: "a")?.height
        }
        #expect(height(Text("Apple").font(.body).id("a")) == 18.5)
        #expect(height(Text("Apple").id("a")) == 16)
        #expect(height(List { Text("Apple").id("a") }.listStyle(.sidebar)) == 18.5)
        #expect(height(List { Text("Apple").id("a") }.listStyle(.inset)) == 16)
        #expect(height(List { Text("Apple").id("a") }.listStyle(.sidebar).font(.title)) == height(Text("Apple").font(.title).id("a")))
    }

    // measured: swiftui-web `splitview/basic` at 4ce0680: the sidebar column's list puts its
    // first row 16 in and 16.75 down, as `list/styles`'s sidebar list does.
    @Test("on macOS a list in a split view's sidebar column takes the sidebar style")
    func macOSSplitSidebarList() {
        let environment = EnvironmentValues.recording(.macOS)
        let row = Color.blue.frame(width: 40, height: 18.5).id("a")
        let split = NavigationSplitView { List { row }.id("list") } detail: { Color.clear }
            .layout(in: ProposedViewSize(width: 480, height: 300), environment: environment)
        let list = split.frame(of: "list")!, inSplit = split.frame(of: "a")!
        let alone = List { row }.listStyle(.sidebar).layout(in: ProposedViewSize(width: list.width, height: list.height), environment: environment)
        #expect(inSplit.offsetBy(dx: -list.minX, dy: -list.minY) == alone.frame(of: "a"))
    }

    @Test("a form on iOS is an inset grouped list")
    func formIsGroupedList() {
        let form = Form { Section("A") { row("a") } }.layout(in: window).frame(of: "a")
        let list = List { Section("A") { row("a") } }.listStyle(.insetGrouped).layout(in: window).frame(of: "a")
        #expect(form == list)
    }
}
