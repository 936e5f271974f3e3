import Foundation
import Testing
@testable import Trellis

/// swiftui-web's `redacted/placeholder`, `redacted/privacy` and `redacted/widths`
/// (github.com/iamcgn/swiftui-web, `Fixtures/Goldens/redacted/<name>/frames.json` at 806de2a:
/// macOS 26.2, scale 2; the views in `Fixtures/Sources/Redacted/RedactedFixtures.swift` at
/// 806de2a), re-typed and laid out with the system fonts in the recordings' windows. Under the
/// placeholder reason a text is as wide as its characters' placeholders, whatever the glyphs
/// (ten `i`s as wide as ten `M`s); the privacy reason changes no frame. Text frames, and the
/// frames placed after them, within 1 pt or 2 %; the sizes of the views that are not text exact.
@Suite("Redaction recordings", .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
@MainActor
struct RedactedFixtureTests {
    @Test("redacted/placeholder: placeholder text takes its placeholders' width; unredacted text its own")
    func placeholder() {
        let frames = RecordedFrames(
            VStack(alignment: .leading, spacing: 12) {
                Text("Plain text stays").id("plain")
                Group {
                    Text("Redacted text").id("text")
                    Text("Two lines of redacted text that wrap around inside a narrow frame")
                        .frame(width: 200, alignment: .leading).id("wrapped")
                    Text("Title").font(.title).id("title")
                    HStack(spacing: 10) {
                        Image(systemName: "star").font(.title).id("symbol")
                        Button("Button") {}.id("button")
                        Toggle("Toggle", isOn: .constant(true)).id("toggle")
                    }
                    .id("controls")
                    Color.blue.frame(width: 80, height: 20).id("color")
                    Circle().fill(Color.green).frame(width: 30, height: 30).id("shape")
                    Text("Unredacted inside").unredacted().id("unredacted")
                    Text("Secret").privacySensitive().id("sensitive")
                }
                .redacted(reason: .placeholder)
            }
            .id("stack"),
            platform: .macOS, window: CGSize(width: 360, height: 360))
        frames.text("stack", 80, 22, 200, 316)
        frames.text("plain", 80, 22, 91.5, 16)
        frames.text("text", 80, 50, 82, 16)
        frames.text("wrapped", 80, 78, 200, 48)
        frames.text("title", 80, 138, 52.5, 33)
        frames.text("controls", 80, 183, 167, 25)
        frames.text("toggle", 188, 186.25, 59, 18.5)
        #expect(frames.result.element(id: "button")?.exactFrame.size == CGSize(width: 62, height: 24))
        // A redacted symbol is its placeholder, smaller than the symbol: the star in the title
        // font 26 × 25, not 28.5 × 26.
        #expect(frames.result.element(id: "symbol")?.exactFrame.size == CGSize(width: 26, height: 25))
        frames.text("symbol", 80, 183, 26, 25)
        frames.text("button", 116, 183.5, 62, 24)
        frames.text("color", 80, 220, 80, 20)
        frames.text("shape", 80, 252, 30, 30)
        frames.text("unredacted", 80, 294, 111, 16)
        // A privacy-sensitive text under the placeholder reason is recorded 39.5 wide, not the
        // 38 of its six placeholders: Trellis measures it as placeholders.
        withKnownIssue("a privacy-sensitive text under .placeholder is recorded 39.5 wide; Trellis's placeholders give 38") {
            frames.text("sensitive", 80, 322, 39.5, 16)
        }
        #expect(frames.result.element(id: "color")?.exactFrame.size == CGSize(width: 80, height: 20))
        #expect(frames.result.element(id: "shape")?.exactFrame.size == CGSize(width: 30, height: 30))
        #expect(frames.result.element(id: "wrapped")?.exactFrame.width == 200)
    }

    @Test("redacted/privacy: the privacy and invalidated reasons keep every frame")
    func privacy() {
        let frames = RecordedFrames(
            VStack(alignment: .leading, spacing: 12) {
                Text("Visible under privacy").id("visible")
                Text("Hidden secret").privacySensitive().id("secret")
                HStack(spacing: 10) { Text("Balance:"); Text("$1,234").privacySensitive().id("amount") }.id("row")
                Text("Invalidated").id("invalidated").redacted(reason: .invalidated)
            }
            .redacted(reason: .privacy)
            .id("stack"),
            platform: .macOS, window: CGSize(width: 360, height: 160))
        frames.text("stack", 116.75, 30, 126.5, 100)
        frames.text("visible", 116.75, 30, 126.5, 16)
        frames.text("secret", 116.75, 58, 85, 16)
        frames.text("row", 116.75, 86, 103.5, 16)
        frames.text("amount", 178.75, 86, 41.5, 16)
        frames.text("invalidated", 116.75, 114, 66, 16)
    }

    /// The recorded `redacted/widths` frames, [x, y, width, height], of the rows' texts.
    private static let widths: [String: [CGFloat]] = [
        "i11": [21.75, 46.5, 54.5, 14], "M11": [88.25, 46.5, 54.5, 14], "sp11": [154.75, 46.5, 49, 14], "d11": [215.75, 46.5, 27.5, 14],
        "i13": [21.75, 66.5, 63, 16], "M13": [96.75, 66.5, 63, 16], "sp13": [171.75, 66.5, 56.5, 16], "d13": [240.25, 66.5, 31.5, 16],
        "i17": [21.75, 88.5, 79, 20], "M17": [112.75, 88.5, 79, 20], "sp17": [203.75, 88.5, 71, 20], "d17": [286.75, 88.5, 39.5, 20],
        "i22": [21.75, 114.5, 105, 26], "M22": [138.75, 114.5, 105, 26], "sp22": [255.75, 114.5, 94.5, 26], "d22": [362.25, 114.5, 52.5, 26],
        "i26": [21.75, 146.5, 129.5, 30], "M26": [163.25, 146.5, 129.5, 30], "sp26": [304.75, 146.5, 116.5, 30], "d26": [433.25, 146.5, 65, 30],
        "row11": [21.75, 46.5, 221.5, 14], "row13": [21.75, 66.5, 250, 16], "row17": [21.75, 88.5, 304.5, 20],
        "row22": [21.75, 114.5, 393, 26], "row26": [21.75, 146.5, 476.5, 30],
        "wrapNoSpace": [21.75, 182.5, 100, 48], "wrapSpaces": [21.75, 236.5, 100, 48],
        "bold": [21.75, 290.5, 82, 16], "one": [21.75, 312.5, 6.5, 16], "stack": [21.75, 46.5, 476.5, 327],
    ]

    /// The recorded `redacted/widths` frames of the symbols, which redaction leaves alone.
    private static let symbols: [String: [CGFloat]] = [
        "sym11": [21.75, 347.5, 13, 13], "sym13": [46.75, 346.5, 15, 15], "sym17": [73.75, 344.5, 20, 19],
        "sym22": [105.75, 341.5, 26, 25], "sym26": [143.75, 339, 31, 30], "sym34": [186.75, 334.5, 40, 39],
        "symLargeTitle": [238.75, 339, 31, 30], "symGear": [281.75, 346.5, 15, 15], "symChevron": [308.75, 341.5, 26, 25],
        "symbols": [21.75, 334.5, 313, 39],
    ]

    @Test("redacted/widths: every character is one placeholder wide at each size, and lines wrap at those widths")
    func widths() {
        let sizes: [CGFloat] = [11, 13, 17, 22, 26]
        let frames = RecordedFrames(
            VStack(alignment: .leading, spacing: 6) {
                ForEach(sizes, id: \.self) { size in
                    HStack(spacing: 12) {
                        Text("iiiiiiiiii").font(.system(size: size)).id("i\(Int(size))")
                        Text("MMMMMMMMMM").font(.system(size: size)).id("M\(Int(size))")
                        Text("a b c d e").font(.system(size: size)).id("sp\(Int(size))")
                        Text("12345").font(.system(size: size)).id("d\(Int(size))")
                    }
                    .id("row\(Int(size))")
                }
                Text("abcdefghijklmnopqrstuvwxyzabcdefghijklmn").frame(width: 100, alignment: .leading).id("wrapNoSpace")
                Text("alpha beta gamma delta epsilon zeta eta").frame(width: 100, alignment: .leading).id("wrapSpaces")
                Text("Redacted text").bold().id("bold")
                Text("x").id("one")
                HStack(spacing: 12) {
                    ForEach([11, 13, 17, 22, 26, 34] as [CGFloat], id: \.self) { size in
                        Image(systemName: "star").font(.system(size: size)).id("sym\(Int(size))")
                    }
                    Image(systemName: "star").font(.largeTitle).id("symLargeTitle")
                    Image(systemName: "gear").id("symGear")
                    Image(systemName: "chevron.right").font(.title).id("symChevron")
                }
                .id("symbols")
            }
            .redacted(reason: .placeholder)
            .id("stack"),
            platform: .macOS, window: CGSize(width: 520, height: 420))
        // Every text's size, and its place in the stack: the stack itself is centred in the
        // window, and its height follows `wrapSpaces` (below).
        let stack = frames.result.element(id: "stack")?.exactFrame ?? .null
        for (id, frame) in Self.widths.sorted(by: { $0.key < $1.key }) where id != "stack" && id != "wrapSpaces" {
            guard let laidOut = frames.result.element(id: id)?.exactFrame else {
                Issue.record("\(id): no view has this id")
                continue
            }
            let close = FixtureTests.textTolerance(laidOut.width, frame[2]) && FixtureTests.textTolerance(laidOut.height, frame[3])
                && FixtureTests.textTolerance(laidOut.minX - stack.minX, frame[0] - 21.75)
            #expect(close, "\(id): recorded \(frame), laid out \(laidOut)")
            if ["bold", "one"].contains(id) { continue }
            #expect(FixtureTests.textTolerance(laidOut.minY - stack.minY, frame[1] - 46.5), "\(id): recorded \(frame), laid out \(laidOut)")
        }
        // Each redacted symbol is its placeholder, of a size from the point size alone: exact.
        for (id, frame) in Self.symbols.sorted(by: { $0.key < $1.key }) {
            #expect(frames.result.element(id: id)?.exactFrame.size == CGSize(width: frame[2], height: frame[3]), "\(id)")
        }
        // "alpha beta gamma delta epsilon zeta eta" in 100 points: recorded on 3 lines; at the
        // fitted advance (6.28 at 13 pt) "alpha beta gamma" is 100.5 wide, so Trellis breaks
        // it on 4 (64 tall), and the stack is 343 tall, recorded 327: what follows it sits 8
        // lower (the stack is centred, 8 higher).
        withKnownIssue("placeholder lines break a little later than the fitted advance allows: wrapSpaces takes 4 lines, recorded 3") {
            for (id, frame) in Self.symbols.merging(
                ["stack": Self.widths["stack"]!, "wrapSpaces": Self.widths["wrapSpaces"]!, "bold": Self.widths["bold"]!, "one": Self.widths["one"]!],
                uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
                frames.text(id, frame[0], frame[1], frame[2], frame[3])
            }
        }
    }
}
