// Written as an app writes it: only `import SwiftUI` (this package's module of that name on
// Linux). UIKit views measured on one axis, aligned on their text baselines, and hosted in a
// list, a form and a scroll view, re-typed from swiftui-web's representable fixtures.
//
// Source: https://github.com/iamcgn/swiftui-web, the goldens
// `Fixtures/Goldens/ios/representable/{measure-axes,measure-baselines}/frames.json` at commit
// 1ce9f2562b3c088660f330048d95451ad8a55878 and
// `Fixtures/Goldens/ios/representable/{list,form,scroll}/frames.json` at
// e4bf148f54157e2984ea47643f5e7c9a70ed7769 (iPhone simulator, iOS 26, 2×), their views in
// `Fixtures/Sources/Representable/RepresentableFixtures.swift` (read at 1ce9f2562b3c088660f330048d95451ad8a55878);
// `Fixtures/Goldens/ios/representable/grid/frames.json` at 1ce9f2562b3c088660f330048d95451ad8a55878;
// and `Fixtures/Goldens/ios/representable/sheet/frames.json` at
// b687eac15ba9b9a3ada967573d0a588064abc4e4, its view in
// `Fixtures/Sources/iOS/IOSPresentationFixtures.swift` (read at the same commit).
// Each fixture's view is offered its window and centred in it. Frames that follow text are
// compared within 1 pt or 2 %, the rest exactly.
import SwiftUI
import Testing

// MARK: The fixtures' views, re-typed

/// A view with an intrinsic height of 30 and no intrinsic width (`HalfIntrinsicView`).
private final class HalfIntrinsicView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 30) }
}

/// The half-intrinsic view in a representable (`HalfIntrinsicBox`).
private struct HalfIntrinsicBox: UIViewRepresentable {
    func makeUIView(context: Context) -> HalfIntrinsicView {
        let view = HalfIntrinsicView()
        view.backgroundColor = .systemTeal
        return view
    }
    func updateUIView(_ uiView: HalfIntrinsicView, context: Context) {}
}

/// A label whose representable answers a width of 50 and the label's own intrinsic height
/// (`MixedBox`).
private struct MixedBox: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = "Mixed"
        label.font = .systemFont(ofSize: 17)
        label.backgroundColor = .systemYellow
        return label
    }
    func updateUIView(_ uiView: UILabel, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        CGSize(width: 50, height: uiView.intrinsicContentSize.height)
    }
}

/// A label hugging at 1000 on both axes in the system font at `size` (`SizedLabelBox`).
private struct SizedLabelBox: UIViewRepresentable {
    var text = "Hg"
    var size: CGFloat
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.backgroundColor = .systemYellow
        label.setContentHuggingPriority(UILayoutPriority(1000), for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(1000), for: .vertical)
        return label
    }
    func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }
}

// MARK: The tests

/// A UIKit control a closure makes, in a representable (`ControlBox`).
private struct ControlBox: UIViewRepresentable {
    let make: @MainActor () -> UIView
    func makeUIView(context: Context) -> UIView { make() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

@Suite("Representables measured per axis, on baselines and in containers: the recorded frames")
@MainActor
struct RepresentableContainerFixtureTests {
    /// The `measure-axes` fixture's column: the half-intrinsic view in a 200 × 60 container,
    /// at its ideal size and beside a text; the mixed label in a container and at its ideal
    /// size.
    private func measureAxes() -> FixtureFrames {
        FixtureFrames(320, 300) {
            VStack(alignment: .leading, spacing: 8) {
                VStack { HalfIntrinsicBox().id("half") }.frame(width: 200, height: 60)
                HalfIntrinsicBox().fixedSize().id("halfIdeal")
                HStack(spacing: 8) { Text("Tx").id("halfText"); HalfIntrinsicBox().id("halfRow") }.id("row")
                VStack { MixedBox().id("mixed") }.frame(width: 200, height: 60)
                MixedBox().fixedSize().id("mixedIdeal")
            }
            .id("stack")
        }
    }

    /// `ios/representable/measure-axes` (golden at 1ce9f25): a view with only an intrinsic
    /// height (30), hugging at UIView's 250, takes a 200 × 60 proposal on both axes.
    @Test("ios/representable/measure-axes: a view with only an intrinsic height takes a larger proposal")
    func halfIntrinsicTakesProposal() {
        let frames = measureAxes()
        frames.exact("half", 0, 0, 200, 60)
        frames.exact("stack", 0, 0, 320, 300)
    }

    /// `ios/representable/measure-axes` (golden at 1ce9f25): at its ideal size the view is 0
    /// wide (no intrinsic width, nothing proposed) and its intrinsic 30 tall.
    @Test("ios/representable/measure-axes: a view with only an intrinsic height is 0 × 30 at its ideal size")
    func halfIntrinsicIdealSize() {
        measureAxes().exact("halfIdeal", 0, 68, 0, 30)
    }

    /// `ios/representable/measure-axes` (golden at 1ce9f25): beside a text the view takes the
    /// row's remaining 294 points and the column's remaining 97.5.
    @Test("ios/representable/measure-axes: beside a text the view takes the remaining width and height", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func halfIntrinsicBesideText() {
        let frames = measureAxes()
        frames.text("halfText", 0, 142.5, 18, 24.5)
        frames.text("halfRow", 26, 106, 294, 97.5)
        frames.text("row", 0, 106, 320, 97.5)
    }

    /// `ios/representable/measure-axes` (golden at 1ce9f25): a `sizeThatFits` of width 50 and
    /// the label's intrinsic height (20.5) sizes the label in a container and at its ideal
    /// size.
    @Test("ios/representable/measure-axes: sizeThatFits mixes its own width with the label's intrinsic height", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func mixedSizeThatFits() {
        let frames = measureAxes()
        #expect(frames.result.element(id: "mixed")?.exactFrame.width == 50)
        #expect(frames.result.element(id: "mixedIdeal")?.exactFrame.width == 50)
        frames.text("mixed", 75, 231.25, 50, 20.5)
        frames.text("mixedIdeal", 0, 279.5, 50, 20.5)
    }

    /// The `measure-baselines` fixture's column: a text beside labels of 12, 20 and 34 points
    /// on the first text baseline, and of 20 points on the last.
    private func measureBaselines() -> FixtureFrames {
        FixtureFrames(320, 260) {
            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .firstTextBaseline, spacing: 8) { Text("Hg").id("textSmall"); SizedLabelBox(size: 12).id("labelSmall") }.id("rowSmall")
                HStack(alignment: .firstTextBaseline, spacing: 8) { Text("Hg").id("textTitle"); SizedLabelBox(size: 20).id("labelTitle") }.id("rowTitle")
                HStack(alignment: .firstTextBaseline, spacing: 8) { Text("Hg").id("textLarge"); SizedLabelBox(size: 34).id("labelLarge") }.id("rowLarge")
                HStack(alignment: .lastTextBaseline, spacing: 8) { Text("Hg").id("textLast"); SizedLabelBox(size: 20).id("labelLast") }.id("rowLast")
            }
            .id("stack")
        }
    }

    /// `ios/representable/measure-baselines` (golden at 1ce9f25): a 12-point label (16.5 ×
    /// 14.5) sits 7 below the 17-point text's top, their baselines level.
    @Test("ios/representable/measure-baselines: a 12-point label's first baseline meets a text's", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func smallLabelBaseline() {
        let frames = measureBaselines()
        frames.text("textSmall", 123, 60.25, 22.5, 24.5)
        frames.text("labelSmall", 153.5, 67.25, 16.5, 14.5)
        frames.text("rowSmall", 123, 60.25, 47, 24.5)
    }

    /// `ios/representable/measure-baselines` (golden at 1ce9f25): a 20-point label (26 × 24)
    /// starts 0.5 above the text, their baselines level.
    @Test("ios/representable/measure-baselines: a 20-point label's first baseline meets a text's", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func titleLabelBaseline() {
        let frames = measureBaselines()
        frames.text("textTitle", 123, 93.25, 22.5, 24.5)
        frames.text("labelTitle", 153.5, 92.75, 26, 24)
        frames.text("rowTitle", 123, 92.75, 56.5, 25)
    }

    /// `ios/representable/measure-baselines` (golden at 1ce9f25): a 34-point label (43.5 × 41)
    /// starts 14 above the text, their baselines level.
    @Test("ios/representable/measure-baselines: a 34-point label's first baseline meets a text's", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func largeLabelBaseline() {
        let frames = measureBaselines()
        frames.text("textLarge", 123, 139.75, 22.5, 24.5)
        frames.text("labelLarge", 153.5, 125.75, 43.5, 41)
        frames.text("rowLarge", 123, 125.75, 74, 41)
    }

    /// `ios/representable/measure-baselines` (golden at 1ce9f25): on the last text baseline a
    /// 20-point label sits as on the first (one line), and the column is 74 × 139.5.
    @Test("ios/representable/measure-baselines: a 20-point label's last baseline meets a text's", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func lastLabelBaseline() {
        let frames = measureBaselines()
        frames.text("textLast", 123, 175.25, 22.5, 24.5)
        frames.text("labelLast", 153.5, 174.75, 26, 24)
        frames.text("rowLast", 123, 174.75, 56.5, 25)
        frames.text("stack", 123, 60.25, 74, 139.5)
    }

    /// The `list` fixture: a hugging label, a switch, a plain view 30 tall, a text and a text
    /// field as the rows of a list.
    private func list() -> FixtureFrames {
        FixtureFrames(320, 360) {
            List {
                LabelBox(hugging: 1000).id("label")
                SwitchBox().id("switch")
                PlainBox().frame(height: 30).id("plain")
                Text("Row").id("text")
                FieldBox().id("field")
            }
            .id("list")
        }
    }

    /// `ios/representable/list` (golden at e4bf148): the list fills the window, a hugging
    /// label keeps its text's size at the row's leading inset (32), the text row below it.
    @Test("ios/representable/list: a hugging label is a row at its intrinsic size", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func listLabelRow() {
        let frames = list()
        frames.exact("list", 0, 0, 320, 360)
        frames.text("label", 32, 52.75, 39, 20.5)
        frames.text("text", 32, 226.75, 32.5, 24.5)
    }

    /// `ios/representable/list` (golden at e4bf148): a switch row keeps the switch's 66 × 30,
    /// and a plain view framed 30 tall takes the row's 256-point width.
    @Test("ios/representable/list: a switch keeps its size and a plain view takes the row's width")
    func listSwitchAndPlainRows() {
        let frames = list()
        frames.exact("switch", 32, 106, 66, 30)
        frames.exact("plain", 32, 166, 256, 30)
    }

    /// `ios/representable/list` (golden at e4bf148): a rounded text field takes the row's
    /// width and is 34 tall.
    @Test("ios/representable/list: a text field row is the row's width and 34 tall")
    func listFieldRow() {
        list().exact("field", 32, 282, 256, 34)
    }

    /// The `form` fixture: the label, the switch and a text in a first section, the plain view
    /// and the text field in a second.
    private func form() -> FixtureFrames {
        FixtureFrames(320, 400) {
            Form {
                Section {
                    LabelBox(hugging: 1000).id("label")
                    SwitchBox().id("switch")
                    Text("Row").id("text")
                }
                Section {
                    PlainBox().frame(height: 30).id("plain")
                    FieldBox().id("field")
                }
            }
            .id("form")
        }
    }

    /// `ios/representable/form` (golden at e4bf148): a hugging label and a text are form rows
    /// at their intrinsic sizes.
    @Test("ios/representable/form: a hugging label is a row at its intrinsic size", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func formLabelRow() {
        let frames = form()
        frames.exact("form", 0, 0, 320, 400)
        frames.text("label", 32, 52.75, 39, 20.5)
        frames.text("text", 32, 166.75, 32.5, 24.5)
    }

    /// `ios/representable/form` (golden at e4bf148): the switch keeps 66 × 30 in the first
    /// section, the plain view takes the row's width in the second.
    @Test("ios/representable/form: a switch keeps its size and a plain view takes the row's width")
    func formSwitchAndPlainRows() {
        let frames = form()
        frames.exact("switch", 32, 106, 66, 30)
        frames.exact("plain", 32, 257, 256, 30)
    }

    /// `ios/representable/form` (golden at e4bf148): the text field takes the row's width and
    /// is 34 tall.
    @Test("ios/representable/form: a text field row is the row's width and 34 tall")
    func formFieldRow() {
        form().exact("field", 32, 317, 256, 34)
    }

    /// The `scroll` fixture: the representables and a text in a vertical scroll view's
    /// content, 8 apart.
    private func scroll() -> FixtureFrames {
        FixtureFrames(320, 300) {
            ScrollView {
                VStack(spacing: 8) {
                    LabelBox(hugging: 1000).id("label")
                    PlainBox().frame(height: 40).id("plain")
                    SwitchBox().id("switch")
                    FieldBox().id("field")
                    Text("Row").id("text")
                    ControllerBox().frame(height: 50).id("controller")
                }
                .id("content")
            }
            .id("scroll")
        }
    }

    /// `ios/representable/scroll` (golden at e4bf148): in a scroll view's content a hugging
    /// label keeps its text's size and a plain view takes the content's 320-point width.
    @Test("ios/representable/scroll: the content's width sizes a plain view, not a hugging label", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func scrollLabelAndPlain() {
        let frames = scroll()
        frames.exact("scroll", 0, 0, 320, 300)
        frames.text("label", 140.5, 0, 39, 20.5)
        frames.size("plain", 320, 40)
        frames.text("plain", 0, 28.5, 320, 40)
    }

    /// `ios/representable/scroll` (golden at e4bf148): the switch keeps 66 × 30, centred, and
    /// a view controller framed 50 tall takes the content's width.
    @Test("ios/representable/scroll: a switch keeps its size and a controller takes the content's width", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func scrollSwitchAndController() {
        let frames = scroll()
        frames.size("switch", 66, 30)
        frames.text("switch", 127, 76.5, 66, 30)
        frames.size("controller", 320, 50)
    }

    /// `ios/representable/scroll` (golden at e4bf148): the text field, unproposed a height,
    /// is 34 tall, and the content 239.
    @Test("ios/representable/scroll: a text field is 34 tall in a scroll view's content", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func scrollField() {
        let frames = scroll()
        frames.text("field", 0, 114.5, 320, 34)
        frames.text("text", 143.75, 156.5, 32.5, 24.5)
        frames.text("controller", 0, 189, 320, 50)
        frames.text("content", 0, 0, 320, 239)
    }

    /// The `sheet` fixture's window: a button on white that presents a sheet holding a label
    /// between two texts, presented or not.
    private func sheet(presented: Bool) -> FixtureFrames {
        FixtureFrames(375, 667) {
            ZStack {
                Color.white.ignoresSafeArea()
                Button("Show sheet") {}.id("button")
            }
            .sheet(isPresented: .constant(presented)) {
                VStack(spacing: 12) {
                    Text("Above")
                    LabelBox(text: "UILabel in a sheet", hugging: 1000, resistance: 1000)
                    Text("Below")
                }
            }
            .id("stack")
        }
    }

    /// `ios/representable/sheet` (golden at b687eac, at rest and step `present`): the
    /// presenting screen fills the 375 × 667 window and its button stays centred, 89 × 24.5,
    /// whether or not the sheet with the label is up.
    @Test("ios/representable/sheet: a sheet holding a label leaves the presenting screen in place", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func sheetLeavesScreen() {
        for presented in [false, true] {
            let frames = sheet(presented: presented)
            frames.exact("stack", 0, 0, 375, 667)
            frames.text("button", 143, 321.25, 89, 24.5)
        }
    }

    /// The `grid` fixture: texts, hugging labels and a switch as the cells of a leading grid
    /// 12 and 8 apart, a slider spanning the last two columns of its last row.
    private func grid() -> FixtureFrames {
        FixtureFrames(320, 200) {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("A").id("a")
                    LabelBox(text: "one", hugging: 1000).id("one")
                    Text("Long cell").id("long")
                }
                GridRow {
                    LabelBox(text: "two", hugging: 1000).id("two")
                    Text("B").id("b")
                    SwitchBox().id("gridSwitch")
                }
                GridRow {
                    Text("C").id("c")
                    ControlBox {
                        let slider = UISlider()
                        slider.value = 0.5
                        return slider
                    }
                    .id("gridSlider")
                    .gridCellColumns(2)
                }
            }
            .id("grid")
        }
    }

    /// `ios/representable/grid` (golden at 1ce9f25): the grid takes the window's width, its
    /// labels and texts at their intrinsic sizes in their columns.
    @Test("ios/representable/grid: labels and texts are cells at their sizes in a leading grid", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func gridCells() {
        let frames = grid()
        frames.text("grid", 0, 47.75, 320, 104.5)
        frames.text("a", 0, 47.75, 11.5, 24.5)
        frames.text("one", 40, 49.75, 28.5, 20.5)
        frames.text("long", 166, 47.75, 68.5, 24.5)
        frames.text("two", 0, 85, 28, 20.5)
        frames.text("b", 40, 83, 11, 24.5)
        frames.text("c", 0, 123, 12, 24.5)
    }

    /// `ios/representable/grid` (golden at 1ce9f25): the switch keeps 66 × 30 in its cell and
    /// the slider spans two columns, 280 wide, at its 34-point height.
    @Test("ios/representable/grid: a switch keeps its size and a slider spans its two columns", .enabled(if: textFontFound, "no shipped Inter: text has no width"))
    func gridControls() {
        let frames = grid()
        frames.size("gridSwitch", 66, 30)
        frames.text("gridSwitch", 166, 80.25, 66, 30)
        frames.text("gridSlider", 40, 118.25, 280, 34)
    }
}
