import Foundation

/// A presented layer over the window: the dimming (subview 0), whose size is the window's
/// (it is a `containerRelativeFrame` on both axes), and the card (subview 1) where the
/// presentation puts it. The layer's own bounds are the view that presents it (the source).
///
/// 1. The layer takes its proposal: the presenting view's size (it is an overlay on it).
/// 2. The window is the dimming's size at the root's origin; the dimming is placed there.
/// 3. The card is placed in the window by ``placement``:
///    - a sheet at its detent's height: at the large detent's height (the window less 31 at
///      the top) it spans the width down to the bottom; lower, it floats 6 in from the sides
///      and the bottom;
///    - a full-screen cover: the whole window;
///    - a sheet sized by its ``PresentationSizing`` (in a regular width): the size its content
///      answers to the sizing's proposal, at most the window's, centred;
///    - an alert: `width` wide (at most the window's), its ideal height, centred;
///    - a confirmation dialog: `width` wide, centred on its source, its bottom 14.25 above
///      the source's top where the window has room, else 6 above the source's bottom.
///
/// The layer is not a built-in layout: it is given its bounds in root coordinates, which is
/// how it places its card in the window wherever the presenting view is. Sources:
/// swiftui-web's reading of its iOS 26 goldens' pixels (`Docs/elements/iOS.md`, "Sheet",
/// "Alert", "Confirmation dialog"); the rules for other sizes are derived
/// (docs/differences.md).
struct PresentedLayerLayout: Layout {
    enum Placement: Sendable {
        case sheet(PresentationDetent, environment: EnvironmentValues)
        case fullScreen
        /// A sheet sized by its ``PresentationSizing`` in a regular width.
        case sized(PresentationSizingBox)
        case alert(width: CGFloat)
        case dialog(width: CGFloat)
        case menu(width: CGFloat)
    }

    let placement: Placement

    /// The dialog's gap above its source.
    static let dialogGap: CGFloat = 14.25

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        // The dimming answers the window's lengths whatever it is offered (the presenting
        // view's size where they are unknown).
        var size = subviews[0].sizeThatFits(ProposedViewSize(bounds.size))
        if !size.width.isFinite || !size.height.isFinite { size = bounds.size }
        let window = CGRect(origin: .zero, size: size)
        subviews[0].place(at: window.origin, proposal: ProposedViewSize(window.size))
        let card = cardRect(in: window, source: bounds, card: subviews[1])
        subviews[1].place(at: card.origin, proposal: ProposedViewSize(card.size))
    }

    /// Where the card goes in `bounds` (the window), presented from `source`.
    func cardRect(in bounds: CGRect, source: CGRect, card: LayoutSubview) -> CGRect {
        switch placement {
        case .sheet(let detent, let environment):
            let largest = SheetMetrics.largeHeight(in: bounds.height)
            let height = detent.sheetHeight(in: bounds.height, environment: environment) ?? largest
            guard height < largest else {
                return CGRect(x: bounds.minX, y: bounds.maxY - largest, width: bounds.width, height: largest)
            }
            let inset = SheetMetrics.floatingInset
            return CGRect(x: bounds.minX + inset, y: bounds.maxY - inset - height, width: Swift.max(bounds.width - 2 * inset, 0), height: height)
        case .fullScreen:
            return bounds
        case .sized(let sizing):
            let size = sizing.cardSize(in: bounds.size) { card.sizeThatFits($0) }
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        case .menu(let width):
            return menuRect(in: bounds, source: source, card: card, width: width)
        case .alert(let width), .dialog(let width):
            let cardWidth = Swift.min(width, bounds.width)
            let size = card.sizeThatFits(ProposedViewSize(width: cardWidth, height: nil))
            if case .dialog = placement {
                let x = Swift.min(Swift.max(source.midX - cardWidth / 2, bounds.minX), bounds.maxX - cardWidth)
                let above = source.minY - Self.dialogGap - size.height
                let y = above >= bounds.minY ? above : source.maxY - SheetMetrics.floatingInset - size.height
                return CGRect(x: x, y: y, width: cardWidth, height: size.height)
            }
            return CGRect(x: bounds.midX - cardWidth / 2, y: bounds.midY - size.height / 2, width: cardWidth, height: size.height)
        }
    }

    /// Where a menu's card goes in `bounds` (the window), opened from `source`.
    private func menuRect(in bounds: CGRect, source: CGRect, card: LayoutSubview, width: CGFloat) -> CGRect {
        let margin = MenuMetrics.windowMargin, gap = MenuMetrics.gap
        let cardWidth = Swift.max(Swift.min(width, bounds.width - 2 * margin), 0)
        let ideal = card.sizeThatFits(ProposedViewSize(width: cardWidth, height: nil)).height
        let height = Swift.max(Swift.min(ideal.isFinite ? ideal : 0, bounds.height - 2 * margin), 0)
        // Leading-aligned with the source where it fits, else trailing-aligned; in the margins.
        var x = source.minX + cardWidth <= bounds.maxX - margin ? source.minX : source.maxX - cardWidth
        x = Swift.max(Swift.min(x, bounds.maxX - margin - cardWidth), bounds.minX + margin)
        let below = source.maxY + gap, above = source.minY - gap - height
        let y: CGFloat
        if below + height <= bounds.maxY - margin {
            y = below
        } else if above >= bounds.minY + margin {
            y = above
        } else {
            y = Swift.max(bounds.maxY - margin - height, bounds.minY + margin)
        }
        return CGRect(x: x, y: y, width: cardWidth, height: height)
    }
}
