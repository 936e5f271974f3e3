import Foundation
import Testing
@testable import Trellis

/// swiftui-web goldens `effects/brightness`, `effects/saturation`, `effects/color-map` and
/// `effects/blend` (macOS 26.2 at 2×, at 8fb45b5; iamcgn/swiftui-web
/// `Fixtures/Goldens/effects/<name>/frames.json`, their fixture `EffectsFixtures`): colour
/// filters and blend modes change pixels, never frames. The swatch grids put five sample
/// colours down and one filter per column, 30-point cells 10 apart, centred in a window 20
/// wider and taller than the grid: every recorded cell is at (15 + 40 × column, 15 + 40 × row).
/// The blend grid is 3 rows of 7 cells, 44 points 6 apart, over a 360-wide background.
@Suite("Colour effects: the recorded frames")
@MainActor
struct ColorEffectFixtureTests {
    private static let samples: [Color] = [
        Color(red: 0.8, green: 0.4, blue: 0.2), Color(red: 0.2, green: 0.6, blue: 0.9), Color(red: 0.5, green: 0.5, blue: 0.5),
        Color(red: 1, green: 0, blue: 0), Color(red: 0.8, green: 0.4, blue: 0.2).opacity(0.5),
    ]

    /// A swatch grid as the fixture builds it: `columns` named filters over the samples.
    private func swatchGrid(_ columns: [String], cell: @escaping (Color, Int) -> AnyView) -> some View {
        VStack(spacing: 10) {
            ForEach(0 ..< Self.samples.count, id: \.self) { row in
                HStack(spacing: 10) {
                    ForEach(0 ..< columns.count, id: \.self) { column in
                        cell(Self.samples[row], column).frame(width: 30, height: 30).id("\(columns[column])-\(row)")
                    }
                }
            }
        }
        .id("grid")
    }

    /// Expects the grid and each of its cells where the recording has them.
    private func expectGrid(_ view: some View, _ columns: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: CGFloat(40 * columns.count + 20), height: 220))
        frames.exact("grid", 15, 15, CGFloat(40 * columns.count - 10), 190, sourceLocation: sourceLocation)
        for (column, name) in columns.enumerated() {
            for row in 0 ..< Self.samples.count {
                frames.exact("\(name)-\(row)", CGFloat(15 + 40 * column), CGFloat(15 + 40 * row), 30, 30, sourceLocation: sourceLocation)
            }
        }
    }

    @Test("effects/brightness: brightness and contrast keep every frame")
    func brightness() {
        let columns = ["plain", "b02", "b05", "bneg", "c05", "c15", "c2"]
        expectGrid(swatchGrid(columns) { color, column in
            switch column {
            case 0: AnyView(color)
            case 1: AnyView(color.brightness(0.2))
            case 2: AnyView(color.brightness(0.5))
            case 3: AnyView(color.brightness(-0.3))
            case 4: AnyView(color.contrast(0.5))
            case 5: AnyView(color.contrast(1.5))
            default: AnyView(color.contrast(2))
            }
        }, columns)
    }

    @Test("effects/saturation: saturation, grayscale and hue rotation keep every frame")
    func saturation() {
        let columns = ["plain", "s05", "s2", "s025", "g05", "g1", "h90", "h200"]
        expectGrid(swatchGrid(columns) { color, column in
            switch column {
            case 0: AnyView(color)
            case 1: AnyView(color.saturation(0.5))
            case 2: AnyView(color.saturation(2))
            case 3: AnyView(color.saturation(0.25))
            case 4: AnyView(color.grayscale(0.5))
            case 5: AnyView(color.grayscale(1))
            case 6: AnyView(color.hueRotation(.degrees(90)))
            default: AnyView(color.hueRotation(.degrees(200)))
            }
        }, columns)
    }

    @Test("effects/color-map: inverting, multiplying and luminance to alpha keep every frame")
    func colorMap() {
        let columns = ["plain", "invert", "mulBlue", "mulHalf", "lumAlpha", "chain"]
        expectGrid(swatchGrid(columns) { color, column in
            switch column {
            case 0: AnyView(color)
            case 1: AnyView(color.colorInvert())
            case 2: AnyView(color.colorMultiply(Color(red: 0, green: 0.5, blue: 1)))
            case 3: AnyView(color.colorMultiply(Color(red: 1, green: 1, blue: 1).opacity(0.5)))
            case 4: AnyView(color.luminanceToAlpha())
            default: AnyView(color.saturation(0).brightness(0.2).colorInvert())
            }
        }, columns)
    }

    @Test("effects/blend: every blend mode's cell where the recording has it")
    func blend() {
        let modes: [(String, BlendMode)] = [
            ("normal", .normal), ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay), ("darken", .darken),
            ("lighten", .lighten), ("colorDodge", .colorDodge), ("colorBurn", .colorBurn), ("softLight", .softLight),
            ("hardLight", .hardLight), ("difference", .difference), ("exclusion", .exclusion), ("hue", .hue),
            ("saturation", .saturation), ("color", .color), ("luminosity", .luminosity), ("sourceAtop", .sourceAtop),
            ("destinationOver", .destinationOver), ("destinationOut", .destinationOut), ("plusDarker", .plusDarker),
            ("plusLighter", .plusLighter),
        ]
        let view = ZStack {
            HStack(spacing: 0) {
                Color(red: 0.2, green: 0.6, blue: 0.9).frame(width: 160)
                Color(red: 0.9, green: 0.9, blue: 0.2).frame(width: 200)
            }
            .id("background")
            VStack(spacing: 6) {
                ForEach(0 ..< 3, id: \.self) { row in
                    HStack(spacing: 6) {
                        ForEach(0 ..< 7, id: \.self) { column in
                            let index = row * 7 + column
                            Color(red: 0.8, green: 0.4, blue: 0.2).opacity(index == 20 ? 0.5 : 1)
                                .frame(width: 44, height: 44)
                                .blendMode(modes[index].1)
                                .id(modes[index].0)
                        }
                    }
                }
            }
            .id("grid")
        }
        .frame(width: 380, height: 220)
        .id("zstack")
        let frames = RecordedFrames(view, platform: .macOS, window: CGSize(width: 380, height: 220))
        frames.exact("zstack", 0, 0, 380, 220)
        frames.exact("background", 10, 0, 360, 220)
        frames.exact("grid", 18, 38, 344, 144)
        for (index, (name, _)) in modes.enumerated() {
            frames.exact(name, CGFloat(18 + 50 * (index % 7)), CGFloat(38 + 50 * (index / 7)), 44, 44)
        }
    }
}
