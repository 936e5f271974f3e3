import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The renderers draw a slider's ticks as dots on its track, and its fill from the neutral value.
@Suite("Slider tick rendering")
@MainActor
struct SliderTickRenderingTests {
    private static func pieces<V: View>(_ view: V) -> [ControlPiece] {
        let result = view.layout(in: ProposedViewSize(width: 300, height: 100))
        for element in result.elements {
            if case let .control(control)? = element.drawing {
                return ControlPiece.pieces(of: control, in: CGRect(x: 0, y: 0, width: 227, height: 31))
            }
        }
        return []
    }

    @Test("each tick is a dot centred on the track where its value lies")
    func tickDots() {
        let slider = Slider(value: .constant(0.0), in: 0...1, label: { EmptyView() }, ticks: {
            SliderTick(0.0)
            SliderTick(0.5)
        })
        // The thumb is 27 wide, so the track runs 13.5...213.5 (200 long), 6 high at 12.5.
        let dots = Self.pieces(slider).filter { if case .circle = $0.figure { $0.frame.width == 6 } else { false } }
        #expect(dots.map(\.frame.midX) == [13.5, 113.5])
        #expect(dots.allSatisfy { $0.frame.midY == 15.5 })
    }

    @Test("the fill runs from the neutral value to the thumb")
    func neutralFill() throws {
        let slider = Slider(value: .constant(0.25), in: 0...1, neutralValue: 0.75) { EmptyView() }
        let boxes = Self.pieces(slider).filter { if case .box = $0.figure { $0.strokeWidth == nil } else { false } }
        let fill = try #require(boxes.dropFirst().first)
        #expect(fill.frame.minX == 13.5 + 50)
        #expect(fill.frame.width == 100)
    }

    @Test("a hidden thumb is not drawn; the track and fill are")
    func hiddenThumb() {
        let shown = Self.pieces(Slider(value: .constant(0.5)))
        let hidden = Self.pieces(Slider(value: .constant(0.5)).sliderThumbVisibility(.hidden))
        #expect(shown.count == 4)
        #expect(hidden.count == 2)
        #expect(hidden.allSatisfy { if case .box = $0.figure { true } else { false } })
    }
}
