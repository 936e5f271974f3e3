import Foundation

// What a navigation split view gives the views of its columns while they resolve: the
// column's record, which `navigationSplitViewColumnWidth` fills and from which the split view
// takes the column's width, and what a selection made in the column does (in a collapsed
// split view, show the next column). It lives in the environment, as the stack's handle does.

/// A column's preferred width (`navigationSplitViewColumnWidth`).
struct SplitColumnWidth: Equatable, Sendable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The width as written, its bad numbers left out: `nil` when the ideal width is not a
    /// finite, non-negative number.
    var checked: SplitColumnWidth? {
        func valid(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        guard let ideal = valid(ideal) else { return nil }
        return SplitColumnWidth(min: valid(min), ideal: ideal, max: valid(max))
    }

    /// The widest the column is: its ideal width within its bounds.
    var preferred: CGFloat {
        var width = ideal
        if let max { width = Swift.min(width, max) }
        if let min { width = Swift.max(width, min) }
        return width
    }
}

/// One column of a split view, made for each resolve of it.
final class SplitColumnRecord: @unchecked Sendable {
    // Unchecked: made, filled and read on the main actor, by one resolve of the split view
    // and by the actions of the views it resolved.

    /// The column it records.
    let column: NavigationSplitViewColumn
    /// The width its content asked for; the outermost modifier's wins.
    var width: SplitColumnWidth?
    /// What a selection made in the column does besides setting its binding: in a collapsed
    /// split view, show the next column; `nil` otherwise.
    let selected: (() -> Void)?
    /// What going back from the next column does to the selection made in this one (clears
    /// it), set by the selectable list in the column.
    var deselect: (() -> Void)?

    init(column: NavigationSplitViewColumn, selected: (() -> Void)?) {
        self.column = column
        self.selected = selected
    }
}

/// The key of ``EnvironmentValues/splitColumn``.
private struct SplitColumnKey: EnvironmentKey {
    static var defaultValue: SplitColumnRecord? { nil }
}

extension EnvironmentValues {
    /// The split view column a view is in (none outside a split view).
    var splitColumn: SplitColumnRecord? {
        get { self[SplitColumnKey.self] }
        set { self[SplitColumnKey.self] = newValue }
    }
}

/// `navigationSplitViewColumnWidth`: notes its width in the record of the column around.
nonisolated struct SplitColumnWidthModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let width: SplitColumnWidth

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        if let column = resolver.environment.splitColumn, column.width == nil {
            let checked = width.checked
            column.width = checked
            if checked == nil {
                resolver.report(
                    .invalidModifierValue, "navigationSplitViewColumnWidth",
                    "ideal width \(width.ideal) is not a finite, non-negative number; the column keeps its default width")
            } else if checked?.min != width.min || checked?.max != width.max {
                resolver.report(
                    .invalidModifierValue, "navigationSplitViewColumnWidth",
                    "a minimum or maximum width that is not a finite, non-negative number is left out")
            }
        }
        resolver.resolve(content, into: &elements)
    }
}
