import Foundation

/// Something wrong that the engine met and repaired while laying out: a custom layout's NaN
/// size, a subview placed twice, a negative frame.
///
/// The repair is always the documented one for its ``Kind``, so a result with diagnostics is
/// still well defined; the diagnostic says what was wrong and where, so it is never silent.
public struct LayoutDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem, each with its documented repair.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A view or layout answered a NaN or negative size; that dimension became 0.
        case invalidSize
        /// A view was proposed NaN (now unspecified) or a negative size (now 0).
        case invalidProposal
        /// A view was placed at a non-finite position or anchor; those coordinates became 0.
        case invalidPosition
        /// An alignment guide was NaN or infinite; the guide's default was used.
        case invalidAlignmentGuide
        /// A container placed a subview more than once in one pass; the last placement won.
        case placedMoreThanOnce
        /// A container never placed a subview; it was centred in the container's bounds and
        /// given the container's proposal.
        case notPlaced
        /// A modifier got a value it cannot use (such as a negative or NaN frame size); the
        /// value was replaced as the message says.
        case invalidModifierValue
        /// A font was not found; its text was measured with the square test model instead.
        case missingFont
        /// A frame came out infinite (a flexible view proposed infinity); it is kept as is.
        case infiniteFrame
        /// Trellis measured something SwiftUI does in a way it only approximates; the message
        /// says what (for example a subview used more than once).
        case approximated
        /// An image was not found, or its file is not a PNG, JPEG or SVG file whose size can be
        /// read; it is 0 × 0 (as SwiftUI's missing images are) and draws nothing.
        case missingImage
        /// No font, neither the text's nor a fallback (``FontLibrary/fallbackFamilies``), has a
        /// glyph for a character; it was measured as the font's missing-glyph box (`.notdef`).
        case missingGlyph
        /// An animated layout was asked for a time, or a frame rate, that is not a number (or
        /// not positive), or for frames of an animation that never settles or that would take
        /// more frames than a sequence holds; the message says what was used instead
        /// (``LayoutAnimation``).
        case invalidTime
        /// A navigation stack's path holds a value whose type no `navigationDestination(for:)`
        /// in the stack's screens shows; its screen is empty (SwiftUI shows a warning symbol).
        case missingNavigationDestination
        /// The actions of a live host's events (`onAppear`, `onChange`…) kept changing state
        /// for ``LayoutHost/maximumEventRounds`` layouts in one call; the result is the last
        /// layout's, and the changes left are applied at the next update.
        case eventsDidNotSettle
    }

    /// What went wrong.
    public let kind: Kind
    /// The path of the view concerned, from the root, e.g. `VStack / MyLayout[1] / Rectangle[0]`.
    public let view: String
    /// What was wrong and how it was repaired.
    public let message: String

    /// A one-line description: `invalidSize at VStack / MyLayout[1]: answered size (nan, 10); …`.
    public var description: String { "\(kind.rawValue) at \(view): \(message)" }
}

/// A problem found while resolving views, with the nodes of the view that reported it (its
/// elements: a container's node, a modifier's wrappers): it is reported as long as one of
/// them is in the tree, so replacing the view takes its problems away. No owners: the problem
/// belongs to the whole tree (the root view itself was left out).
@usableFromInline
struct ResolveProblem {
    let diagnostic: LayoutDiagnostic
    var owners: [NodeID] = []
}

/// Diagnostics in the order first seen, each once.
struct DiagnosticLog {
    private(set) var entries: [LayoutDiagnostic] = []
    private var seen: Set<LayoutDiagnostic> = []
    /// Every report in order, repeats included: what a question's computation reported is the
    /// reports made meanwhile, even those an earlier question had already made (the engine
    /// keeps them with the cached answer, to report again when the answer is reused).
    private(set) var reports: [LayoutDiagnostic] = []

    mutating func add(_ diagnostic: LayoutDiagnostic) {
        reports.append(diagnostic)
        if seen.insert(diagnostic).inserted { entries.append(diagnostic) }
    }
}

/// Short, stable renderings of numbers for dumps and messages.
enum Describe {
    static func number(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        // Beyond 10^15, the shortest text that reads back as the value (`1e+308`).
        guard abs(value) < 1e15 else { return "\(Double(value))" }
        // At most four decimals, rounded first, so that 357.9999999999999 is 358 (never `358.`)
        // and -0.00001 is 0.
        let rounded = (Double(value) * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func dimension(_ value: CGFloat?) -> String { value.map(number) ?? "nil" }

    static func proposal(_ p: ProposedViewSize) -> String { "(\(dimension(p.width)), \(dimension(p.height)))" }

    static func size(_ s: CGSize) -> String { "(\(number(s.width)), \(number(s.height)))" }

    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }
}
