import Foundation
import Trellis

/// The colours a control's pieces (``ControlPiece``) are drawn in, in a colour scheme.
///
/// The light values are iOS's light system colours; the dark ones its dark system colours, as
/// Apple's Human Interface Guidelines show them
/// (https://developer.apple.com/design/human-interface-guidelines/color, "System colors" and
/// "Dark Mode"; UIKit's "UI element colors" names them): `systemBackground` black,
/// `secondarySystemBackground` #1c1c1e, `tertiarySystemBackground` #2c2c2e, `separator`
/// (84, 84, 88) at 60 %, the fills (120, 120, 128) at 36 / 32 / 24 / 18 % (light: 20 / 16 /
/// 12 / 8 %), dark `systemGreen` (48, 209, 88). Values marked *estimate* are not published
/// and were matched by eye to screenshots of iOS 17 in dark mode.
struct ControlPalette {
    /// The knob of a switch and a slider (white in both schemes).
    var knob: ControlPiece.RGBA
    /// The edge drawn around a knob or a selected segment.
    var knobEdge: ControlPiece.RGBA
    /// A box's surface: an unchecked checkbox, a bordered text field.
    var surface: ControlPiece.RGBA
    /// Hairlines: a text field's border, an unchecked checkbox's outline.
    var hairline: ControlPiece.RGBA
    /// The fills, largest to smallest: `systemFill`, `secondarySystemFill`,
    /// `tertiarySystemFill`.
    var fill: ControlPiece.RGBA, secondaryFill: ControlPiece.RGBA, tertiaryFill: ControlPiece.RGBA
    /// A switch's track when off, on iOS.
    var switchOff: ControlPiece.RGBA
    /// Glyphs and lines drawn in the label colour (a stepper's − and +, a spinner's spokes).
    var ink: ControlPiece.RGBA
    /// The selected segment of a segmented control, on iOS.
    var selectedSegment: ControlPiece.RGBA
    /// A divider between segments and a stepper's halves.
    var divider: ControlPiece.RGBA

    init(_ scheme: ColorScheme) {
        switch scheme {
        case .light:
            knob = ControlPiece.RGBA(255, 255, 255)
            knobEdge = ControlPiece.RGBA(0, 0, 0, 0.12)
            surface = ControlPiece.RGBA(255, 255, 255)
            hairline = ControlPiece.RGBA(0, 0, 0, 0.2)
            fill = ControlPiece.RGBA(120, 120, 128, 0.2)
            secondaryFill = ControlPiece.RGBA(120, 120, 128, 0.16)
            tertiaryFill = ControlPiece.RGBA(120, 120, 128, 0.12)
            switchOff = secondaryFill
            ink = ControlPiece.RGBA(0, 0, 0)
            selectedSegment = ControlPiece.RGBA(255, 255, 255)
            divider = ControlPiece.RGBA(0, 0, 0, 0.15)
        case .dark:
            knob = ControlPiece.RGBA(255, 255, 255)
            knobEdge = ControlPiece.RGBA(0, 0, 0, 0.12)
            surface = ControlPiece.RGBA(28, 28, 30)          // secondarySystemBackground (its use here: estimate)
            hairline = ControlPiece.RGBA(84, 84, 88, 0.6)    // separator
            fill = ControlPiece.RGBA(120, 120, 128, 0.36)
            secondaryFill = ControlPiece.RGBA(120, 120, 128, 0.32)
            tertiaryFill = ControlPiece.RGBA(120, 120, 128, 0.24)
            switchOff = ControlPiece.RGBA(57, 57, 61)        // #39393d: estimate
            ink = ControlPiece.RGBA(255, 255, 255)
            selectedSegment = ControlPiece.RGBA(99, 99, 102)  // #636366: estimate
            divider = ControlPiece.RGBA(84, 84, 88, 0.6)     // separator: estimate
        }
    }
}
