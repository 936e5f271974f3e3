import Foundation

/// The way that content margins are applied to scrollable views.
public struct ContentMarginPlacement: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    private let kind: Kind

    /// The automatic placement: a scroll view's content, as `scrollContent`.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }
    /// Scrollable views inset their content, but not their scroll indicators.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollContent) }
    /// Scrollable views inset their scroll indicators, but not their content: no frame changes.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollIndicators) }

    /// Whether the margins inset a scroll view's content.
    var insetsContent: Bool { kind != .scrollIndicators }
}

nonisolated extension View {
    /// Configures the content margin for a provided placement: the scroll views inside inset
    /// their content by `insets` on `edges`.
    ///
    /// Across its axis a scroll view grows by its margins; along it its content starts after
    /// the leading (top) margin.
    ///
    /// ```swift
    /// ScrollView { ForEach(0 ..< 20) { _ in Color.blue.frame(width: 120, height: 20) } }
    ///     .contentMargins(20, for: .scrollContent)
    /// ```
    ///
    /// - Parameters:
    ///   - edges: The edges to add the margins to; all by default.
    ///   - insets: The amount of margins to add.
    ///   - placement: Where the margins go; `.automatic` (the content) by default.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        modifier(EnvironmentWriter(write: { environment in
            guard placement.insetsContent else { return }
            var margins = environment.scrollContentMargins
            if edges.contains(.top) { margins.top = ContentMargins.usable(insets.top) }
            if edges.contains(.leading) { margins.leading = ContentMargins.usable(insets.leading) }
            if edges.contains(.bottom) { margins.bottom = ContentMargins.usable(insets.bottom) }
            if edges.contains(.trailing) { margins.trailing = ContentMargins.usable(insets.trailing) }
            environment.scrollContentMargins = margins
        }))
    }

    /// Configures the content margin for a provided placement: `length` on `edges`.
    ///
    /// - Parameters:
    ///   - edges: The edges to add the margins to; all by default.
    ///   - length: The amount of margin; `nil` for the default, 16 in Trellis.
    ///   - placement: Where the margins go; `.automatic` (the content) by default.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let amount = length ?? ContentMargins.defaultLength
        return contentMargins(edges, EdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount), for: placement)
    }

    /// Configures the content margin for a provided placement: `length` on every edge.
    ///
    /// - Parameters:
    ///   - length: The amount of margin on every edge.
    ///   - placement: Where the margins go; `.automatic` (the content) by default.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// Margins' numbers.
enum ContentMargins {
    /// The margin of a `nil` length: derived (no golden measures one), as `padding()`'s.
    static let defaultLength: CGFloat = 16

    /// A margin as a scroll view uses it: a NaN, infinite or negative one is 0.
    static func usable(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
}
