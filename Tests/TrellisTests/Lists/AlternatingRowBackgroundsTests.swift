import Foundation
import Testing
@testable import Trellis

// SwiftUI: "alternatingRowBackgrounds(_:)"
// (https://developer.apple.com/documentation/swiftui/view/alternatingrowbackgrounds(_:)) and
// `InsetListStyle.init(alternatesRowBackgrounds:)`: macOS lists fill every second row. The
// fill, grey 244, is a macOS table's alternate band (docs/differences.md, "Lists"); the rows'
// places are swiftui-web list/alternating's (Lists/ListLooksFixtureTests.swift).

@Suite("Lists: alternating row backgrounds")
@MainActor
struct AlternatingRowBackgroundsTests {
    private func rows() -> some View {
        List {
            Color.blue.frame(width: 40, height: 16)
            Color.blue.frame(width: 40, height: 16)
            Color.blue.frame(width: 40, height: 16)
        }
    }

    /// The grey fills laid out behind rows.
    private func fills(_ list: some View, on platform: TargetPlatform = .macOS) -> [CGRect] {
        let result = list.layout(in: ProposedViewSize(width: 320, height: 200), environment: .recording(platform))
        return result.elements.compactMap {
            if case let .fill(paint)? = $0.drawing, paint.hex == "#f4f4f4" { $0.frame } else { nil }
        }
    }

    @Test("alternatingRowBackgrounds fills the second row of three, behind it across the list")
    func enabledFillsSecondRow() {
        #expect(fills(rows().alternatingRowBackgrounds()) == [CGRect(x: 16, y: 34, width: 288, height: 24)])
    }

    @Test("without the modifier a macOS list fills no row")
    func plainListFillsNothing() {
        #expect(fills(rows()).isEmpty)
    }

    @Test("the inset style made with alternatesRowBackgrounds alternates; .disabled overrides it")
    func insetStyleAlternates() {
        #expect(fills(rows().listStyle(.inset(alternatesRowBackgrounds: true))).count == 1)
        #expect(fills(rows().listStyle(.inset(alternatesRowBackgrounds: true)).alternatingRowBackgrounds(.disabled)).isEmpty)
    }

    @Test("an iOS list has no alternating row backgrounds")
    func iOSIgnoresIt() {
        #expect(fills(rows().alternatingRowBackgrounds(), on: .iOS).isEmpty)
    }
}
