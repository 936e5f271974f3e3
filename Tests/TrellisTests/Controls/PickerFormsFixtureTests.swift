import Foundation
import Testing
@testable import Trellis

/// The swiftui-web recording `picker/forms` (iamcgn/swiftui-web
/// `Fixtures/Goldens/picker/forms/frames.json` at ee5b2fd; the fixture `PickerFixtures.forms`
/// in `Fixtures/Sources/Controls/PickerFixtures.swift` at e1b4197 and 4f6b3b7, the same view at
/// both; its data `ListItem.fruits` in `Fixtures/Sources/List/ListFixtures.swift` at 4f6b3b7;
/// macOS 26.2 at 2×, a 320 × 260 window): pop-up pickers built from a `ForEach`, with a label
/// holding an image, disabled, in a fixed frame, segmented in a fixed frame, and labels hidden
/// in a row. The titles are text, so the frames lay out with the system fonts and are compared
/// within 1 pt or 2 %; the stack, the fixed frames, and every control's height and place down
/// are exact.
///
/// The label `Label("Fruit", image: "icon")` names the fixture catalog's `icon`; here it is the
/// same label with the image read from `Fixtures/images/files` as a bundle (`icon@2x.png`, a
/// stand-in of the catalog image's recorded 24 × 24 points).
@Suite("Pickers: the picker/forms recording",
       .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the pickers' titles are text"))
@MainActor
struct PickerFormsFixtureTests {
    /// `ListItem` of the fixture: an identified name.
    private struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    private static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]

    private var pickers: some View {
        VStack(alignment: .leading, spacing: 12) {
            Picker("Fruit", selection: .constant(1)) {
                ForEach(Self.fruits) { Text($0.name) }
            }
            .id("forEach")
            Picker(selection: .constant(1)) {
                Text("Apple").tag(1); Text("Banana").tag(2)
            } label: {
                Label { Text("Fruit") } icon: { Image("icon", bundle: TestImages.catalog) }
            }
            .id("labelPicker")
            Picker("Fruit", selection: .constant(1)) { Text("Apple").tag(1); Text("Banana").tag(2) }
                .disabled(true)
                .id("disabled")
            Picker("Fruit", selection: .constant(1)) { Text("Apple").tag(1); Text("Banana").tag(2) }
                .frame(width: 200)
                .id("fixed")
            Picker("Fruit", selection: .constant(1)) { Text("Apple").tag(1); Text("Banana").tag(2) }
                .pickerStyle(.segmented)
                .frame(width: 200)
                .id("fixedSegmented")
            HStack(spacing: 8) {
                Text("Row").id("rowText")
                Picker("Fruit", selection: .constant(1)) { Text("Apple").tag(1); Text("Banana").tag(2) }.labelsHidden().id("rowPicker")
                Button("OK") {}.id("rowButton")
            }
            .id("row")
        }
        .id("stack")
    }

    @Test("picker/forms: pop-ups from data, with an image label, disabled, fixed, segmented and in a row")
    func forms() {
        let frames = RecordedFrames(pickers, platform: .macOS, window: CGSize(width: 320, height: 260))
        frames.exact("stack", 60, 28, 200, 204)
        frames.text("forEach", 60, 28, 128.5, 24)
        frames.text("labelPicker", 60, 64, 160.5, 24)
        frames.text("disabled", 60, 100, 128.5, 24)
        frames.exact("fixed", 60, 136, 200, 24)
        frames.exact("fixedSegmented", 60, 172, 200, 24)
        frames.text("row", 60, 208, 177, 24)
        frames.text("rowText", 60, 212, 26, 16)
        frames.text("rowPicker", 94, 208, 92.5, 24)
        frames.text("rowButton", 194.5, 208, 42.5, 24)
        // Each control is the bezel's 24 points tall whatever its title, 12 below the last.
        for (id, y): (String, CGFloat) in [("forEach", 28), ("labelPicker", 64), ("disabled", 100), ("fixed", 136), ("fixedSegmented", 172),
                        ("rowPicker", 208), ("rowButton", 208)] {
            let frame = frames.result.element(id: id)?.exactFrame
            #expect(frame?.minY == y, "\(id)")
            #expect(frame?.height == 24, "\(id)")
        }
    }
}
