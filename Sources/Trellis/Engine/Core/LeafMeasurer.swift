import Foundation

/// A leaf that answers the engine's questions itself: its size for a proposal, its explicit
/// guides (a text's baselines), its spacing preferences and its name. Text (``TextMeasure``)
/// and symbol images (``SymbolMeasure``) are such leaves; a leaf whose answers are plain data
/// (a colour that fills its proposal, an image's fixed or flexible size) stays a
/// ``LeafSizing`` value instead.
///
/// The engine keeps a measurer's sizes in the measure cache, as it keeps a layout's, unless
/// it answers cheaply (``answersCheaply``: a symbol's fixed size); what a measurer works out
/// beyond a size it keeps itself, so that the baseline and drawing questions that follow a
/// size question for the same proposal share its work (a text's line breaking). A measurer
/// is immutable in what it answers: a leaf that changes is a new leaf, with a new measurer.
/// (Sizes kept by the text alone, in a few slots per text, were tried: tree f's cold layout
/// cost 10 % more instructions and a width change 12 times as many, its probes and placements
/// asking more distinct proposals than a few slots hold.)
///
/// How a leaf is drawn is its ``Visual``, which may hold the measurer (a text's lines are
/// drawn from its layout for the proposal it was placed with).
protocol LeafMeasurer: AnyObject, Sendable {
    /// The leaf's size for `proposal` (already cleaned of NaN and negative dimensions).
    func size(for proposal: ProposedViewSize) -> CGSize
    /// The leaf's own value of the guide `key` when proposed `proposal` and sized `size`, or
    /// `nil` for the guide's default.
    func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat?
    /// Whether ``explicitGuide(_:proposal:size:)`` answers any guide: `false` lets the engine
    /// skip asking (a subtree without explicit guides merges none).
    var hasExplicitGuides: Bool { get }
    /// The leaf's spacing preferences.
    var spacing: ViewSpacing { get }
    /// Whether an answer costs less than a look-up in the measure cache, so that the engine
    /// asks every time instead of keeping the sizes.
    var answersCheaply: Bool { get }
    /// Whether the leaf's size is the same whatever it is proposed, along each axis.
    var sizeIndependence: NodeFlags { get }
    /// The leaf's name in results and traces (`Text("…")`).
    var name: String { get }
}
