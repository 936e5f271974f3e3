import Foundation
import Testing
import Trellis
@testable import TrellisPreview
#if Macros
import TrellisMacros
#endif

/// What `#Preview("Fitting", traits: .sizeThatFitsLayout, .landscapeLeft) { … }` expands to
/// (TrellisMacros's `PreviewMacro`), written out: the macro is the `SwiftUI` module's.
struct FittingRegistry: PreviewRegistry {
    static let fileID = "Cards/Fitting.swift"
    static let line = 12
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview("Fitting", traits: .sizeThatFitsLayout, .landscapeLeft) { Color.red.frame(width: 40, height: 30) }
    }
}

/// An unnamed `#Preview` turned to landscape.
struct TurnedRegistry: PreviewRegistry {
    static let fileID = "Cards/Turned.swift"
    static let line = 3
    static let column = 1
    @MainActor static func makePreview() throws -> Preview {
        Preview(traits: .landscapeRight) { Color.blue }
    }
}

/// A `#Preview` whose registry cannot make it.
struct UnavailableRegistry: PreviewRegistry {
    static let fileID = "Cards/Broken.swift"
    static let line = 7
    static let column = 1
    @MainActor static func makePreview() throws -> Preview { throw PreviewUnavailable() }
}

/// A provider whose children set the preview modifiers.
struct Modified_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Color.green.frame(width: 20, height: 10).previewLayout(.fixed(width: 100, height: 50))
            Color.green.previewDevice("iPhone SE (3rd generation)")
            Color.green.previewInterfaceOrientation(.landscapeLeft).previewLayout(.fixed(width: .nan, height: 80))
        }
    }
}

/// `#Preview`s and the preview modifiers in the program `trellis preview` builds: their traits
/// change the size offered, the safe area and the scale of the page's device.
@MainActor @Suite struct PreviewPresentationTests {
    let sources = PreviewSource.distinct([
        PreviewSource(Modified_Previews.self, name: "Modified_Previews"), PreviewSource(registry: FittingRegistry.self),
        PreviewSource(registry: TurnedRegistry.self), PreviewSource(registry: UnavailableRegistry.self),
        PreviewSource(registry: FittingRegistry.self),
    ])
    /// iPhone 16 in portrait, as the page asks for it.
    let phone = (width: 393.0, height: 852.0, safeArea: [59.0, 0, 34, 0])

    /// The proposal, safe area and JSON of `name` asked for on the phone at @3x.
    func layout(_ name: String) throws -> (proposal: [String: Double], insets: [String: Double]) {
        let request = PreviewRequest(format: .json, preview: name, width: phone.width, height: phone.height, scale: 3, safeArea: phone.safeArea)
        let (head, body) = PreviewWorker.answer(String(decoding: try JSONEncoder().encode(request), as: UTF8.self), sources: sources)
        try #require(head.status == 200, "\(String(decoding: body, as: UTF8.self))")
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        // An unspecified length is `null`: left out here.
        func numbers(_ value: Any?) -> [String: Double] { (value as? [String: Any] ?? [:]).compactMapValues { $0 as? Double } }
        return (numbers(json["proposal"]), numbers(json["safeAreaInsets"]))
    }

    @Test("a #Preview is listed under its name, or its file and line; a repeated name gets its place")
    func namesMacroPreviews() {
        #expect(sources.map(\.name) == [
            "Modified_Previews", "Fitting", "Turned.swift:3", "Broken.swift:7", "Fitting (Fitting.swift:12)",
        ])
    }

    @Test("sizeThatFitsLayout offers no size and no safe area, whatever the device")
    func sizeThatFitsOffersNothing() throws {
        let (proposal, insets) = try layout("Fitting")
        #expect(proposal.isEmpty, "\(proposal)")
        #expect(insets.values.allSatisfy { $0 == 0 })
    }

    @Test("landscapeRight turns iPhone 16 into its landscape screen, with iOS's landscape insets")
    func landscapeTurnsThePhone() throws {
        let (proposal, insets) = try layout("Turned.swift:3")
        #expect(proposal == ["width": 852, "height": 393])
        #expect(insets == ["top": 0, "leading": 59, "bottom": 21, "trailing": 59])
    }

    @Test("a screen without a landscape preset turns its insets with it: the top inset goes to the leading edge for landscapeLeft")
    func landscapeLeftTurnsInsets() {
        let request = PreviewRequest(format: .json, width: 375, height: 667, safeArea: [20, 1, 2, 3])
        let turned = PreviewPresentation(orientation: .landscapeLeft).apply(to: request)
        #expect(turned.width == 667 && turned.height == 375)
        #expect(turned.safeArea == [3, 20, 1, 2])
        #expect(PreviewPresentation(orientation: .landscapeRight).apply(to: request).safeArea == [1, 2, 3, 20])
    }

    @Test("previewLayout(.fixed) offers exactly its size, with no safe area")
    func fixedLayoutOffersItsSize() throws {
        let (proposal, insets) = try layout("Modified_Previews-1")
        #expect(proposal == ["width": 100, "height": 50])
        #expect(insets.values.allSatisfy { $0 == 0 })
    }

    @Test("previewDevice naming a device trellis preview has uses that device's screen and scale")
    func previewDeviceChoosesTheScreen() throws {
        let (proposal, insets) = try layout("Modified_Previews-2")
        #expect(proposal == ["width": 375, "height": 667])
        #expect(insets["top"] == 20)
        let presentation = PreviewPresentation(device: "iPad Pro 11-inch (M4)")
        #expect(presentation.apply(to: PreviewRequest(format: .png, scale: 3)).scale == 2)
        #expect(PreviewPresentation(device: "Apple Watch").apply(to: PreviewRequest(format: .png, width: 10, scale: 3)).width == 10)
    }

    @Test("a NaN fixed length is unspecified on that axis; the other is kept")
    func nanFixedLengthIsUnspecified() throws {
        let (proposal, _) = try layout("Modified_Previews-3")
        #expect(proposal["width"] == nil && proposal["height"] == 80, "\(proposal)")
    }

    @Test("a #Preview whose registry throws shows the error instead of its view")
    func unavailablePreviewShowsTheError() throws {
        let request = PreviewRequest(format: .svg, preview: "Broken.swift:7", width: 300, height: 100)
        let (head, body) = PreviewWorker.answer(String(decoding: try JSONEncoder().encode(request), as: UTF8.self), sources: sources)
        #expect(head.status == 200 && String(decoding: body, as: UTF8.self).contains("Preview unavailable"))
    }

    #if Macros
    @Test("the scanner and the macro spell a #Preview's locator label alike")
    func locatorLabelsAgree() {
        for (file, line, column) in [("Card.swift", 1, 1), ("Card+Style_2.swift", 120, 5), ("Ünïcode Vïew.swift", 9, 14)] {
            #expect(PreviewScanner.locatorLabel(fileName: file, line: line, column: column)
                == PreviewLocator.label(fileName: file, line: line, column: column))
        }
    }
    #endif
}
