import Foundation
import Testing
@testable import Trellis

/// A recording of steps (swiftui-web's `Fixture(model:steps:)`) replayed as it was recorded:
/// the fixture's view over one model, in its window, on one live host; each step changes the
/// model, and the host lays out again, its events (`onAppear`, `onChange`, observers' actions)
/// run and settled before the frames are read.
@MainActor
enum RecordedSteps {
    /// The frames of `view(model)` in a recording window of `window` on `platform`: at rest
    /// first, then after each of `steps` in order, on the same host.
    static func frames<Model, Content: View>(
        _ model: Model, _ view: @escaping (Model) -> Content, window: CGSize, platform: TargetPlatform = .macOS,
        steps: [(Model) -> Void] = []
    ) -> [RecordedFrames] {
        let recording = RecordingHost(StepsRoot(model: model, content: view), platform: platform, window: window)
        var frames = [recording.frames()]
        for step in steps {
            step(model)
            frames.append(recording.frames())
        }
        return frames
    }
}

/// A step recording's view: the fixture's closure called in a body, so that what it reads of
/// the model is tracked and a step's change makes it again (as the recordings' harness calls
/// it).
private struct StepsRoot<Model, Content: View>: View {
    let model: Model
    let content: (Model) -> Content

    var body: some View { content(model) }
}
