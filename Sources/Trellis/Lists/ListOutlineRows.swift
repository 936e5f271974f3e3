import Foundation

// A disclosure group that is a row of a macOS list is not one row but an outline: its label
// is a row with the disclosure triangle before it, and each view of its content, when it is
// expanded, a row of its own one level deeper. Once a list holds such a row, every row of
// it is indented past the triangles' column (``ListLayout`` reads ``ListOutlineRowKey``).
//
// Source: swiftui-web golden `list/outline` (macOS 26.2, 2×; iamcgn/swiftui-web
// `Fixtures/Goldens/list/outline/frames.json` at 8d46be3): in `List(_:children:)` and in a
// list holding a `DisclosureGroup`, rows are 24 apart from 14 down as in any macOS list;
// every top-level row's content sits 9 in from the rows' inset (16 + 9 = 25), a leaf's as a
// group's label's, and an expanded group's rows 13 deeper (38). On iOS a disclosure group
// stays one row (not recorded).

/// Where a row of an outline list sits: how deep, and whether it is a disclosure group's
/// label (its triangle in the column the other rows are indented past).
struct ListOutlineRow: Equatable {
    let level: Int
    let isGroupLabel: Bool
}

/// The layout value carrying a row's ``ListOutlineRow``.
struct ListOutlineRowKey: LayoutValueKey {
    static let defaultValue: ListOutlineRow? = nil
}

extension ListMetrics {
    /// The width of the disclosure triangles' column, the first row's content is this far in.
    static let outlineTriangleColumn: CGFloat = 9
    /// How much deeper each level of an outline sits.
    static let outlineLevelIndent: CGFloat = 13

    /// How far past its inset the content of a row of an outline list sits: a row that is no
    /// group's is a top-level leaf.
    static func outlineIndent(of row: ListOutlineRow?) -> CGFloat {
        let row = row ?? ListOutlineRow(level: 0, isGroupLabel: false)
        return (row.isGroupLabel ? 0 : outlineTriangleColumn) + CGFloat(row.level) * outlineLevelIndent
    }
}

extension DisclosureGroupBody {
    /// Whether the group is resolved as rows of the list it is in (a macOS list's content).
    static func isOutlineRow(in environment: EnvironmentValues) -> Bool {
        environment.list.sectionFonts != nil && environment.platform.system == .macOS
    }

    /// The group as rows of its list: the label after its triangle, then, when expanded,
    /// each view of the content a row one level deeper. A nested group has marked its own
    /// rows by then, from its own level 0: they move one level deeper too.
    func resolveOutlineRows(triangle: some View, into resolver: inout Resolver, elements: inout [NodeID]) {
        let labelStart = elements.count
        resolver.resolve(HStack(spacing: 0) {
            triangle.frame(width: ListMetrics.outlineTriangleColumn, alignment: .leading)
            label
        }, into: &elements)
        mark(elements[labelStart...], ListOutlineRow(level: 0, isGroupLabel: true), in: &resolver)
        guard isExpanded else { return }
        let contentStart = elements.count
        resolver.resolve(content, into: &elements)
        let key = ObjectIdentifier(ListOutlineRowKey.self)
        for element in elements[contentStart...] {
            let nested = resolver.store.rare(of: element)?.layoutValues[key] as? ListOutlineRow
            mark(CollectionOfOne(element), ListOutlineRow(level: (nested?.level ?? 0) + 1, isGroupLabel: nested?.isGroupLabel ?? false), in: &resolver)
        }
    }

    private func mark(_ rows: some Collection<NodeID>, _ row: ListOutlineRow, in resolver: inout Resolver) {
        resolver.updateFromOutside(rows, .layoutValue(ObjectIdentifier(ListOutlineRowKey.self), row))
    }
}
