import Foundation
import Testing
@testable import Trellis

/// swiftui-web goldens `effects/compositing` (macOS 26.2 at 2×; iamcgn/swiftui-web
/// `Fixtures/Goldens/effects/compositing/frames.json` at bd5110a, its fixture
/// `EffectsFixtures.compositing` in `Fixtures/Sources/Effects/EffectsFixtures.swift` at bd5110a)
/// and `effects/color-text` (`Fixtures/Goldens/effects/color-text/frames.json` at 8fb45b5, its
/// fixture `EffectsFixtures.colorText` in the same file at 8fb45b5): compositing and drawing
/// groups, opacity, shadows, blend modes, blur and colour filters change how a view's pixels
/// combine, never its frame.
@Suite("Effects: the compositing and colour-text goldens")
@MainActor
struct CompositingFixtureTests {
    /// Two overlapping 50-point circles in an 80 × 60 frame.
    private static func pair() -> some View {
        ZStack {
            Circle().fill(Color.red).frame(width: 50, height: 50).offset(x: -12)
            Circle().fill(Color.blue).frame(width: 50, height: 50).offset(x: 12)
        }
        .frame(width: 80, height: 60)
    }

    private var compositing: some View {
        ZStack {
            Color(red: 0.9, green: 0.9, blue: 0.6).frame(width: 400, height: 280)
            VStack(spacing: 20) {
                HStack(spacing: 20) {
                    Self.pair().opacity(0.5).id("opacity")
                    Self.pair().compositingGroup().opacity(0.5).id("opacityGroup")
                    Self.pair().shadow(color: .black, radius: 3, x: 6).id("shadow")
                    Self.pair().compositingGroup().shadow(color: .black, radius: 3, x: 6).id("shadowGroup")
                }
                .id("row1")
                HStack(spacing: 20) {
                    Self.pair().blendMode(.multiply).id("blend")
                    Self.pair().compositingGroup().blendMode(.multiply).id("blendGroup")
                    Self.pair().blur(radius: 3).id("blur")
                    Self.pair().drawingGroup().blur(radius: 3).id("blurGroup")
                }
                .id("row2")
                HStack(spacing: 20) {
                    Text("Label").padding(8).background(Color.white).shadow(color: .black, radius: 2, x: 4).id("labelShadow")
                    Text("Label").padding(8).background(Color.white).compositingGroup().shadow(color: .black, radius: 2, x: 4)
                        .id("labelShadowGroup")
                    Self.pair().colorInvert().id("invert")
                    Self.pair().opacity(0.5).colorInvert().id("invertOpacity")
                }
                .id("row3")
            }
            .id("stack")
        }
        .id("zstack")
    }

    private var compositingFrames: RecordedFrames {
        RecordedFrames(compositing, platform: .macOS, window: CGSize(width: 420, height: 300))
    }

    @Test("effects/compositing: grouped and ungrouped effects keep the pairs' frames")
    func compositingPairs() {
        let frames = compositingFrames
        frames.exact("zstack", 10, 10, 400, 280)
        frames.exact("row1", 20, 40, 380, 60)
        frames.exact("row2", 20, 120, 380, 60)
        for (index, id) in ["opacity", "opacityGroup", "shadow", "shadowGroup"].enumerated() {
            frames.exact(id, 20 + 100 * CGFloat(index), 40, 80, 60)
        }
        for (index, id) in ["blend", "blendGroup", "blur", "blurGroup"].enumerated() {
            frames.exact(id, 20 + 100 * CGFloat(index), 120, 80, 60)
        }
    }

    @Test("effects/compositing: a shadowed label row keeps its text's frames",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func compositingLabels() {
        let frames = compositingFrames
        frames.exact("stack", 20, 40, 380, 220)
        frames.text("row3", 51, 200, 318, 60)
        frames.text("labelShadow", 51, 214, 49, 32)
        frames.text("labelShadowGroup", 120, 214, 49, 32)
        frames.text("invert", 189, 200, 80, 60)
        frames.text("invertOpacity", 289, 200, 80, 60)
    }

    private var colorText: some View {
        let orange = Color(red: 0.8, green: 0.4, blue: 0.2)
        return ZStack {
            Color(red: 0.1, green: 0.2, blue: 0.3).frame(width: 340, height: 180).id("background")
            VStack(spacing: 12) {
                HStack(spacing: 20) {
                    Text("Bright").font(.title).foregroundStyle(orange).brightness(0.3).id("bright")
                    Text("Gray").font(.title).foregroundStyle(orange).grayscale(1).id("gray")
                    Text("Invert").font(.title).foregroundStyle(orange).colorInvert().id("invert")
                }
                .id("row1")
                HStack(spacing: 20) {
                    Circle().fill(orange).frame(width: 40, height: 40).luminanceToAlpha().id("lumCircle")
                    Text("Hue").padding(.horizontal, 10).padding(.vertical, 4)
                        .background(Capsule().fill(Color(red: 0.9, green: 0.2, blue: 0.3))).hueRotation(.degrees(120)).id("capsule")
                    Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(Color.yellow).saturation(0).id("symbol")
                    RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.2, green: 0.6, blue: 0.9)).frame(width: 60, height: 40)
                        .colorMultiply(Color(red: 1, green: 0.5, blue: 0.5)).id("multiplied")
                }
                .id("row2")
            }
            .id("stack")
        }
        .id("zstack")
    }

    @Test("effects/color-text: colour filters on text, a symbol and shapes keep their frames",
          .enabled(if: FixtureCase.systemFontsFound, "no font file for the system font"))
    func colorTextFrames() {
        let frames = RecordedFrames(colorText, platform: .macOS, window: CGSize(width: 360, height: 200))
        frames.exact("zstack", 10, 10, 340, 180)
        frames.exact("background", 10, 10, 340, 180)
        frames.text("stack", 61, 57.5, 238, 85)
        frames.text("row1", 81.75, 57.5, 196.5, 33)
        frames.text("bright", 81.75, 57.5, 57.5, 33)
        frames.text("gray", 159.25, 57.5, 45, 33)
        frames.text("invert", 224.25, 57.5, 54, 33)
        frames.text("row2", 61, 102.5, 238, 40)
        frames.text("lumCircle", 61, 102.5, 40, 40)
        frames.text("capsule", 121, 110.5, 44.5, 24)
        frames.text("symbol", 185.5, 106.75, 33.5, 31.5)
        frames.text("multiplied", 239, 102.5, 60, 40)
    }
}
