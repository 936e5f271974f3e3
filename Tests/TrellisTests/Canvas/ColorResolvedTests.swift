import Foundation
import Testing
import Trellis

/// Color.Resolved and the HSB initialiser (issue 40).
@Suite("Color.Resolved")
struct ColorResolvedTests {
    @Test("sRGB components round-trip through linear ones")
    func roundTrip() {
        let resolved = Color.Resolved(red: 0.5, green: 0.2, blue: 1, opacity: 0.5)
        #expect(abs(resolved.linearRed - 0.21404) < 1e-4)
        #expect(abs(resolved.red - 0.5) < 1e-5 && abs(resolved.green - 0.2) < 1e-5 && abs(resolved.blue - 1) < 1e-5)
    }

    @Test("a linear colour space stores the components as given")
    func linearSpace() {
        #expect(Color.Resolved(colorSpace: .sRGBLinear, red: 0.25, green: 0, blue: 0).linearRed == 0.25)
    }

    @Test("resolving a colour in a dark environment gives the dark variant")
    func darkScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.red.resolve(in: dark) != Color.red.resolve(in: EnvironmentValues()))
        #expect(abs(Color(red: 1, green: 0, blue: 0).resolve(in: EnvironmentValues()).red - 1) < 1e-5)
    }

    @Test("HSB hues map to their primaries; NaN is read as 0")
    func hsb() {
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolve(in: EnvironmentValues()) == Color.Resolved(red: 0, green: 1, blue: 0))
        #expect(Color(hue: .nan, saturation: 1, brightness: 1).resolve(in: EnvironmentValues()) == Color.Resolved(red: 1, green: 0, blue: 0))
    }
}

/// Color.ResolvedHDR and exposure (issue 40).
@Suite("Color.ResolvedHDR")
struct ColorResolvedHDRTests {
    @Test("a resolved HDR colour has no headroom until one is set")
    func headroom() {
        var hdr = Color(red: 0.5, green: 0.5, blue: 0.5).resolveHDR(in: EnvironmentValues())
        #expect(hdr.headroom == nil)
        hdr.headroom = 2
        #expect(hdr.headroom == 2)
        #expect(abs(hdr.red - 0.5) < 1e-5)
    }

    @Test("one stop of exposure doubles the linear components; NaN changes nothing")
    func exposure() {
        let base = Color(red: 0.2, green: 0.2, blue: 0.2)
        let brighter = base.exposureAdjust(1).resolve(in: EnvironmentValues())
        #expect(abs(brighter.linearRed - 2 * base.resolve(in: EnvironmentValues()).linearRed) < 1e-4)
        #expect(base.exposureAdjust(.nan) == base)
    }
}
