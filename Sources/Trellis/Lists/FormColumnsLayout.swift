import Foundation

/// macOS's columns form (`.formStyle(.columns)`, and macOS's automatic form style): the form's
/// views stacked in one column, their labels in a leading column and their controls in a
/// trailing one.
///
/// Every row says where its control starts with the `formControlColumn` guide: a labelled
/// control (text field, picker, slider, stepper, labeled content) its label's width plus 8;
/// any other view its leading edge (toggles, buttons and text sit wholly in the control
/// column). The rows' widest guide is the control column's leading edge, so the labels end
/// flush, 8 before it.
///
/// 1. Each row's guide is read, and the control column placed at the largest.
/// 2. Each row is offered its own guide plus the width right of the control column, so a
///    control that fills (a text field, a slider) reaches the form's trailing edge and one
///    that does not keeps its width.
/// 3. Rows are stacked from the top, each placed so that its guide meets the column, the
///    space between two rows the one their controls declare (`FormRowSpacing`), or the
///    distance their spacing preferences ask for where either declares none.
/// 4. The form is as wide and tall as its rows: its parent centres it.
///
/// Recorded: swiftui-web `form/basic`, `form/sections`, `form/styles`, `form/steps`,
/// `labeledcontent/form` and `colorpicker/form` (macOS 26.2; docs/semantics.md, "Forms").
struct FormColumnsLayout: Layout {
    /// The guides, offers and sizes of the rows for one proposal.
    struct Rows {
        var column: CGFloat = 0
        var offsets: [CGFloat] = []
        var proposals: [ProposedViewSize] = []
        var sizes: [CGSize] = []
        var spacings: [CGFloat] = []

        var width: CGFloat {
            zip(offsets, sizes).reduce(0) { Swift.max($0, $1.0 + $1.1.width) }
        }

        var height: CGFloat { sizes.reduce(0) { $0 + $1.height } + spacings.reduce(0, +) }
    }

    func rows(for proposal: ProposedViewSize, subviews: Subviews) -> Rows {
        var rows = Rows()
        let guides = subviews.map { subview -> CGFloat in
            let guide = subview.dimensions(in: .unspecified)[FormControlColumn.guide]
            return guide.isFinite ? Swift.max(0, guide) : 0
        }
        rows.column = guides.max() ?? 0
        let controlWidth = proposal.width.map { Swift.max(0, $0 - rows.column) }
        for (subview, guide) in zip(subviews, guides) {
            let offer = ProposedViewSize(width: controlWidth.map { guide + $0 }, height: nil)
            rows.offsets.append(rows.column - guide)
            rows.proposals.append(offer)
            rows.sizes.append(subview.sizeThatFits(offer))
        }
        for (upper, lower) in zip(subviews, subviews.dropFirst()) {
            rows.spacings.append(FormRowSpacing.distance(from: upper, to: lower))
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = rows(for: proposal, subviews: subviews)
        return CGSize(width: rows.width, height: rows.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = rows(for: ProposedViewSize(width: bounds.width, height: bounds.height), subviews: subviews)
        var y = bounds.minY
        for index in subviews.indices {
            if index > 0 { y += rows.spacings[index - 1] }
            subviews[index].place(at: CGPoint(x: bounds.minX + rows.offsets[index], y: y), anchor: .topLeading,
                                  proposal: rows.proposals[index])
            y += rows.sizes[index].height
        }
    }
}

/// Where a form row's control starts: the guide a columns form lines its rows up by. A view
/// that sets none starts its control at its leading edge.
enum FormControlColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }

    static let guide = HorizontalAlignment(FormControlColumn.self)
}

/// The space a macOS control asks for above and below its row in a columns form, as recorded
/// (swiftui-web `form/basic`, `form/sections`, macOS 26.2): two such rows are the larger of
/// the upper's below and the lower's above apart; next to a row without one (a text, a button,
/// any other view) the larger of the control's value and the distance the two rows' spacing
/// preferences ask for.
struct FormRowSpacing: LayoutValueKey {
    /// What a control declares: space above and below.
    struct Preference: Sendable, Equatable {
        let above: CGFloat
        let below: CGFloat
    }

    static let defaultValue: Preference? = nil

    /// A text field: 6 each way (field ↔ checkbox 6, a checkbox declaring 6 of its own).
    static let field = Preference(above: 6, below: 6)
    /// A pop-up picker and a stepper: the 13-point label's own distances, 4.7422 above and
    /// 8.1509 below (pop-up → slider 8.15, stepper → button 8.15).
    static let labelledButton = Preference(above: 4.7422, below: 8.1509)
    /// A colour picker: 8.1509 above and 4.7422 below (two pickers 8.15 apart, a checkbox 6
    /// below one, the checkbox's own 6; swiftui-web `colorpicker/form`, macOS 26.2).
    static let colorWell = Preference(above: 8.1509, below: 4.7422)
    /// A slider and a segmented picker: 4.7422 each way (slider → stepper 4.74, segmented →
    /// text 4.74).
    static let track = Preference(above: 4.7422, below: 4.7422)

    static func distance(from upper: LayoutSubview, to lower: LayoutSubview) -> CGFloat {
        let declaredBelow = upper[FormRowSpacing.self]?.below
        let declaredAbove = lower[FormRowSpacing.self]?.above
        if let below = declaredBelow, let above = declaredAbove { return Swift.max(below, above) }
        let preferred = upper.spacing.distance(to: lower.spacing, along: .vertical)
        return Swift.max(preferred, declaredBelow ?? declaredAbove ?? preferred)
    }
}

extension EnvironmentValues {
    /// Whether the views inside are rows of a columns form, which lay their labels out in its
    /// label column.
    var isColumnsFormRow: Bool {
        get { self[ColumnsFormRowKey.self] }
        set { self[ColumnsFormRowKey.self] = newValue }
    }
}

private struct ColumnsFormRowKey: EnvironmentKey {
    static let defaultValue = false
}

nonisolated extension View {
    /// Marks this view as where its form row's control starts (``FormControlColumn``).
    func formControlColumn() -> some View {
        alignmentGuide(FormControlColumn.guide) { $0[.leading] }
    }

    /// This row's spacing in a columns form, when it is one.
    func formRowSpacing(_ value: FormRowSpacing.Preference, in environment: EnvironmentValues) -> some View {
        layoutValue(key: FormRowSpacing.self, value: environment.isColumnsFormRow ? value : nil)
    }
}
