import Foundation
import Testing
@testable import Trellis

/// `Font.leading(_:)`: tight and loose line spacing.
@Suite("Font leading")
@MainActor
struct FontLeadingTests {
    private func height(_ font: Font, lines: Int = 2, on platform: TargetPlatform = .iOS) -> CGFloat {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        environment.targetPlatform = platform
        let string = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
        return Text(string).font(font).layout(in: .unspecified, environment: environment).size.height
    }

    // https://developer.apple.com/documentation/swiftui/font/leading/tight
    @Test("tight leading takes 2 points from each line, loose adds 2")
    func tightAndLoose() {
        for font in [Font.body, .title, .system(size: 15)] {
            let standard = height(font, lines: 3)
            #expect(abs(height(font.leading(.tight), lines: 3) - (standard - 6)) <= 0.5)
            #expect(abs(height(font.leading(.loose), lines: 3) - (standard + 6)) <= 0.5)
        }
    }

    @Test("on watchOS the adjustment is 1 point a line")
    func watchOS() {
        let standard = height(.body, on: .watchOS)
        #expect(abs(height(Font.body.leading(.loose), on: .watchOS) - (standard + 2)) <= 0.5)
    }

    @Test("standard leading is the font's own")
    func standard() {
        #expect(height(Font.body.leading(.standard)) == height(.body))
        #expect(Font.body.leading(.loose).leading(.standard) == .body)
    }

    @Test("the leading survives a change of design, weight or size")
    func kept() {
        // (Measured in the default design, whose stand-in ships with Trellis: a design with no
        // font file on the machine is drawn in squares, which have no line spacing to adjust.)
        let loose = height(Font.body.leading(.loose).bold().pointSize(20))
        #expect(abs(loose - (height(Font.body.bold().pointSize(20)) + 4)) <= 0.5)
        #expect(Font.body.leading(.loose).monospaced().bold() == Font.body.monospaced().bold().leading(.loose))
        #expect(Font.body.leading(.tight).pointSize(20) == Font.system(size: 20).leading(.tight))
    }
}
