import Foundation

/// A presented layer: the dimming (subview 0) over the whole view presenting it, and the
/// card (subview 1) where the presentation puts it.
///
/// 1. The layer takes its proposal: the presenting view's size (an overlay).
/// 2. The dimming is proposed the whole layer and placed at its origin.
/// 3. The card is placed by ``placement``:
///    - a sheet at its detent's height: at the large detent's height (the layer less 31 at
///      the top) it spans the width down to the bottom; lower, it floats 6 in from the sides
///      and the bottom;
///    - a full-screen cover: the whole layer;
///    - an alert: `width` wide (at most the layer's), its ideal height, centred;
///    - a confirmation dialog: `width` wide, centred across the layer, its bottom 14.25
///      above the layer's top where the window has room, else 6 above the layer's bottom.
///
/// The layer is not a built-in layout: it is given its bounds in root coordinates, which
/// tells a dialog whether there is room above its source. Sources: swiftui-web's reading of
/// its iOS 26 goldens' pixels (`Docs/elements/iOS.md`, "Sheet", "Alert", "Confirmation
/// dialog"); the rules for other sizes are derived (docs/differences.md).
struct PresentedLayerLayout: Layout {
    enum Placement: Sendable {
        case sheet(PresentationDetent, environment: EnvironmentValues)
        case fullScreen
        case alert(width: CGFloat)
        case dialog(width: CGFloat)
    }

    let placement: Placement

    /// The dialog's gap above its source.
    static let dialogGap: CGFloat = 14.25

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let card = cardRect(in: bounds, card: subviews[1])
        subviews[1].place(at: card.origin, proposal: ProposedViewSize(card.size))
    }

    /// Where the card goes in `bounds`.
    func cardRect(in bounds: CGRect, card: LayoutSubview) -> CGRect {
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
        case .alert(let width), .dialog(let width):
            let cardWidth = Swift.min(width, bounds.width)
            let size = card.sizeThatFits(ProposedViewSize(width: cardWidth, height: nil))
            let x = bounds.midX - cardWidth / 2
            if case .dialog = placement {
                let above = bounds.minY - Self.dialogGap - size.height
                let y = above >= 0 ? above : bounds.maxY - SheetMetrics.floatingInset - size.height
                return CGRect(x: x, y: y, width: cardWidth, height: size.height)
            }
            return CGRect(x: x, y: bounds.midY - size.height / 2, width: cardWidth, height: size.height)
        }
    }
}
