import Foundation
import Testing
@testable import Trellis

/// The display correction of the system font's stand-in (docs/semantics.md, "Display sizes"):
/// SF Pro sets large text in its Display design, tighter than a single stand-in face.
@Suite("Display-size correction of the system font's stand-in")
@MainActor
struct DisplayCorrectionTests {
    static func face(bold: Bool) throws -> FontFace {
        let shipped = try #require(FontLibrary.shippedFontsPath)
        let library = FontLibrary(searchPaths: [shipped], systemFamily: "Inter")
        guard case let .success(face) = library.face(for: bold ? .body.bold() : .body) else {
            Issue.record("no shipped face")
            return .squares
        }
        return face
    }

    @Test("text of 17 pt and less takes SF's tracking alone")
    func noCorrectionForTextSizes() throws {
        let face = try Self.face(bold: false)
        for size: CGFloat in [6, 10, 13, 15, 17] {
            #expect(SystemFontMetrics.tracking(size: size, face: face) == SystemFontMetrics.tracking(size: size))
        }
    }

    @Test("display sizes are set tighter than SF's table alone, more so as they grow")
    func correctionGrowsWithSize() throws {
        let face = try Self.face(bold: false)
        let perEm = [20, 24, 28, 34].map { (size: CGFloat) in
            (SystemFontMetrics.tracking(size: size, face: face) - SystemFontMetrics.tracking(size: size)) / size
        }
        #expect(perEm.allSatisfy { $0 < 0 })
        #expect(perEm[0] > perEm[1] && perEm[1] > perEm[2])
        // From the full size on the correction is a constant share of the em.
        #expect(abs(perEm[2] - perEm[3]) < 1e-12)
    }

    @Test("a bold stand-in face takes a smaller correction than a regular one")
    func boldTakesLess() throws {
        let regular = try Self.face(bold: false), bold = try Self.face(bold: true)
        let size: CGFloat = 34
        let regularShift = SystemFontMetrics.tracking(size: size, face: regular) - SystemFontMetrics.tracking(size: size)
        let boldShift = SystemFontMetrics.tracking(size: size, face: bold) - SystemFontMetrics.tracking(size: size)
        #expect(boldShift < 0 && boldShift > regularShift)
    }

    @Test("weights the stand-in lacks take SF's extra width: medium over regular, heavy over bold")
    func weightCorrection() throws {
        let regular = try Self.face(bold: false), bold = try Self.face(bold: true)
        #expect(SystemFontMetrics.weightCorrection(weight: .medium, face: regular) > 0)
        #expect(SystemFontMetrics.weightCorrection(weight: .light, face: regular) < 0)
        #expect(SystemFontMetrics.weightCorrection(weight: .heavy, face: bold) > SystemFontMetrics.weightCorrection(weight: .bold, face: bold))
        #expect(SystemFontMetrics.weightCorrection(weight: .regular, face: regular) == 0)
        #expect(SystemFontMetrics.weightCorrection(weight: nil, face: regular) == 0)
        #expect(SystemFontMetrics.weightCorrection(weight: .heavy, face: .squares) == 0)
    }

    // measured — swiftui-web `text/modifiers` at 50a2567 (macOS): `Text("Bold").bold()` in the
    // 13-pt default font is 29.5 wide, `.fontWeight(.semibold)` 28.5.
    @Test("bold default macOS text is wider than semibold, as recorded")
    func boldWiderThanSemibold() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        environment.displayScale = 2
        func width(_ text: Text) -> CGFloat {
            text.layout(in: .unspecified, environment: environment).elements.first?.frame.width ?? 0
        }
        let bold = width(Text("Bold").bold()), semibold = width(Text("Bold").fontWeight(.semibold))
        #expect(bold > semibold)
        #expect(abs(bold - 29.5) <= 1 && abs(semibold - 28.5) <= 1)
    }

    @Test("the square test font takes no correction")
    func squaresTakeNone() {
        #expect(SystemFontMetrics.tracking(size: 34, face: .squares) == SystemFontMetrics.tracking(size: 34))
    }

    @Test("a non-finite or non-positive size takes no correction")
    func hostileSizes() {
        for size: CGFloat in [.nan, .infinity, -.infinity, 0, -30] {
            #expect(SystemFontMetrics.displayCorrection(size: size, bold: false) == 0)
        }
        #expect(SystemFontMetrics.displayCorrection(size: .greatestFiniteMagnitude, bold: false).isFinite)
    }

    // measured — swiftui-web `text/styles` at 534b886 (macOS): `.largeTitle` "The quick brown
    // fox" is 224 wide; compared with the recording, within issue 41's 2 %.
    @Test("macOS largeTitle text measures within 2 % of the recorded width")
    func largeTitleMatchesRecording() {
        var environment = EnvironmentValues()
        environment.targetPlatform = .macOS
        environment.displayScale = 2
        let result = Text("The quick brown fox").font(.largeTitle).layout(in: .unspecified, environment: environment)
        let width = result.elements.first?.frame.width ?? 0
        #expect(abs(width - 224) <= 0.02 * 224)
    }

    @Test("text drawn in a display size carries the corrected tracking")
    func drawingCarriesCorrection() throws {
        var environment = EnvironmentValues()
        environment.targetPlatform = .iOS
        let result = Text("Title").font(.largeTitle).layout(in: .unspecified, environment: environment)
        let drawing = result.elements.compactMap { element -> LayoutResult.TextDrawing? in
            if case let .text(text)? = element.drawing { return text }
            return nil
        }.first
        let face = try Self.face(bold: false)
        #expect(drawing?.tracking == SystemFontMetrics.tracking(size: 34, face: face))
    }
}
