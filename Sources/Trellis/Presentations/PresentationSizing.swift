import Foundation

/// A type that defines the size of the presentation content and how the presentation size
/// adjusts to its content's size changing.
///
/// The sizing proposes a size to the presentation's content (its root), and the presentation
/// adopts the size the content answers. Where that applies depends on the width:
///
/// - In a compact width (an iPhone, and a headless layout whose
///   ``EnvironmentValues/horizontalSizeClass`` is not `.regular`) a sheet spans the window's
///   width and rests at its detent whatever its sizing, as UIKit's form and page sheets do in a
///   compact width: the sizing changes no layout.
/// - In a regular width (`horizontalSizeClass == .regular`, an iPad) a sheet with
///   ``PresentationSizing/fitted``, ``PresentationSizing/fitted(horizontal:vertical:)`` or
///   a sizing of your own is a card centred in the window, at the size its content answers for
///   the sizing's proposal (at most the window's; a proposed length that is not a number is
///   the content's ideal, a negative one 0), every corner rounded. `.automatic`, `.form`
///   and `.page` keep the compact layout there: their iPad sizes are not measured
///   (docs/differences.md, "Presentations").
///
/// ```swift
/// struct Square: PresentationSizing {
///     func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
///         ProposedViewSize(width: 400, height: 400)
///     }
/// }
/// ```
public protocol PresentationSizing {
    /// The size to propose to the presentation's content.
    ///
    /// - Parameters:
    ///   - root: A proxy of the presentation's content, to measure it.
    ///   - context: Information about where the presentation is shown.
    /// - Returns: The proposal; the presentation takes the size its content answers.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// A proxy of a presentation's content, which a ``PresentationSizing`` measures.
public struct PresentationSizingRoot {
    let measure: (ProposedViewSize) -> CGSize

    /// Asks the presentation's content for its size under a proposal.
    ///
    /// - Parameter proposal: The proposed size.
    /// - Returns: The size the content answers.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measure(proposal)
    }
}

@available(*, unavailable)
extension PresentationSizingRoot: Sendable {}

/// Information about where a presentation is shown, which a ``PresentationSizing`` reads.
///
/// It has no public members in SwiftUI either; the system sizings read the window's size from
/// it.
public struct PresentationSizingContext {
    /// The size of the window the presentation is shown in.
    let window: CGSize
}

@available(*, unavailable)
extension PresentationSizingContext: Sendable {}

/// The sizing that proposes the large sheet's size: the window's width and its height less
/// the 31 points a sheet leaves at its top (``SheetMetrics``).
private func largeSheetProposal(_ context: PresentationSizingContext) -> ProposedViewSize {
    ProposedViewSize(width: Swift.max(context.window.width, 0), height: SheetMetrics.largeHeight(in: context.window.height))
}

/// The sizing appropriate for forms, slightly less wide than `.page`.
///
/// In a compact width it is the compact sheet; Trellis lays it out so in a regular width too,
/// where an iPad's form size is not measured (docs/differences.md).
public struct FormPresentationSizing: PresentationSizing, Sendable {
    /// Proposes the large sheet's size: the window's width and its height less 31.
    ///
    /// - Parameters:
    ///   - root: The presentation's content (not measured).
    ///   - context: Where the presentation is shown.
    /// - Returns: The large sheet's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        largeSheetProposal(context)
    }
}

/// The sizing of a page: roughly the size of a page of paper.
///
/// In a compact width it is the compact sheet; Trellis lays it out so in a regular width too,
/// where an iPad's page size is not measured (docs/differences.md).
public struct PagePresentationSizing: PresentationSizing, Sendable {
    /// Proposes the large sheet's size: the window's width and its height less 31.
    ///
    /// - Parameters:
    ///   - root: The presentation's content (not measured).
    ///   - context: Where the presentation is shown.
    /// - Returns: The large sheet's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        largeSheetProposal(context)
    }
}

/// The sizing dictated by the ideal size of the content: it proposes `nil` in both
/// dimensions.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    /// Proposes `nil` in both dimensions: the content's ideal size.
    ///
    /// - Parameters:
    ///   - root: The presentation's content (not measured).
    ///   - context: Where the presentation is shown (not read).
    /// - Returns: `.unspecified`.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        .unspecified
    }
}

/// The default sizing of a presentation: on an iPhone, the sheet at its detent.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    /// Proposes the large sheet's size: the window's width and its height less 31.
    ///
    /// - Parameters:
    ///   - root: The presentation's content (not measured).
    ///   - context: Where the presentation is shown.
    /// - Returns: The large sheet's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        largeSheetProposal(context)
    }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// The size is appropriate for forms and slightly less wide than `.page`.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// The size is roughly the size of a page of paper.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The presentation sizing is dictated by the ideal size of the content.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The default presentation sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing {
    /// Modifies the sizing so that the presentation does not shrink in the given dimensions
    /// when its content shrinks.
    ///
    /// Each layout proposes what this sizing does: Trellis does not keep a presentation's
    /// largest size across changes, so stickiness changes no layout (docs/differences.md).
    ///
    /// - Parameters:
    ///   - horizontal: Whether the width never shrinks.
    ///   - vertical: Whether the height never shrinks.
    /// - Returns: The sizing, sticky in the given dimensions.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        StickyPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
    }

    /// Modifies the sizing to fit the content's ideal size in the given dimensions: it proposes
    /// `nil` there, and this sizing's proposal in the others.
    ///
    /// ```swift
    /// Text("Details").presentationSizing(.page.fitted(horizontal: false, vertical: true))
    /// ```
    ///
    /// - Parameters:
    ///   - horizontal: Whether the width is the content's ideal width.
    ///   - vertical: Whether the height is the content's ideal height.
    /// - Returns: The sizing, fitted in the given dimensions.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        FittedDimensionsPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
    }
}

/// A sizing that never shrinks in some dimensions: its base's proposal.
struct StickyPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        base.proposedSize(for: root, context: context)
    }
}

/// A sizing that proposes `nil` in the dimensions it fits, its base's proposal in the others.
struct FittedDimensionsPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        var proposal = base.proposedSize(for: root, context: context)
        if horizontal { proposal.width = nil }
        if vertical { proposal.height = nil }
        return proposal
    }
}

/// A presentation's sizing, as a layout carries it.
struct PresentationSizingBox: @unchecked Sendable {
    // Unchecked: a sizing is a value the presentation's content set on the main actor; the
    // layout calls it only while the host lays the tree out, as it calls the content's views.
    let sizing: any PresentationSizing

    /// Whether the sizing keeps the compact sheet in a regular width: the system sizings whose
    /// iPad sizes are not measured.
    var keepsSheet: Bool {
        sizing is AutomaticPresentationSizing || sizing is FormPresentationSizing || sizing is PagePresentationSizing
    }

    /// The card's size in `window` for content measured by `measure`: the content's answer to
    /// the sizing's proposal, each length a finite number from 0 to the window's (a length
    /// that is not finite is the window's). A proposed length that is not a number is `nil`
    /// (the content's ideal length), a negative one 0.
    func cardSize(in window: CGSize, measure: @escaping (ProposedViewSize) -> CGSize) -> CGSize {
        let root = PresentationSizingRoot(measure: measure)
        var proposal = sizing.proposedSize(for: root, context: PresentationSizingContext(window: window))
        func repair(_ length: CGFloat?) -> CGFloat? {
            guard let length, !length.isNaN else { return nil }
            return Swift.max(length, 0)
        }
        proposal = ProposedViewSize(width: repair(proposal.width), height: repair(proposal.height))
        let size = measure(proposal)
        func clamp(_ length: CGFloat, _ limit: CGFloat) -> CGFloat {
            let limit = limit.isFinite ? Swift.max(limit, 0) : 0
            return length.isFinite ? Swift.min(Swift.max(length, 0), limit) : limit
        }
        return CGSize(width: clamp(size.width, window.width), height: clamp(size.height, window.height))
    }
}

nonisolated extension View {
    /// Sets the sizing of the containing presentation.
    ///
    /// The sizing proposes a size to the presentation's content, and the presentation adopts
    /// the size the content answers. In a compact width (an iPhone) a sheet spans the width at
    /// its detent whatever its sizing; in a regular width a `.fitted` or custom sizing makes it
    /// a card centred in the window (``PresentationSizing``). Outside a presentation it does
    /// nothing.
    ///
    /// ```swift
    /// Text("Hello").padding(40).presentationSizing(.fitted)
    /// ```
    ///
    /// - Parameter sizing: A value dictating the size proposed to the presentation's content.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        let box = PresentationSizingBox(sizing: sizing)
        return modifier(PresentationRecordModifier { record in
            if record.sizing == nil { record.sizing = box }
        })
    }
}
