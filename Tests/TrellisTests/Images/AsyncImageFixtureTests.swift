import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `asyncimage/phases` (github.com/iamcgn/swiftui-web at 750e386: the recording
/// `Fixtures/Goldens/asyncimage/phases/frames.json`, macOS 26 at 2×; the view in
/// `Fixtures/Sources/AsyncImage/AsyncImageFixtures.swift`, re-typed here). The recording holds
/// only the empty phase: its URL is on an address that never answers, and a `nil` URL stays
/// empty without an error. Trellis loads no `http:` URL (docs/differences.md), so both stay
/// empty here too: the placeholder, the "Loading" text, and the green square for the `nil` URL.
/// The squares' sizes are exact; the places that follow the text within 1 pt or 2 %.
@Suite("Async image recordings: the empty phase", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font: the row holds text"))
@MainActor
struct AsyncImageFixtureTests {
    private static let missing = URL(string: "http://10.255.255.1/swiftuiweb/never.png")!

    @Test("asyncimage/phases: an image that has not loaded shows its placeholder and its empty phase")
    func phases() throws {
        let stack = VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                AsyncImage(url: Self.missing) { image in
                    image.resizable().frame(width: 60, height: 40)
                } placeholder: {
                    Color.orange.frame(width: 60, height: 40).id("placeholder")
                }
                .id("withPlaceholder")
                AsyncImage(url: Self.missing) { phase in
                    switch phase {
                    case .success(let image): image
                    case .failure: Text("Failed").id("failed")
                    case .empty: Text("Loading").id("loading")
                    }
                }
                .id("phases")
                AsyncImage(url: nil) { phase in
                    if phase.error != nil { Color.red.frame(width: 40, height: 40).id("nilURL") } else { Color.green.frame(width: 40, height: 40) }
                }
                .id("nilPhase")
            }
            .id("row")
            Text("Below").id("below")
        }
        .id("stack")
        let frames = RecordedFrames(stack, platform: .macOS, window: CGSize(width: 360, height: 220))
        let result = frames.result
        // The recording's probes inside the images ("placeholder", "loading") are on the same
        // views as those around them, where Trellis keeps the outer mark: their frames are the
        // outer ones, and what the views show is read from what they draw.
        frames.text("stack", 93.75, 76, 172.5, 68)
        frames.text("row", 93.75, 76, 172.5, 40)
        frames.text("withPlaceholder", 93.75, 76, 60, 40)
        frames.text("phases", 165.75, 88, 48.5, 16)
        frames.text("nilPhase", 226.25, 76, 40, 40)
        frames.text("below", 93.75, 128, 36.5, 16)
        for (id, size) in [("withPlaceholder", CGSize(width: 60, height: 40)), ("nilPhase", CGSize(width: 40, height: 40))] {
            #expect(result.element(id: id)?.exactFrame.size == size, "\(id)")
        }
        #expect(drawings(inside: "withPlaceholder", of: result) == drawings(of: Color.orange))
        #expect(texts(inside: "phases", of: result) == ["Loading"])
        // A nil URL is empty without an error: the green square, not the red one.
        #expect(drawings(inside: "nilPhase", of: result) == drawings(of: Color.green))
    }

    /// What the view marked `id` and the views inside it draw, in tree order.
    private func drawings(inside id: String, of result: LayoutResult) -> [LayoutResult.Drawing] {
        result.elements(inside: id).compactMap(\.drawing)
    }

    /// What `color` alone draws in the recording's environment.
    private func drawings(of color: Color) -> [LayoutResult.Drawing] {
        color.layout(in: ProposedViewSize(width: 10, height: 10), environment: .recording(.macOS)).elements.compactMap(\.drawing)
    }

    /// The lines of text the view marked `id` and the views inside it draw.
    private func texts(inside id: String, of result: LayoutResult) -> [String] {
        drawings(inside: id, of: result).flatMap { drawing -> [String] in
            guard case let .text(text) = drawing else { return [] }
            return text.lines.map(\.text)
        }
    }
}
