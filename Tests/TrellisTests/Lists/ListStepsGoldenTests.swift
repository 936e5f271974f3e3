import Foundation
import Observation
import Testing
@testable import Trellis

// The swiftui-web list and form step recordings (iamcgn/swiftui-web, macOS 26.2 at 2×),
// replayed on one live host, every recorded frame of every step compared (text frames and
// those that follow text within 1 pt or 2 %, the rest exactly).

/// A row of `list/steps`.
private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// `list/steps`' model: the selection and the rows.
@Observable @MainActor
private final class ListSelectionModel {
    var selection: Int?
    var items = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
}

/// `form/steps`' model: the toggle's value and the name.
@Observable @MainActor
private final class FormModel {
    var enabled = false
    var name = ""
}

@Suite("Lists and forms: the step recordings, through a live host",
       .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the rows are text"))
@MainActor
struct ListStepsGoldenTests {
    /// `list/steps` (Fixtures/Goldens/list/steps/frames.json at bd2e4d1; the fixture
    /// `ListFixtures.steps` in Fixtures/Sources/List/ListFixtures.swift at 4f6b3b7): a list of
    /// three rows over a selection; the steps select the second, remove the first, deselect.
    @Test("list/steps: selecting moves no row; removing the first moves the others up a row")
    func listSteps() {
        let recorded = RecordedSteps.frames(
            ListSelectionModel(), { model in
                List(model.items, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { item in
                    Text(item.name).id("item\(item.id)")
                }
                .id("list")
            },
            window: CGSize(width: 320, height: 200),
            steps: [{ $0.selection = 2 }, { $0.items.removeFirst() }, { $0.selection = nil }])
        for frames in recorded {
            frames.exact("list", 0, 0, 320, 200)
        }
        // (at rest and "select")
        for three in recorded[0 ... 1] {
            three.text("item1", 16, 14, 35, 16)
            three.text("item2", 16, 38, 45, 16)
            three.text("item3", 16, 62, 41.5, 16)
        }
        // ("remove" and "deselect")
        for two in recorded[2 ... 3] {
            two.absent("item1")
            two.text("item2", 16, 14, 45, 16)
            two.text("item3", 16, 38, 41.5, 16)
        }
    }

    /// `form/steps` (Fixtures/Goldens/form/steps/frames.json at f9f1f0b; the fixture
    /// `FormFixtures.steps` in Fixtures/Sources/Form/FormFixtures.swift at 49c51a9): a grouped
    /// form of a toggle and a field over the model; a text row of the name appears when the
    /// name is set. (The recorded form with the text row, 72.65087890625 tall, is off the
    /// pixel grid as recorded.)
    @Test("form/steps: the toggle's value keeps the rows; a name's row appears between them")
    func formSteps() {
        let recorded = RecordedSteps.frames(
            FormModel(), { model in
                Form {
                    Toggle("Enabled", isOn: Binding(get: { model.enabled }, set: { model.enabled = $0 })).id("toggle")
                    if !model.name.isEmpty { Text(model.name).id("name") }
                    TextField("Name", text: Binding(get: { model.name }, set: { model.name = $0 })).id("field")
                }
                .id("form")
            },
            window: CGSize(width: 360, height: 200),
            steps: [{ $0.enabled = true }, { $0.name = "Hello" }])
        // (at rest and "enable")
        for twoRows in recorded[0 ... 1] {
            twoRows.text("form", 0, 75.75, 360, 48.5)
            twoRows.text("toggle", 43.5, 75.75, 70, 18.5)
            twoRows.text("field", 0, 100.25, 360, 24)
            twoRows.absent("name")
        }
        let named = recorded[2]
        named.text("form", 0, 63.674560546875, 360, 72.65087890625)
        named.text("toggle", 43.5, 63.674560546875, 70, 18.5)
        named.text("name", 43.5, 88.174560546875, 31, 16)
        named.text("field", 0, 112.325439453125, 360, 24)
    }
}
