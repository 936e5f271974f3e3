import Foundation
import Testing
@testable import Trellis

/// A layout's frames compared with a recording's (swiftui-web's `frames.json`), as the
/// fixture runner compares them: a frame that does not depend on text exactly, a frame that
/// follows text within ``FixtureTests/textTolerance(_:_:)`` (1 pt or 2 %, whichever is
/// larger), both on the views' exact (unrounded) frames, as the recordings' probes report
/// them.
struct RecordedFrames {
    let result: LayoutResult

    /// The frames of `view` laid out as its recording was: in a recording window of `window`'s
    /// size (``RecordingWindow``: the view offered the window and centred in it, as a hosting
    /// window centres its root; docs/semantics.md, "The root"), on `platform` at `scale` in the
    /// light scheme (``EnvironmentValues/recording(_:scale:)``), its text in the system fonts.
    ///
    /// One layout, as a snapshot: nothing is tracked. A recording of steps lays out on one
    /// live host (``RecordingHost``, ``RecordedSteps``).
    @MainActor
    init(_ view: some View, platform: TargetPlatform, window: CGSize, scale: CGFloat = 2) {
        result = view.inRecordingWindow().layout(in: ProposedViewSize(window), environment: .recording(platform, scale: scale))
    }

    /// The frames of a layout already made (each step of a host's recording, say).
    init(result: LayoutResult) {
        self.result = result
    }

    /// Expects the view `id` at exactly the recorded frame.
    func exact(
        _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let frame = result.element(id: id)?.exactFrame
        #expect(frame == CGRect(x: x, y: y, width: width, height: height), "\(id)", sourceLocation: sourceLocation)
    }

    /// Expects the view `id` within the text tolerance of the recorded frame: its origin and
    /// its size each.
    func text(
        _ id: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let frame = result.element(id: id)?.exactFrame else {
            Issue.record("\(id): no view has this id", sourceLocation: sourceLocation)
            return
        }
        let close = FixtureTests.textTolerance(frame.minX, x) && FixtureTests.textTolerance(frame.minY, y)
            && FixtureTests.textTolerance(frame.width, width) && FixtureTests.textTolerance(frame.height, height)
        #expect(close, "\(id): recorded \(CGRect(x: x, y: y, width: width, height: height)), laid out \(frame)",
                sourceLocation: sourceLocation)
    }

    /// Expects no view with the id `id` (a screen or tab not shown).
    func absent(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.element(id: id) == nil, "\(id) is laid out", sourceLocation: sourceLocation)
    }
}

extension EnvironmentValues {
    /// A recording's environment: `platform` at `scale` (the recordings' screens are at 2×; a
    /// finer scale keeps frames the recordings hold unrounded), in the light scheme.
    static func recording(_ platform: TargetPlatform, scale: CGFloat = 2) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.targetPlatform = platform
        environment.displayScale = scale
        return environment
    }
}

/// The recordings' window: the fixture's view offered the window's size and centred in it,
/// as a hosting window centres its root — a root larger than the window too, which then starts
/// above or before the window's edge (docs/semantics.md, "The root"; swiftui-web
/// `texteditor/styles`: a 328-point stack in a 320-point window at y −4).
struct RecordingWindow<Content: View>: View {
    let content: Content
    var body: some View {
        RecordingWindowLayout { content }
    }
}

/// A recording window's layout: as large as the window (the proposal), its content proposed
/// the window and centred in it whatever its size.
struct RecordingWindowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}

extension View {
    /// This view in a recording's window (``RecordingWindow``).
    func inRecordingWindow() -> RecordingWindow<Self> { RecordingWindow(content: self) }
}
