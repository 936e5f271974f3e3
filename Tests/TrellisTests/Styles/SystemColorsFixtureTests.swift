import Foundation
import Testing
@testable import Trellis

/// swiftui-web goldens `ios/color/system` and `ios/dark/system-colors` (iOS 26 simulator at 2×;
/// iamcgn/swiftui-web `Fixtures/Goldens/<name>/frames.json` at 9fdb710, their fixtures
/// `IOSDarkFixtures.systemColors` and `.darkSystemColors` in
/// `Fixtures/Sources/iOS/IOSDarkFixtures.swift` at 9fdb710) and `dark/system-colors` (macOS 26.2
/// at 2×; `Fixtures/Goldens/dark/system-colors/frames.json` at 3170cea, its fixture
/// `DarkFixtures.systemColors` in `Fixtures/Sources/Dark/DarkFixtures.swift` at 3170cea): a
/// window-filling grid of the system colours, three rows of flexible cells sharing the width
/// — hierarchical fills (`.tertiary`, `.quaternary`) and asset-catalog colours (`Color("Accent")`,
/// which Trellis cannot load: clear) among them — in the light and dark schemes. Colours never
/// change frames: every cell is its share of its row.
@Suite("Colours: the system colour grid goldens")
@MainActor
struct SystemColorsFixtureTests {
    private static let firstRow = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue"]
    private static let secondRow = ["indigo", "purple", "pink", "brown", "white", "gray", "black", "clear"]

    /// The grid; `named` adds the macOS fixture's two asset-catalog colours to the last row.
    private func grid(named: Bool) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red.id("red"); Color.orange.id("orange"); Color.yellow.id("yellow"); Color.green.id("green")
                Color.mint.id("mint"); Color.teal.id("teal"); Color.cyan.id("cyan"); Color.blue.id("blue")
            }
            HStack(spacing: 0) {
                Color.indigo.id("indigo"); Color.purple.id("purple"); Color.pink.id("pink"); Color.brown.id("brown")
                Color.white.id("white"); Color.gray.id("gray"); Color.black.id("black"); Color.clear.id("clear")
            }
            HStack(spacing: 0) {
                Color.primary.id("primary"); Color.secondary.id("secondary"); Color.accentColor.id("accentColor")
                if named {
                    Color("Accent").id("namedAccent"); Color("Panel").id("namedPanel")
                }
                Rectangle().fill(.tertiary).id("tertiary"); Rectangle().fill(.quaternary).id("quaternary")
                Rectangle().id("shapeDefault")
            }
        }
        .id("stack")
    }

    /// Expects the 400 × 240 grid's cells where the recordings have them: the first two rows
    /// 50 wide, the last row's `lastRow` cells sharing 400 points, each within 0.01 pt (the
    /// recordings hold sixths of a point as binary fractions).
    private func expectGrid(
        _ platform: TargetPlatform, _ scheme: ColorScheme, lastRow: [String],
        named: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var environment = EnvironmentValues.recording(platform)
        environment.colorScheme = scheme
        let result = grid(named: named).layout(in: ProposedViewSize(width: 400, height: 240), environment: environment)
        func expect(_ id: String, _ expected: CGRect) {
            guard let frame = result.element(id: id)?.exactFrame else {
                Issue.record("\(id): no view has this id", sourceLocation: sourceLocation)
                return
            }
            let close = abs(frame.minX - expected.minX) <= 0.01 && abs(frame.minY - expected.minY) <= 0.01
                && abs(frame.width - expected.width) <= 0.01 && abs(frame.height - expected.height) <= 0.01
            #expect(close, "\(id): recorded \(expected), laid out \(frame)", sourceLocation: sourceLocation)
        }
        expect("stack", CGRect(x: 0, y: 0, width: 400, height: 240))
        for (row, ids) in [Self.firstRow, Self.secondRow].enumerated() {
            for (column, id) in ids.enumerated() {
                expect(id, CGRect(x: 50 * CGFloat(column), y: 80 * CGFloat(row), width: 50, height: 80))
            }
        }
        let width = 400 / CGFloat(lastRow.count)
        for (column, id) in lastRow.enumerated() {
            expect(id, CGRect(x: width * CGFloat(column), y: 160, width: width, height: 80))
        }
    }

    private static let iOSLastRow = ["primary", "secondary", "accentColor", "tertiary", "quaternary", "shapeDefault"]

    @Test("ios/color/system: tertiary and quaternary fills take a sixth of the last row like the colours")
    func iOSLight() {
        expectGrid(.iOS, .light, lastRow: Self.iOSLastRow, named: false)
    }

    @Test("ios/dark/system-colors: the dark scheme keeps the light grid's frames")
    func iOSDark() {
        expectGrid(.iOS, .dark, lastRow: Self.iOSLastRow, named: false)
    }

    @Test("dark/system-colors: asset-catalog colours take an eighth of the last row like the others")
    func macOSDark() {
        expectGrid(
            .macOS, .dark,
            lastRow: ["primary", "secondary", "accentColor", "namedAccent", "namedPanel", "tertiary", "quaternary", "shapeDefault"],
            named: true)
    }
}
