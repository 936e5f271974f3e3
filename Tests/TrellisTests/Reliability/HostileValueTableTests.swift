import Foundation
import Testing
import Trellis

/// Hostile numbers in every place a user (or a user's layout) can put a number, each with the
/// result the engine documents: the repair in the modifier's doc comment or in
/// `LayoutDiagnostic.Kind`, and the diagnostic that reports it (issue 7). Unlike
/// `SceneHostileValueTests`, which checks that nothing crashes, each row states the frame the
/// view marked `x` gets and the kinds of diagnostic the result lists.
@Suite("Hostile values: the documented result")
struct HostileValueTableTests {
    /// The hostile values of issue 7.
    enum Value: String, CaseIterable, Sendable {
        case nan, infinity, minusInfinity, negative, huge, subnormal

        var number: CGFloat {
            switch self {
            case .nan: .nan
            case .infinity: .infinity
            case .minusInfinity: -.infinity
            case .negative: -5
            case .huge: 1e300
            case .subnormal: .leastNonzeroMagnitude
            }
        }
    }

    /// One row: a place, a value, and the documented frame of `x` and diagnostic kinds.
    struct Row: Sendable, CustomTestStringConvertible {
        let place: Place
        let value: Value
        let frame: CGRect
        let kinds: Set<LayoutDiagnostic.Kind>
        var testDescription: String { "\(place.rawValue) = \(value.rawValue)" }
    }

    static let sub = CGFloat.leastNonzeroMagnitude
    static let invalid: Set<LayoutDiagnostic.Kind> = [.invalidModifierValue]

    /// The places, each laid out in a 100 × 100 proposal unless it is the proposal.
    enum Place: String, CaseIterable, Sendable {
        case frameWidth = "frame(width: v, height: 10)"
        case frameMinWidth = "frame(minWidth: v)"
        case frameMaxWidth = "frame(maxWidth: v)"
        case padding = "padding(v) around x"
        case stackSpacing = "HStack(spacing: v) { 10×10; x 10×10 }"
        case gridSpacing = "Grid(horizontalSpacing: v) { GridRow { 10×10; x 10×10 } }"
        case spacerMinLength = "HStack(spacing: 0) { 10×10; Spacer(minLength: v) }"
        case offset = "offset(x: v) of a 10×10"
        case position = "position(x: v, y: 5) of x 10×10"
        case aspectRatio = "aspectRatio(v, contentMode: .fit) of x"
        case alignmentGuide = "HStack { 10×10; x 10×10 .alignmentGuide(.center) { _ in v } }"
        case proposal = "proposal (v, 10) to x"
        case layoutAnswersSize = "a custom layout answers (v, 10)"
        case layoutPlacesAt = "a custom layout places x at (v, 0)"
        case layoutProposes = "a custom layout proposes x (v, 10)"
        case layoutGuide = "HStack { 10×10; a custom layout x answering the centre guide v }"
        case priority = "HStack(spacing: 0) { Color x .layoutPriority(v); Color; Color }"
        case fontSize = "Text(\"Hello world\") x .font(.system(size: v)), square test font"
        case lineSpacing = "Text(\"Hello world\") x .lineSpacing(v), square test font (17-point squares)"
        case minimumScaleFactor = "Text(\"Hello world\").minimumScaleFactor(v) in a 30 × 10 frame x"

        /// Lays the place out with `v`.
        @MainActor func layout(_ v: CGFloat) -> LayoutResult {
            let square = StandIn.fixed(width: 10, height: 10)
            let box = ProposedViewSize(width: 100, height: 100)
            switch self {
            case .frameWidth: return Rectangle().frame(width: v, height: 10).id("x").layout(in: box)
            case .frameMinWidth: return Rectangle().frame(minWidth: v).id("x").layout(in: box)
            case .frameMaxWidth: return Rectangle().frame(maxWidth: v).id("x").layout(in: box)
            case .padding: return Rectangle().id("x").padding(v).layout(in: box)
            case .stackSpacing: return HStack(spacing: v) { square; square.id("x") }.layout(in: box)
            case .gridSpacing: return Grid(horizontalSpacing: v) { GridRow { square; square.id("x") } }.layout(in: box)
            case .spacerMinLength: return HStack(spacing: 0) { square; Spacer(minLength: v).id("x") }.layout(in: box)
            case .offset: return square.offset(x: v).id("x").layout(in: box)
            case .position: return square.id("x").position(x: v, y: 5).layout(in: box)
            case .aspectRatio: return Rectangle().id("x").aspectRatio(v, contentMode: .fit).layout(in: box)
            case .alignmentGuide:
                return HStack { square; square.alignmentGuide(VerticalAlignment.center) { _ in v }.id("x") }.layout(in: box)
            case .proposal: return Rectangle().id("x").layout(in: ProposedViewSize(width: v, height: 10))
            case .layoutAnswersSize: return Answering(width: v) { square }.id("x").layout(in: box)
            case .layoutPlacesAt: return Answering(width: 100, placeAt: v) { square.id("x") }.layout(in: box)
            case .layoutProposes: return Answering(width: 100, propose: v) { Rectangle().id("x") }.layout(in: box)
            case .layoutGuide: return HStack { square; Answering(width: 10, guide: v) { square }.id("x") }.layout(in: box)
            case .priority: return HStack(spacing: 0) { Color.red.layoutPriority(v).id("x"); Color.red; Color.red }.layout(in: box)
            case .fontSize: return Text("Hello world").font(.system(size: v)).id("x").layout(in: box, fonts: .testFont)
            case .lineSpacing: return Text("Hello world").lineSpacing(v).id("x").layout(in: box, fonts: .testFont)
            case .minimumScaleFactor:
                return Text("Hello world").minimumScaleFactor(v).frame(width: 30, height: 10).id("x").layout(in: box, fonts: .testFont)
            }
        }
    }

    /// A custom layout that answers `width` × 10, places its subviews at (`placeAt`, 0) with
    /// the proposal `propose` × 10, and answers `guide` for the vertical centre.
    struct Answering: Layout {
        var width: CGFloat
        var placeAt: CGFloat = 0
        var propose: CGFloat = 10
        var guide: CGFloat? = nil

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: width, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(
                    at: CGPoint(x: bounds.minX + placeAt, y: bounds.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(width: propose, height: 10))
            }
        }

        func explicitAlignment(
            of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) -> CGFloat? {
            guide == .center ? self.guide : nil
        }
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// The table. Sources: the doc comments of `frame(width:height:alignment:)` ("a NaN,
    /// infinite or negative size is not a size: it is treated as `nil`"),
    /// `frame(minWidth:…)` (a NaN limit or an infinite minimum is `nil`, a negative one 0),
    /// `padding(_:)` (a NaN or infinite inset is 0; negative insets pull the edge inwards),
    /// `HStack`/`Grid` (a NaN or infinite spacing is `nil`: the views' preferred 8), `Spacer`
    /// (a minLength that is not a length becomes 8, or 0 when negative), `offset` and
    /// `position` (a NaN or infinite component is 0), `aspectRatio` (a ratio that is not
    /// positive and finite is `nil`: the view's own ratio), and `LayoutDiagnostic.Kind`
    /// (alignment guides, proposals, sizes and positions from layouts).
    static let rows: [Row] = {
        var rows: [Row] = []
        func add(_ place: Place, _ value: Value, _ frame: CGRect, _ kinds: Set<LayoutDiagnostic.Kind> = []) {
            rows.append(Row(place: place, value: value, frame: frame, kinds: kinds))
        }
        let notANumber: [Value] = [.nan, .infinity, .minusInfinity]
        for value in notANumber + [.negative] { add(.frameWidth, value, rect(0, 0, 100, 10), invalid) }
        add(.frameWidth, .huge, rect(0, 0, 1e300, 10))
        add(.frameWidth, .subnormal, rect(0, 0, sub, 10))

        for value in notANumber + [.negative] { add(.frameMinWidth, value, rect(0, 0, 100, 100), invalid) }
        add(.frameMinWidth, .huge, rect(0, 0, 1e300, 100))
        add(.frameMinWidth, .subnormal, rect(0, 0, 100, 100))

        add(.frameMaxWidth, .nan, rect(0, 0, 100, 100), invalid)
        add(.frameMaxWidth, .infinity, rect(0, 0, 100, 100))
        add(.frameMaxWidth, .minusInfinity, rect(0, 0, 0, 100), invalid)
        add(.frameMaxWidth, .negative, rect(0, 0, 0, 100), invalid)
        add(.frameMaxWidth, .huge, rect(0, 0, 100, 100))
        add(.frameMaxWidth, .subnormal, rect(0, 0, sub, 100))

        for value in notANumber { add(.padding, value, rect(0, 0, 100, 100), invalid) }
        add(.padding, .negative, rect(-5, -5, 110, 110))
        add(.padding, .huge, rect(1e300, 1e300, 0, 0))
        add(.padding, .subnormal, rect(sub, sub, 100, 100))

        for place in [Place.stackSpacing, .gridSpacing] {
            for value in notANumber { add(place, value, rect(18, 0, 10, 10), invalid) }
            add(place, .negative, rect(5, 0, 10, 10))
            add(place, .huge, rect(1e300, 0, 10, 10))
            add(place, .subnormal, rect(10, 0, 10, 10))
        }

        // The spacer is centred on the stack's 10-point height.
        add(.spacerMinLength, .nan, rect(10, 5, 90, 0), invalid)
        add(.spacerMinLength, .infinity, rect(10, 5, 90, 0), invalid)
        add(.spacerMinLength, .minusInfinity, rect(10, 5, 90, 0), invalid)
        add(.spacerMinLength, .negative, rect(10, 5, 90, 0), invalid)
        add(.spacerMinLength, .huge, rect(10, 5, 1e300, 0))
        add(.spacerMinLength, .subnormal, rect(10, 5, 90, 0))

        for value in notANumber { add(.offset, value, rect(0, 0, 10, 10), invalid) }
        add(.offset, .negative, rect(-5, 0, 10, 10))
        add(.offset, .huge, rect(1e300, 0, 10, 10))
        add(.offset, .subnormal, rect(sub, 0, 10, 10))

        for value in notANumber { add(.position, value, rect(-5, 0, 10, 10), invalid) }
        add(.position, .negative, rect(-10, 0, 10, 10))
        add(.position, .huge, rect(1e300, 0, 10, 10))
        add(.position, .subnormal, rect(-5, 0, 10, 10))

        // The modifier is the root and takes its view's size, so the view sits at the origin.
        for value in notANumber + [.negative] { add(.aspectRatio, value, rect(0, 0, 100, 100), invalid) }
        add(.aspectRatio, .huge, rect(0, 0, 100, 1e-298))
        add(.aspectRatio, .subnormal, rect(0, 0, sub * 100, 100))

        // Guides: the second square's centre guide is v (the first's is 5); a NaN or infinite
        // guide is replaced by the default, 5.
        for place in [Place.alignmentGuide, .layoutGuide] {
            for value in notANumber { add(place, value, rect(18, 0, 10, 10), [.invalidAlignmentGuide]) }
            add(place, .negative, rect(18, 10, 10, 10))
            add(place, .huge, rect(18, 0, 10, 10))
            add(place, .subnormal, rect(18, 5, 10, 10))
        }

        add(.proposal, .nan, rect(0, 0, 10, 10), [.invalidProposal])
        add(.proposal, .infinity, rect(0, 0, .infinity, 10), [.infiniteFrame])
        add(.proposal, .minusInfinity, rect(0, 0, 0, 10), [.invalidProposal])
        add(.proposal, .negative, rect(0, 0, 0, 10), [.invalidProposal])
        add(.proposal, .huge, rect(0, 0, 1e300, 10))
        add(.proposal, .subnormal, rect(0, 0, sub, 10))

        for value in [Value.nan, .minusInfinity, .negative] { add(.layoutAnswersSize, value, rect(0, 0, 0, 10), [.invalidSize]) }
        add(.layoutAnswersSize, .infinity, rect(0, 0, .infinity, 10), [.infiniteFrame])
        add(.layoutAnswersSize, .huge, rect(0, 0, 1e300, 10))
        add(.layoutAnswersSize, .subnormal, rect(0, 0, sub, 10))

        for value in notANumber { add(.layoutPlacesAt, value, rect(0, 0, 10, 10), [.invalidPosition]) }
        add(.layoutPlacesAt, .negative, rect(-5, 0, 10, 10))
        add(.layoutPlacesAt, .huge, rect(1e300, 0, 10, 10))
        add(.layoutPlacesAt, .subnormal, rect(sub, 0, 10, 10))

        add(.layoutProposes, .nan, rect(0, 0, 10, 10), [.invalidProposal])
        add(.layoutProposes, .infinity, rect(0, 0, .infinity, 10), [.infiniteFrame])
        add(.layoutProposes, .minusInfinity, rect(0, 0, 0, 10), [.invalidProposal])
        add(.layoutProposes, .negative, rect(0, 0, 0, 10), [.invalidProposal])
        add(.layoutProposes, .huge, rect(0, 0, 1e300, 10))
        add(.layoutProposes, .subnormal, rect(0, 0, sub, 10))

        // Colors take any width from 0: a higher priority takes the whole 100, a lower one what
        // the others leave (0), equal ones share it (Apple, layoutPriority(_:): "the parent
        // layout offers the space to the child with the highest layout priority" first). NaN
        // is 0: a third each.
        add(.priority, .nan, rect(0, 0, 100 / 3, 100), invalid)
        for value: Value in [.infinity, .huge, .subnormal] { add(.priority, value, rect(0, 0, 100, 100)) }
        for value: Value in [.minusInfinity, .negative] { add(.priority, value, rect(0, 0, 0, 100)) }

        // Text in the square test font: each character a square of the font size. A size that
        // is not one (NaN, infinities, negative) is 0: nothing to measure, reported. A huge one
        // wraps a character per line at the proposed 100 (each too wide to fit, so 100 wide),
        // and is as tall as its size; a subnormal one is as good as 0 once rounded up.
        for value: Value in [.nan, .infinity, .minusInfinity, .negative] { add(.fontSize, value, rect(0, 0, 0, 0), invalid) }
        add(.fontSize, .huge, rect(0, 0, 100, 1e300))
        add(.fontSize, .subnormal, rect(0, 0, 0, 0))

        // "Hello world" at 17 points is 187 wide: in 100 it wraps to "Hello " and "world" (85
        // wide). Line spacing that is not a number or infinite is 0, reported; negative line
        // spacing adds nothing (two 17-point lines: 34). With 1e300 between them the second line
        // would start past the proposed height of 100, and text keeps the whole lines that fit:
        // the first, 85 wide.
        for value: Value in [.nan, .infinity, .minusInfinity] { add(.lineSpacing, value, rect(0, 0, 100, 34), invalid) }
        add(.lineSpacing, .negative, rect(0, 0, 100, 34))
        add(.lineSpacing, .subnormal, rect(0, 0, 100, 34))
        add(.lineSpacing, .huge, rect(0, 0, 85, 17))

        // The factor is clamped to 0.01...1 (NaN: 1): the frame is the 30 × 10 it is put in.
        for value in Value.allCases { add(.minimumScaleFactor, value, rect(0, 0, 30, 10)) }
        return rows
    }()

    @Test("the table covers every place with every hostile value")
    @MainActor
    func tableIsComplete() {
        for place in Place.allCases {
            for value in Value.allCases {
                #expect(Self.rows.contains { $0.place == place && $0.value == value }, "\(place.rawValue) = \(value.rawValue)")
            }
        }
    }

    @Test("a hostile value gets its documented frame and diagnostic", arguments: rows)
    @MainActor
    func documentedResult(_ row: Row) throws {
        let result = row.place.layout(row.value.number)
        let frame = try #require(result.element(id: "x")?.exactFrame, "\(result)")
        #expect(frame == row.frame, "\(result)")
        #expect(Set(result.diagnostics.map(\.kind)) == row.kinds, "\(result)")
    }
}
