import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `symbol/variants` (github.com/iamcgn/swiftui-web,
/// `Fixtures/Goldens/symbol/variants/frames.json` at d23dcd7: macOS 26.2, scale 2, a 400 × 200
/// window; the view in `Fixtures/Sources/Symbol/SymbolFixtures.swift` at d23dcd7), re-typed and
/// laid out with the system fonts. Each symbol's size is exact; every frame's position follows
/// the label's text (its height sets the stack's, centred in the window), so positions are
/// compared within 1 pt or 2 %.
@Suite("SF Symbol variants recording")
@MainActor
struct SymbolVariantsFixtureTests {
    /// `SymbolFixtures.variants`, re-typed.
    private struct Variants: View {
        var body: some View {
            VStack(spacing: 14) {
                HStack(spacing: 14) {
                    Image(systemName: "star").id("plain")
                    Image(systemName: "star").symbolVariant(.fill).id("fill")
                    Image(systemName: "star").symbolVariant(.circle).id("circle")
                    Image(systemName: "star").symbolVariant(.circle.fill).id("circleFill")
                    Image(systemName: "bell").symbolVariant(.slash).id("slash")
                    Image(systemName: "bell").symbolVariant(.slash.fill).id("slashFill")
                    Image(systemName: "star.fill").symbolVariant(.none).id("noneKeeps")
                }
                .id("row1")
                HStack(spacing: 14) {
                    Image(systemName: "star.fill").foregroundStyle(Color.orange).symbolRenderingMode(.monochrome).id("mono")
                    Image(systemName: "star.fill").foregroundStyle(Color.orange).symbolRenderingMode(.hierarchical).id("hier")
                    Image(systemName: "star.fill").foregroundStyle(Color.orange, Color.blue).symbolRenderingMode(.palette)
                        .id("palette")
                    Image(systemName: "star.fill").symbolRenderingMode(.multicolor).id("multi")
                    Label("Starred", systemImage: "star").symbolVariant(.fill).id("label")
                }
                .id("row2")
                HStack(spacing: 14) {
                    Image(systemName: "square").symbolVariant(.rectangle).id("rect")
                    Image(systemName: "person").symbolVariant(.circle).font(.title).id("personCircle")
                    Image(systemName: "checkmark").symbolVariant(.square.fill).id("checkSquare")
                }
                .id("row3")
            }
            .id("stack")
        }
    }

    /// The recorded frames, [x, y, width, height], of the symbols and of the rest.
    private static let symbols: [String: [CGFloat]] = [
        "plain": [103.25, 57.4600830078125, 16.5, 16], "fill": [133.75, 57.4600830078125, 16.5, 16],
        "circle": [164.25, 57.9600830078125, 15, 15], "circleFill": [193.25, 57.9600830078125, 15, 15],
        "slash": [222.25, 57.2100830078125, 15, 16.5], "slashFill": [251.25, 57.2100830078125, 15, 16.5],
        "noneKeeps": [280.25, 57.4600830078125, 16.5, 16],
        "mono": [104.25, 87.75, 16.5, 16], "hier": [134.75, 87.75, 16.5, 16],
        "palette": [165.25, 87.75, 16.5, 16], "multi": [195.75, 87.75, 16.5, 16],
        "rect": [158, 123.2899169921875, 15, 14], "personCircle": [187, 117.7899169921875, 26, 25],
        "checkSquare": [227, 123.2899169921875, 15, 14],
    ]
    private static let others: [String: [CGFloat]] = [
        "label": [226.25, 87.7100830078125, 69.5, 16.079833984375],
        "row1": [103.25, 57.2100830078125, 193.5, 16.5], "row2": [104.25, 87.7100830078125, 191.5, 16.079833984375],
        "row3": [158, 117.7899169921875, 84, 25], "stack": [103.25, 57.2100830078125, 193.5, 85.579833984375],
    ]

    /// The fixture's view in its 400 × 200 window.
    private var recorded: RecordedFrames {
        RecordedFrames(Variants(), platform: .macOS, window: CGSize(width: 400, height: 200))
    }

    @Test("symbol/variants: each variant is its symbol's recorded size, filled or slashed forms their outline's",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func sizes() {
        let result = recorded.result
        for (id, frame) in Self.symbols.sorted(by: { $0.key < $1.key }) {
            #expect(result.element(id: id)?.exactFrame.size == CGSize(width: frame[2], height: frame[3]), "\(id)")
        }
    }

    @Test("symbol/variants: every frame within the text tolerance of the recording",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func frames() {
        let frames = recorded
        for (id, frame) in Self.symbols.merging(Self.others, uniquingKeysWith: { a, _ in a }).sorted(by: { $0.key < $1.key }) {
            frames.text(id, frame[0], frame[1], frame[2], frame[3])
        }
    }
}
