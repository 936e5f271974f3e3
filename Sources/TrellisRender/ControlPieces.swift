import Foundation
import Trellis

/// How a renderer draws a control's part (`LayoutResult/ControlDrawing`): simple pieces
/// (rounded boxes, circles, lines, glyphs) in root coordinates, in the platform's look. The SVG
/// and terminal renderers both draw from these, so a switch is a switch in either.
struct ControlPiece {
    enum Figure {
        /// A box with corners of `radius` (`nil`: a capsule).
        case box(radius: CGFloat?)
        /// The largest circle in the frame.
        case circle
        /// A line from `from` to `to`, `width` thick.
        case line(from: CGPoint, to: CGPoint, width: CGFloat)
        /// An arc of the circle in the frame, from the top clockwise over `fraction` of a turn.
        case arc(fraction: Double, width: CGFloat)
        /// Characters centred in the frame.
        case glyph(String)
    }

    var figure: Figure
    var frame: CGRect
    var color: RGBA
    /// Drawn as an outline `strokeWidth` thick rather than filled.
    var strokeWidth: CGFloat? = nil

    /// A colour as renderers write it.
    struct RGBA: Equatable {
        var red: Double, green: Double, blue: Double, opacity: Double
        init(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
            (self.red, self.green, self.blue, self.opacity) = (red / 255, green / 255, blue / 255, opacity)
        }
        init(_ paint: LayoutResult.Paint) {
            (red, green, blue, opacity) = (paint.red, paint.green, paint.blue, paint.opacity)
        }
        var hex: String {
            func byte(_ v: Double) -> String {
                let n = Int((min(max(v, 0), 1) * 255).rounded())
                return (n < 16 ? "0" : "") + String(n, radix: 16)
            }
            return "#" + byte(red) + byte(green) + byte(blue)
        }
        /// This colour at `opacity`.
        func opacity(_ opacity: Double) -> RGBA {
            var copy = self
            copy.opacity = opacity
            return copy
        }
        func dimmed(_ enabled: Bool) -> RGBA {
            var copy = self
            if !enabled { copy.opacity *= 0.5 }
            return copy
        }
    }

    /// The pieces of `control` drawn in `frame`, back to front.
    static func pieces(of control: LayoutResult.ControlDrawing, in f: CGRect) -> [ControlPiece] {
        guard f.width.isFinite, f.height.isFinite, f.width > 0, f.height > 0 else { return [] }
        let mac = control.platform == .macOS
        let tint = RGBA(control.tint).dimmed(control.isEnabled)
        let palette = ControlPalette(control.colorScheme)
        let neutral = palette.secondaryFill.dimmed(control.isEnabled)
        switch control.kind {
        case let .buttonBezel(prominent):
            return [ControlPiece(figure: .box(radius: control.cornerRadius), frame: f, color: prominent ? tint : neutral)]
        case let .toggleSwitch(isOn):
            let inset: CGFloat = mac ? 2 : 2.5
            let knob = CGSize(width: f.width * (mac ? 32 / 54 : 38 / 66), height: f.height - 2 * inset)
            let x = isOn ? f.maxX - inset - knob.width : f.minX + inset
            let knobFrame = CGRect(x: x, y: f.minY + inset, width: knob.width, height: knob.height)
            return [
                ControlPiece(figure: .box(radius: nil), frame: f,
                             color: isOn ? tint
                                 : (mac ? neutral : palette.switchOff.dimmed(control.isEnabled))),
                ControlPiece(figure: .box(radius: nil), frame: knobFrame, color: palette.knob),
                ControlPiece(figure: .box(radius: nil), frame: knobFrame, color: palette.knobEdge, strokeWidth: 0.5),
            ]
        case let .checkbox(isOn):
            var pieces = [ControlPiece(figure: .box(radius: 4), frame: f, color: isOn ? tint : palette.surface)]
            if isOn {
                pieces.append(ControlPiece(figure: .glyph("✓"), frame: f, color: palette.knob))
            } else {
                pieces.append(ControlPiece(figure: .box(radius: 4), frame: f, color: palette.hairline, strokeWidth: 1))
            }
            return pieces
        case let .slider(fraction):
            let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
            let thumb = min(f.height - 4, mac ? 14 : 27)
            let trackHeight: CGFloat = mac ? 4 : 6
            let usable = max(f.width - thumb, 0)
            let thumbX = f.minX + usable * fraction
            let track = CGRect(x: f.minX + thumb / 2, y: f.midY - trackHeight / 2, width: usable, height: trackHeight)
            // The fill runs from the neutral value (the track's start without one) to the thumb.
            let start = control.neutralFraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 } ?? 0
            let filled = CGRect(
                x: track.minX + usable * min(start, fraction), y: track.minY,
                width: usable * abs(fraction - start), height: trackHeight)
            let knob = CGRect(x: thumbX, y: f.midY - thumb / 2, width: thumb, height: thumb)
            // Each tick a dot the track's height across, centred where its value lies
            // (derived from iOS 26's look).
            let ticks = control.ticks.filter(\.isFinite).map { tick in
                ControlPiece(
                    figure: .circle,
                    frame: CGRect(x: track.minX + usable * min(max(tick, 0), 1) - trackHeight / 2, y: track.minY,
                                  width: trackHeight, height: trackHeight),
                    color: palette.ink.opacity(0.3).dimmed(control.isEnabled))
            }
            let thumbPieces = control.showsThumb ? [
                ControlPiece(figure: .circle, frame: knob, color: palette.knob),
                ControlPiece(figure: .circle, frame: knob, color: palette.knobEdge, strokeWidth: 0.5),
            ] : []
            return [ControlPiece(figure: .box(radius: nil), frame: track, color: neutral)] + ticks
                + [ControlPiece(figure: .box(radius: nil), frame: filled, color: tint)] + thumbPieces
        case .stepper:
            if mac {
                let half = f.height / 2
                return [
                    ControlPiece(figure: .box(radius: 5), frame: f, color: neutral),
                    ControlPiece(figure: .glyph("▴"), frame: CGRect(x: f.minX, y: f.minY, width: f.width, height: half), color: palette.ink.opacity(0.8)),
                    ControlPiece(figure: .glyph("▾"), frame: CGRect(x: f.minX, y: f.midY, width: f.width, height: half), color: palette.ink.opacity(0.8)),
                ]
            }
            let half = f.width / 2
            return [
                ControlPiece(figure: .box(radius: nil), frame: f, color: palette.tertiaryFill),
                ControlPiece(figure: .line(from: CGPoint(x: f.midX, y: f.minY + 8), to: CGPoint(x: f.midX, y: f.maxY - 8), width: 1),
                             frame: f, color: palette.ink.opacity(0.3)),
                ControlPiece(figure: .glyph("−"), frame: CGRect(x: f.minX, y: f.minY, width: half, height: f.height), color: palette.ink.dimmed(control.isEnabled)),
                ControlPiece(figure: .glyph("+"), frame: CGRect(x: f.midX, y: f.minY, width: half, height: f.height), color: palette.ink.dimmed(control.isEnabled)),
            ]
        case let .textField(_, _, bordered, _):
            guard bordered else { return [] }
            let radius = control.cornerRadius ?? 5
            return [
                ControlPiece(figure: .box(radius: radius), frame: f, color: palette.surface),
                ControlPiece(figure: .box(radius: radius), frame: f, color: palette.hairline, strokeWidth: 0.5),
            ]
        case let .progressBar(fraction):
            let height: CGFloat = mac ? 6 : 4
            let track = CGRect(x: f.minX, y: f.midY - height / 2, width: f.width, height: height)
            var bar = track
            if let fraction, fraction.isFinite {
                bar.size.width = f.width * min(max(fraction, 0), 1)
            } else {
                bar.size.width = f.width * 0.3   // indeterminate: a segment of the bar
            }
            return [ControlPiece(figure: .box(radius: nil), frame: track, color: palette.fill),
                    ControlPiece(figure: .box(radius: nil), frame: bar, color: tint)]
        case let .progressCircle(fraction):
            let side = min(f.width, f.height)
            let square = CGRect(x: f.midX - side / 2, y: f.midY - side / 2, width: side, height: side)
            if let fraction, fraction.isFinite {
                let width = max(side / 8, 1)
                let ring = square.insetBy(dx: width / 2, dy: width / 2)
                return [ControlPiece(figure: .circle, frame: ring, color: palette.fill, strokeWidth: width),
                        ControlPiece(figure: .arc(fraction: min(max(fraction, 0), 1), width: width), frame: ring, color: tint)]
            }
            // A spinner: eight spokes, darkest pointing left.
            return (0..<8).map { index in
                let angle = Double.pi + Double(index) * Double.pi / 4
                let inner = side * 0.25, outer = side * 0.48
                let from = CGPoint(x: square.midX + inner * cos(angle), y: square.midY + inner * sin(angle))
                let to = CGPoint(x: square.midX + outer * cos(angle), y: square.midY + outer * sin(angle))
                return ControlPiece(figure: .line(from: from, to: to, width: max(side / 10, 1)), frame: square,
                                    color: palette.ink.opacity(0.38 - 0.035 * Double(index)))
            }
        case let .segmentedControl(segments, selected):
            let radius: CGFloat? = mac ? 6 : nil
            var pieces = [ControlPiece(figure: .box(radius: radius), frame: f, color: palette.tertiaryFill)]
            guard segments > 0 else { return pieces }
            let width = f.width / CGFloat(segments)
            for index in 1..<segments where selected != index && selected != index - 1 {
                let x = f.minX + width * CGFloat(index)
                pieces.append(ControlPiece(figure: .line(from: CGPoint(x: x, y: f.minY + 7), to: CGPoint(x: x, y: f.maxY - 7), width: 1),
                                           frame: f, color: palette.divider))
            }
            if let selected, selected >= 0, selected < segments {
                let segment = CGRect(x: f.minX + width * CGFloat(selected), y: f.minY, width: width, height: f.height).insetBy(dx: 2, dy: 2)
                pieces.append(ControlPiece(figure: .box(radius: radius.map { $0 - 2 }), frame: segment, color: mac ? tint : palette.selectedSegment))
                pieces.append(ControlPiece(figure: .box(radius: radius.map { $0 - 2 }), frame: segment, color: palette.knobEdge, strokeWidth: 0.5))
            }
            return pieces
        case .menuIndicator:
            let mid = CGPoint(x: f.midX, y: f.midY)
            let w = min(f.width, 9) / 2, h = min(f.height / 4, 3.5)
            return [
                ControlPiece(figure: .line(from: CGPoint(x: mid.x - w, y: mid.y - 2), to: CGPoint(x: mid.x, y: mid.y - 2 - h), width: 1.5), frame: f, color: tint),
                ControlPiece(figure: .line(from: CGPoint(x: mid.x, y: mid.y - 2 - h), to: CGPoint(x: mid.x + w, y: mid.y - 2), width: 1.5), frame: f, color: tint),
                ControlPiece(figure: .line(from: CGPoint(x: mid.x - w, y: mid.y + 2), to: CGPoint(x: mid.x, y: mid.y + 2 + h), width: 1.5), frame: f, color: tint),
                ControlPiece(figure: .line(from: CGPoint(x: mid.x, y: mid.y + 2 + h), to: CGPoint(x: mid.x + w, y: mid.y + 2), width: 1.5), frame: f, color: tint),
            ]
        }
    }
}
