import Foundation

/// The kinds of interaction available to views behind a presentation.
///
/// Where the view behind can be interacted with, the sheet does not dim it.
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable {
        case automatic, enabled, disabled
        case enabledUpThrough(PresentationDetent)
    }

    let kind: Kind

    /// The default background interaction for the presentation: disabled, the view behind
    /// dimmed.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .automatic) }

    /// People can interact with the view behind a presentation: it is not dimmed.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .enabled) }

    /// People can interact with the view behind a presentation up through a specified detent:
    /// the view is not dimmed while the sheet rests at that detent's height or lower.
    ///
    /// - Parameter detent: The largest detent at which the view behind stays interactive.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }

    /// People can't interact with the view behind a presentation: it is dimmed.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(kind: .disabled) }
}

/// A behavior that you can use to influence how a presentation responds to swipe gestures.
///
/// Headless there are no gestures: the value is inert (docs/differences.md).
public struct PresentationContentInteraction: Equatable, Sendable {
    let kind: Int

    /// The default swipe behavior for the presentation.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(kind: 0) }
    /// A behavior that prioritizes resizing a presentation when swiping.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(kind: 1) }
    /// A behavior that prioritizes scrolling the content of a presentation when swiping.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(kind: 2) }
}

/// Strategies for adapting a presentation to a different size class.
///
/// In a compact width (an iPhone) a popover or a sheet becomes what its adaptation names:
/// `.fullScreenCover` a full-screen cover, `.sheet` a sheet; `.automatic`, `.none` and
/// `.popover` leave a sheet a sheet and, in Trellis, a popover a sheet too
/// (docs/differences.md).
public struct PresentationAdaptation: Sendable, Equatable {
    let kind: Int

    /// Use the default presentation adaptation.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: 0) }
    /// Don't adapt for the size class, if possible.
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: 1) }
    /// Prefer a popover presentation.
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: 2) }
    /// Prefer a sheet presentation.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: 3) }
    /// Prefer a full-screen-cover presentation.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: 4) }
}

nonisolated extension View {
    /// Controls whether people can interact with the view behind a presentation.
    ///
    /// Where they can, the sheet does not dim the view behind it.
    ///
    /// - Parameter interaction: A specification of how people can interact with the view
    ///   behind a presentation.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(PresentationRecordModifier { record in
            if record.backgroundInteraction == nil { record.backgroundInteraction = interaction }
        })
    }

    /// Configures the behavior of swipe gestures on a presentation.
    ///
    /// Inert headless: nothing swipes (docs/differences.md, "Presentations").
    ///
    /// - Parameter behavior: The requested behavior.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        modifier(PresentationRecordModifier { _ in })
    }

    /// Specifies how to adapt a presentation to compact size classes.
    ///
    /// - Parameter adaptation: The adaptation to use in either a horizontally or vertically
    ///   compact size class.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal: adaptation, vertical: adaptation)
    }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size
    /// classes.
    ///
    /// An iPhone in portrait is horizontally compact: the horizontal adaptation applies.
    ///
    /// - Parameters:
    ///   - horizontalAdaptation: The adaptation to use in a horizontally compact size class.
    ///   - verticalAdaptation: The adaptation to use in a vertically compact size class.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        modifier(PresentationRecordModifier { record in
            if record.adaptation == nil { record.adaptation = horizontalAdaptation }
        })
    }
}
