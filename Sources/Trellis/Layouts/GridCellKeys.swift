import Foundation

// The traits a grid reads from its subviews: which `GridRow` each came from and what the grid
// cell modifiers set on it.

/// The row a cell belongs to: set by ``GridRow`` on each of its views.
struct GridRowMembership {
    /// Distinguishes one `GridRow` from the next: the node index of the row's first view.
    let id: Int
    /// The row's alignment, if the `GridRow` sets one.
    let alignment: VerticalAlignment?
}

/// The `GridRow` a subview came from, if any.
struct GridRowKey: LayoutValueKey {
    static var defaultValue: GridRowMembership? { nil }
}

/// `gridCellColumns(_:)`.
struct GridCellColumnsKey: LayoutValueKey {
    static var defaultValue: Int { 1 }
}

/// `gridColumnAlignment(_:)`.
struct GridColumnAlignmentKey: LayoutValueKey {
    static var defaultValue: HorizontalAlignment? { nil }
}

/// `gridCellAnchor(_:)`.
struct GridCellAnchorKey: LayoutValueKey {
    static var defaultValue: UnitPoint? { nil }
}

/// `gridCellUnsizedAxes(_:)`.
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static var defaultValue: Axis.Set { [] }
}
