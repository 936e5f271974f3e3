import Foundation
import Testing
@testable import Trellis

/// `Color(_:bundle:)`: a colour set of an asset catalog, by name
/// (https://developer.apple.com/documentation/swiftui/color/init(_:bundle:): "Creates a color
/// from a color set that you indicate by name"). The sets are written as Xcode writes
/// `Contents.json` (its asset catalog format reference: `colors`, each with `idiom`, optional
/// `appearances` and a `color` of `color-space` and `components`, or a system `reference`).
@Suite("Colours from asset catalogs")
@MainActor
struct ColorAssetTests {
    /// A bundle whose catalog holds `sets` (a set's name and its `color` object).
    private func bundle(_ sets: [String: String], dark: [String: String] = [:]) throws -> Bundle {
        let folder = TestImages.folder()
        for (name, color) in sets {
            var entries = [#"{"idiom": "universal", "color": \#(color)}"#]
            if let darkColor = dark[name] {
                entries.append(#"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": \#(darkColor)}"#)
            }
            let json = #"{"colors": [\#(entries.joined(separator: ","))], "info": {"author": "xcode", "version": 1}}"#
            TestImages.write(Data(json.utf8), "Assets.xcassets/\(name).colorset/Contents.json", in: folder)
        }
        return try #require(Bundle(path: folder.path))
    }

    @Test("a colour set's fractional sRGB components make the colour")
    func fractionalComponents() throws {
        let bundle = try bundle(["Brand": #"{"color-space": "srgb", "components": {"red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "0.800"}}"#])
        #expect(Color("Brand", bundle: bundle) == Color(red: 1, green: 0.5, blue: 0, opacity: 0.8))
    }

    @Test("8-bit and hexadecimal components are read as Xcode writes them")
    func integerAndHexComponents() throws {
        let bundle = try bundle([
            "Eight": #"{"color-space": "srgb", "components": {"red": "255", "green": "51", "blue": "0", "alpha": "1.000"}}"#,
            "Hex": #"{"color-space": "srgb", "components": {"red": "0xFF", "green": "0x33", "blue": "0x00", "alpha": "1.000"}}"#,
        ])
        let expected = Color(red: 1, green: 51.0 / 255, blue: 0)
        #expect(Color("Eight", bundle: bundle) == expected)
        #expect(Color("Hex", bundle: bundle) == expected)
    }

    @Test("a grey set's white component makes a grey")
    func greyComponents() throws {
        let bundle = try bundle(["Grey": #"{"color-space": "gray-gamma-22", "components": {"white": "0.250", "alpha": "1.000"}}"#])
        #expect(Color("Grey", bundle: bundle) == Color(white: 0.25))
    }

    @Test("a set that refers to a system colour is that colour")
    func systemReference() throws {
        let bundle = try bundle(["Tint": #"{"platform": "ios", "reference": "systemBlueColor"}"#])
        #expect(Color("Tint", bundle: bundle) == .blue)
    }

    @Test("the entry for any appearance is used, not the dark one")
    func anyAppearanceEntry() throws {
        let bundle = try bundle(
            ["Surface": #"{"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}"#],
            dark: ["Surface": #"{"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}"#])
        #expect(Color("Surface", bundle: bundle) == Color(red: 1, green: 1, blue: 1))
    }

    @Test("a set in a catalog folder without a namespace is found by its name")
    func setInPlainFolder() throws {
        let folder = TestImages.folder()
        let color = #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}}]}"#
        TestImages.write(Data(color.utf8), "Assets.xcassets/Palette/Leaf.colorset/Contents.json", in: folder)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Color("Leaf", bundle: bundle) == Color(red: 0, green: 1, blue: 0))
    }

    @Test("a colour fills a view with the set's colour when drawn")
    func drawnColour() throws {
        let bundle = try bundle(["Brand": #"{"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}"#])
        let result = Color("Brand", bundle: bundle).layout(in: ProposedViewSize(width: 10, height: 10))
        guard case let .fill(paint)? = result.elements.last?.drawing else {
            Issue.record("the colour drew no fill")
            return
        }
        #expect(paint.hex == "#0000ff" && paint.opacity == 1)
    }

    @Test("a name no catalog has gives a clear colour")
    func missingColourIsClear() throws {
        let bundle = try bundle([:])
        #expect(Color("Nowhere", bundle: bundle) == .clear)
    }

    @Test("a damaged colour set gives a clear colour, not a crash")
    func damagedSetIsClear() throws {
        let folder = TestImages.folder()
        TestImages.write(Data("{\"colors\": [{\"color\": {\"components\": {\"red\": \"nan\"".utf8), "Assets.xcassets/Bad.colorset/Contents.json", in: folder)
        TestImages.write(Data(#"{"colors": [{"color": {"components": {"red": "inf", "green": "0", "blue": "0"}}}]}"#.utf8), "Assets.xcassets/Inf.colorset/Contents.json", in: folder)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Color("Bad", bundle: bundle) == .clear)
        #expect(Color("Inf", bundle: bundle) == .clear)
    }
}
