import Foundation
import Observation
import Testing
@testable import Trellis

/// The recorded macOS presentation fixture of swiftui-web (https://github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/presentation/basic/frames.json` at 48e6c05; macOS 26.2, scale 2, a
/// 360 × 240 window; the view in `Fixtures/Sources/Presentation/PresentationFixtures.swift`),
/// re-typed, laid out with the system fonts. The recording holds the base state only (macOS
/// presents sheets, popovers and alerts in windows of their own): the presenting modifiers
/// leave the buttons' layout as it is. The buttons' frames follow their titles: compared
/// within 1 pt or 2 %.
@Suite("Presentation fixtures (macOS)")
@MainActor
struct PresentationMacFixtureTests {
    /// The recording's model: what is presented, and the picker's selection.
    @Observable
    final class PresentationModel {
        var sheet = false
        var popover = false
        var alert = false
        var fruit = 1
    }

    /// The sheet's content: a text and a button that dismisses it.
    struct PresentationSheet: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(spacing: 12) {
                Text("Sheet content")
                Button("Done") { dismiss() }.id("done")
            }
        }
    }

    /// `presentation/basic`'s view.
    struct Basic: View {
        let model: PresentationModel
        var body: some View {
            VStack(spacing: 12) {
                Button("Sheet") { model.sheet = true }.id("sheet")
                Button("Popover") { model.popover = true }
                    .popover(isPresented: Binding(get: { model.popover }, set: { model.popover = $0 })) { Text("Popover content") }
                    .id("popover")
                Button("Alert") { model.alert = true }
                    .alert("Alert title", isPresented: Binding(get: { model.alert }, set: { model.alert = $0 })) { Button("OK") {} } message: { Text("Message") }
                    .id("alert")
                Picker("Fruit", selection: Binding(get: { model.fruit }, set: { model.fruit = $0 })) { Text("Apple").tag(1); Text("Banana").tag(2) }
                    .id("picker")
            }
            .sheet(isPresented: Binding(get: { model.sheet }, set: { model.sheet = $0 })) { PresentationSheet() }
            .id("stack")
        }
    }

    private func expectBase(_ frames: RecordedFrames, sourceLocation: SourceLocation = #_sourceLocation) {
        frames.text("stack", 115.75, 54, 128.5, 132, sourceLocation: sourceLocation)
        frames.text("sheet", 150.25, 54, 59.5, 24, sourceLocation: sourceLocation)
        frames.text("popover", 143, 90, 74, 24, sourceLocation: sourceLocation)
        frames.text("alert", 153.5, 126, 53, 24, sourceLocation: sourceLocation)
        frames.text("picker", 115.75, 162, 128.5, 24, sourceLocation: sourceLocation)
    }

    @Test("presentation/basic: bordered buttons and a pop-up picker, centred, 12 apart")
    func basic() {
        let frames = RecordedFrames(Basic(model: PresentationModel()), platform: .macOS, window: CGSize(width: 360, height: 240))
        expectBase(frames)
    }

    @Test("presentation/basic: a presented sheet leaves the window's content where it was")
    func sheetKeepsTheScreen() {
        let model = PresentationModel()
        let recording = RecordingHost(Basic(model: model), platform: .macOS, window: CGSize(width: 360, height: 240))
        _ = recording.frames()
        #expect(recording.host.activate(id: "sheet"))
        #expect(model.sheet)
        let frames = recording.frames()
        expectBase(frames)
        #expect(frames.result.element(id: "done") != nil)
        // Done dismisses it.
        #expect(recording.host.activate(id: "done"))
        #expect(!model.sheet)
    }
}
