import Foundation
import Testing
@testable import Trellis

/// Presentations laid out and driven headless. The geometry is swiftui-web's reading of its
/// iOS 26 goldens' pixels (`Docs/elements/iOS.md`: sheet, alert, dialog) and the rules derived
/// from it (docs/differences.md); the behaviour follows Apple's documentation of `sheet`,
/// `alert`, `presentationDetents` and `DismissAction`.
@Suite("Presentations")
@MainActor
struct PresentationTests {
    private let phone = ProposedViewSize(width: 375, height: 667)

    private var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 4
        return environment
    }

    private func box(_ id: String) -> some View {
        StandIn.fixed(width: 100, height: 80).id(id)
    }

    /// A box in a sheet at `detents`: its frame tells where the card is (it is centred in it).
    private func sheetContentFrame(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>? = nil) -> CGRect? {
        let content = selection.map { AnyView(box("content").presentationDetents(detents, selection: $0)) }
            ?? AnyView(box("content").presentationDetents(detents))
        let view = Color.clear.sheet(isPresented: .constant(true)) { content }
        return view.layout(in: phone, environment: environment).frame(of: "content")
    }

    /// The card's height for a content frame (the content 80 tall, centred, the card's bottom
    /// 6 above the window's when it floats).
    private func floatingHeight(_ frame: CGRect?) -> CGFloat? {
        frame.map { 2 * (667 - 6 - $0.midY) }
    }

    @Test("a sheet rests at the smallest of its detents")
    func smallestDetent() {
        #expect(floatingHeight(sheetContentFrame([.large, .medium])) == 351)
    }

    @Test("a fraction detent is a share of the large detent's height")
    func fractionDetent() {
        #expect(floatingHeight(sheetContentFrame([.fraction(0.5)])) == 318)
    }

    @Test("a height detent is that height")
    func heightDetent() {
        #expect(floatingHeight(sheetContentFrame([.height(200)])) == 200)
    }

    struct Third: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
    }

    @Test("a custom detent's height comes from its type")
    func customDetent() {
        #expect(floatingHeight(sheetContentFrame([.custom(Third.self)])) == 212)
    }

    @Test("the selected detent wins over the smallest")
    func selectedDetent() {
        let frame = sheetContentFrame([.medium, .height(200)], selection: .constant(.medium))
        #expect(floatingHeight(frame) == 351)
    }

    @Test("unusable detents are left out: NaN, negative, zero")
    func unusableDetents() {
        #expect(floatingHeight(sheetContentFrame([.fraction(.nan), .height(-5), .height(0), .medium])) == 351)
        // None usable: the large detent, the card from 31 down.
        #expect(sheetContentFrame([.fraction(.infinity)]) == CGRect(x: 137.5, y: 309, width: 100, height: 80))
    }

    @Test("a height beyond the large detent is the large detent")
    func tallHeightDetent() {
        #expect(sheetContentFrame([.height(5000)]) == CGRect(x: 137.5, y: 309, width: 100, height: 80))
    }

    @Test("a full-screen cover takes the whole view")
    func fullScreenCover() {
        let view = Color.clear.fullScreenCover(isPresented: .constant(true)) { Color.red.id("cover") }
        #expect(view.layout(in: phone, environment: environment).frame(of: "cover") == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    struct Item: Identifiable { let id: Int }

    @Test("sheet(item:) shows its item's content")
    func sheetItem() {
        let sheet = Color.clear.sheet(item: .constant(Optional(Item(id: 4)))) { box("sheet\($0.id)") }
        #expect(sheet.layout(in: phone, environment: environment).frame(of: "sheet4") != nil)
    }

    @Test("fullScreenCover(item:) shows its item's content over the whole view")
    func coverItem() {
        let cover = Color.clear.fullScreenCover(item: .constant(Optional(Item(id: 5)))) { box("cover\($0.id)") }
        #expect(cover.layout(in: phone, environment: environment).frame(of: "cover5") == CGRect(x: 137.5, y: 293.5, width: 100, height: 80))
    }

    @Test("a nil item presents nothing")
    func nilItem() {
        let none = Color.clear.sheet(item: .constant(Item?.none)) { box("sheet\($0.id)") }
        #expect(none.layout(in: phone, environment: environment).frame(of: "sheet4") == nil)
    }

    @Test("a popover in a compact width is a sheet")
    func popoverIsASheet() {
        let view = Color.clear.popover(isPresented: .constant(true)) { box("content") }
        #expect(view.layout(in: phone, environment: environment).frame(of: "content") == CGRect(x: 137.5, y: 309, width: 100, height: 80))
    }

    struct Presenter: View {
        @State var shows = true
        let log: Log
        var body: some View {
            Color.clear.sheet(isPresented: $shows, onDismiss: { log.dismissed += 1 }) { Closer() }
        }
    }

    struct Closer: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            Button(action: { dismiss() }) { StandIn.fixed(width: 100, height: 80) }.id(isPresented ? "close" : "notPresented")
        }
    }

    final class Log { var dismissed = 0, ran: [String] = [] }

    @Test("dismiss inside a sheet dismisses it and runs onDismiss; isPresented is true there")
    func dismissInsideASheet() {
        let log = Log()
        let host = LayoutHost(Presenter(log: log), environment: environment)
        #expect(host.layout(in: phone).frame(of: "close") != nil)
        #expect(host.activate(id: "close"))
        #expect(host.layout(in: phone).frame(of: "close") == nil)
        #expect(log.dismissed == 1)
    }

    @Test("a sheet's corner radius and background are the content's to set")
    func cornerRadiusAndBackground() {
        let view = Color.clear.sheet(isPresented: .constant(true)) {
            box("content").presentationCornerRadius(12).presentationBackground(Color.yellow)
        }
        let result = view.layout(in: phone, environment: environment)
        let clip = result.elements.first { $0.clipShape != nil && $0.frame.minY == 31 }?.clipShape
        #expect(clip != nil)
        #expect(result.elements.contains { $0.name.contains("Rectangle") && $0.frame == CGRect(x: 0, y: 31, width: 375, height: 636) })
    }

    @Test("the drag indicator shows when visible or when there are several detents")
    func dragIndicator() {
        func grabbers(_ content: some View) -> Int {
            Color.clear.sheet(isPresented: .constant(true)) { content }.layout(in: phone, environment: environment)
                .elements.filter { $0.name.contains("Capsule") && $0.frame.size == CGSize(width: 36, height: 5) }.count
        }
        #expect(grabbers(box("a")) == 0)
        #expect(grabbers(box("a").presentationDragIndicator(.visible)) == 1)
        #expect(grabbers(box("a").presentationDetents([.medium, .large])) == 1)
        #expect(grabbers(box("a").presentationDetents([.medium, .large]).presentationDragIndicator(.hidden)) == 0)
    }

    struct Asker: View {
        @State var asks = true
        let log: Log
        var body: some View {
            Color.clear.alert("Delete?", isPresented: $asks) {
                Button("Delete", role: .destructive) { log.ran.append("delete") }.id("delete")
                Button("Cancel", role: .cancel) { log.ran.append("cancel") }
            }
        }
    }

    @Test("an alert's action runs by its id and dismisses the alert")
    func alertActionById() {
        let log = Log()
        let host = LayoutHost(Asker(log: log), environment: environment)
        #expect(host.layout(in: phone).frame(of: "delete") != nil)
        #expect(host.activate(id: "delete"))
        #expect(log.ran == ["delete"])
        #expect(host.layout(in: phone).frame(of: "delete") == nil)
    }

    @Test("an alert's action runs by its title")
    func alertActionByTitle() {
        let log = Log()
        let host = LayoutHost(Asker(log: log), environment: environment)
        _ = host.layout(in: phone)
        #expect(host.activate(id: "Cancel"))
        #expect(log.ran == ["cancel"])
        #expect(host.layout(in: phone).frame(of: "Cancel") == nil)
    }

    @Test("an alert without actions shows OK")
    func alertOK() {
        let view = Color.clear.alert(Text("Saved"), isPresented: .constant(true)) {}
        #expect(view.layout(in: phone, environment: environment).frame(of: "OK")?.width == 272)
    }

    @Test("three alert buttons stack, the cancel last")
    func threeButtonsStack() {
        let view = Color.clear.alert("Choose", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("One") {}
            Button("Two") {}
        }
        let result = view.layout(in: phone, environment: environment)
        let one = result.frame(of: "One"), two = result.frame(of: "Two"), cancel = result.frame(of: "Cancel")
        #expect(one?.width == 272 && two.map { $0.minY - (one?.maxY ?? 0) } == 8.5)
        #expect(cancel.map { $0.minY - (two?.maxY ?? 0) } == 8.5)
    }

    @Test("alert(presenting:) shows only with its data, and gives it to the actions")
    func alertPresenting() {
        let shown = Color.clear.alert("Item", isPresented: .constant(true), presenting: Optional(7)) { Button("Open \($0)") {} }
        let missing = Color.clear.alert("Item", isPresented: .constant(true), presenting: Int?.none) { Button("Open \($0)") {} }
        #expect(shown.layout(in: phone, environment: environment).frame(of: "Open 7") != nil)
        #expect(missing.layout(in: phone, environment: environment).frame(of: "OK") == nil)
    }

    @Test("the deprecated Alert lays out as the modern alert")
    func deprecatedAlert() {
        let view = Color.clear.alert(isPresented: .constant(true)) {
            Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        }
        let result = view.layout(in: phone, environment: environment)
        #expect(result.frame(of: "Cancel")?.minX == 51.5)
        #expect(result.frame(of: "Delete")?.minX == 191.75)
    }

    @Test("a dialog sits above its source when there is room")
    func dialogAboveItsSource() {
        let view = VStack {
            Spacer()
            Color.clear.frame(height: 100).id("source")
                .confirmationDialog("Options", isPresented: .constant(true)) { Button("Copy") {} }
        }
        let result = view.layout(in: phone, environment: environment)
        // The source from 567; the dialog's last action 13.5 above its bottom, 14.25 above 567.
        let copy = result.frame(of: "Copy")
        #expect(copy?.maxY == 539.25)  // 567 - 14.25 - 13.5
    }

    @Test("a dialog shows its title only when asked")
    func dialogTitleVisibility() {
        func texts(_ visibility: Visibility) -> Int {
            Color.clear.confirmationDialog("Options", isPresented: .constant(true), titleVisibility: visibility) { Button("Copy") {} }
                .layout(in: phone, environment: environment).elements.filter { $0.name == "Text(\"Options\")" }.count
        }
        #expect(texts(.visible) == 1)
        #expect(texts(.automatic) == 0)
    }

    @Test("a sheet on a screen's root view covers the tab bar's band")
    func sheetOverTabBar() {
        let view = TabView {
            Color.clear.sheet(isPresented: .constant(true)) { Color.red.id("cover").presentationDetents([.large]) }
                .tabItem { Text("A") }
        }
        // The card from 31 to the window's bottom, though the tab's content ends at 584.
        #expect(view.layout(in: phone, environment: environment).frame(of: "cover") == CGRect(x: 0, y: 31, width: 375, height: 636))
    }

    /// Whether a presented sheet dims the view: a dimming layer of the whole view.
    private func dims(_ content: some View) -> Bool {
        Color.clear.sheet(isPresented: .constant(true)) { content }.layout(in: phone, environment: environment)
            .elements.contains { $0.name == "Color(#00000033)" }
    }

    @Test("a sheet whose background is interactive does not dim the view")
    func backgroundInteraction() {
        #expect(dims(box("a").presentationDetents([.medium])))
        #expect(!dims(box("a").presentationDetents([.medium]).presentationBackgroundInteraction(.enabled)))
        #expect(!dims(box("a").presentationDetents([.medium]).presentationBackgroundInteraction(.enabled(upThrough: .medium))))
        #expect(dims(box("a").presentationDetents([.large]).presentationBackgroundInteraction(.enabled(upThrough: .medium))))
    }

    @Test("a popover adapted to a full-screen cover covers the view")
    func compactAdaptation() {
        let view = Color.clear.popover(isPresented: .constant(true)) {
            Color.red.id("content").presentationCompactAdaptation(.fullScreenCover)
        }
        #expect(view.layout(in: phone, environment: environment).frame(of: "content") == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a sheet presented from a small view covers the window")
    func sheetFromASmallView() {
        let view = VStack {
            Spacer()
            Color.clear.frame(width: 50, height: 20).id("source")
                .sheet(isPresented: .constant(true)) { box("content") }
        }
        let result = view.layout(in: phone, environment: environment)
        // The root is as wide as the source (a root view sits at the origin).
        #expect(result.frame(of: "source") == CGRect(x: 0, y: 647, width: 50, height: 20))
        // The large card (0, 31, 375, 636), the content centred in it.
        #expect(result.frame(of: "content") == CGRect(x: 137.5, y: 309, width: 100, height: 80))
    }

    @Test("a dialog centres on its source, kept in the window")
    func dialogOnItsSource() {
        let view = HStack {
            Spacer()
            Color.clear.frame(width: 60, height: 40)
                .confirmationDialog("Options", isPresented: .constant(true)) { Button("Copy") {} }
        }
        .frame(maxHeight: .infinity, alignment: .bottom)
        let copy = view.layout(in: phone, environment: environment).frame(of: "Copy")
        // The source at 315...375 × 627...667: the card's 238 points end at the window's edge;
        // its bottom 14.25 above the source, the action 13.5 above that.
        #expect(copy?.minX == 150.5)
        #expect(copy?.maxY == 599.25)
    }
}

