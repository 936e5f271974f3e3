import Foundation
@testable import Trellis

/// A recording replayed on one live host: the fixture's view in its recording window
/// (``RecordingWindow``) on `platform`, laid out at the window's size each time its frames are
/// read. Between layouts a test changes the model the view reads, or acts on the view through
/// ``host`` (`activate(id:)`), as a recording's steps do; the host runs the events that
/// follow before it returns the frames.
///
/// For one layout, ``RecordedFrames/init(_:platform:window:scale:)``; for a model's steps in
/// order, ``RecordedSteps``.
@MainActor
struct RecordingHost {
    /// The live host, for the actions a test takes between layouts.
    let host: LayoutHost
    /// The window's size, proposed to the root at every layout.
    let window: ProposedViewSize

    /// A live host for `view` in a recording window of `window`'s size, on `platform` at 2×
    /// (``EnvironmentValues/recording(_:scale:)``), its text in the system fonts.
    init(_ view: some View, platform: TargetPlatform, window: CGSize) {
        host = LayoutHost(view.inRecordingWindow(), environment: .recording(platform))
        self.window = ProposedViewSize(window)
    }

    /// Lays the view out at the window's size, as it is now, and returns its frames.
    func frames() -> RecordedFrames {
        RecordedFrames(result: host.layout(in: window))
    }
}
