import Foundation

/// A sheet or a full-screen cover over the window: the dimming, and the card with
/// the sheet's content centred in it.
///
/// The card rests at the selected detent (`presentationDetents(_:selection:)`) or the smallest
/// of the sheet's detents (`.large` when it names none; detents are ordered by their heights
/// in a 667-point window). Resting at `.large` it is white with rounded top corners; lower it
/// floats on the material, every corner rounded. A full-screen cover (or a sheet whose compact
/// adaptation is `.fullScreenCover`) is the whole view, white, without dimming; a sheet whose
/// background interaction is enabled at its detent does not dim the view either. In a regular
/// width a sheet whose sizing is `.fitted` or custom is instead a card centred in the window at
/// the size its content answers to the sizing's proposal (``PresentationSizing``).
nonisolated struct SheetLayerView: View {
    let content: SubviewsCollection
    let record: PresentationRecord
    let covers: Bool
    let environment: EnvironmentValues

    /// The height detents are ordered by (derived: the iPhone SE window of the recordings).
    private static let referenceHeight: CGFloat = 667

    var body: some View {
        let covers = self.covers || record.adaptation == .fullScreenCover
        let detents = record.detents.flatMap { $0.isEmpty ? nil : $0 } ?? [.large]
        let detent = selectedDetent(detents)
        let floats = !covers && detent.kind != .large
        let radius = (record.cornerRadius ?? nil).map { $0.isFinite ? Swift.max($0, 0) : SheetMetrics.cornerRadius } ?? SheetMetrics.cornerRadius
        if let sizing = record.sizing, !covers, !sizing.keepsSheet, environment.horizontalSizeClass == .regular {
            sizedCard(sizing, radius: radius)
        } else {
            sheet(covers: covers, detents: detents, detent: detent, floats: floats, radius: radius)
        }
    }

    /// A sheet sized by its sizing in a regular width: a card centred in the window, every
    /// corner rounded, over the dimming (none when the view behind is enabled). Detents and
    /// the drag indicator do not apply to it.
    private func sizedCard(_ sizing: PresentationSizingBox, radius: CGFloat) -> some View {
        let enabled: Bool
        if case .enabled? = record.backgroundInteraction?.kind { enabled = true } else { enabled = false }
        return PresentedLayerLayout(placement: .sized(sizing)) {
            PresentationDimming(dims: !enabled)
            ZStack { content }
                .background { record.background ?? AnyView(Color.base(of: .background)) }
                .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
        }
    }

    /// A sheet at its detent, or a full-screen cover.
    private func sheet(covers: Bool, detents: Set<PresentationDetent>, detent: PresentationDetent, floats: Bool, radius: CGFloat) -> some View {
        let grabber = !covers && (record.dragIndicator == .visible || (record.dragIndicator != .hidden && detents.count > 1))
        let shape = covers ? AnyShape(Rectangle())
            : floats ? AnyShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
            : AnyShape(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius))
        let background = record.background ?? AnyView(floats ? SheetMetrics.floatingBackground : Color.base(of: .background))
        return PresentedLayerLayout(placement: covers ? .fullScreen : .sheet(detent, environment: environment)) {
            PresentationDimming(dims: !covers && !backgroundInteracts(at: detent))
            ZStack(alignment: .top) {
                background
                ZStack { content }.frame(maxWidth: .infinity, maxHeight: .infinity)
                if grabber {
                    Capsule().fill(Color.black.opacity(0.25))
                        .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                        .padding(.top, SheetMetrics.grabberInset)
                }
            }
            .clipShape(shape)
        }
    }

    /// Whether the view behind stays interactive (and undimmed) with the sheet at `detent`.
    private func backgroundInteracts(at detent: PresentationDetent) -> Bool {
        switch record.backgroundInteraction?.kind {
        case .enabled: return true
        case .enabledUpThrough(let limit):
            let height = detent.sheetHeight(in: Self.referenceHeight, environment: environment) ?? .infinity
            return height <= (limit.sheetHeight(in: Self.referenceHeight, environment: environment) ?? -.infinity)
        case .automatic, .disabled, nil: return false
        }
    }

    /// The selected detent when it is available, else the smallest available.
    private func selectedDetent(_ detents: Set<PresentationDetent>) -> PresentationDetent {
        func height(_ detent: PresentationDetent) -> CGFloat? {
            detent.sheetHeight(in: Self.referenceHeight, environment: environment)
        }
        if let selected = record.selection?.wrappedValue, detents.contains(selected), height(selected) != nil { return selected }
        let available = detents.compactMap { detent in height(detent).map { (detent, $0) } }
        return available.min { $0.1 < $1.1 }?.0 ?? .large
    }
}

/// The dimming under a presentation: the whole window (the root's container lengths, its
/// safe area's bands included), black at 20 % or clear.
nonisolated struct PresentationDimming: View {
    let dims: Bool

    var body: some View {
        (dims ? SheetMetrics.dim : Color.clear).containerRelativeFrame([.horizontal, .vertical]).ignoresSafeArea()
    }
}

/// The metrics of alerts and confirmation dialogs (iOS 26).
///
/// Sources: swiftui-web's reading of the pixels of its goldens `ios/alert/basic` and
/// `ios/dialog/basic` (iOS 26 simulator; `Docs/elements/iOS.md`, "Alert", "Confirmation
/// dialog"). An alert: a 299-point card with 34-point corners, centred; the title (17 bold) and
/// message (15) 28.5 in, 21.5 from the top and 10.5 apart; the buttons 27 below the message in
/// a row 8.5 apart, 13.5 from the sides and 13 from the bottom, 46.5-point capsules, the
/// cancel role first. A dialog: 238 wide with 32.5-point corners; a 17-point bold title, the
/// message 4 below, the actions 19 below stacked as 45.5-point capsules 10.5 apart, 13.5
/// from the sides and the bottom; the cancel button not shown. Three or more alert buttons
/// stack (derived, as iOS does, the cancel last).
enum AlertMetrics {
    static let alertWidth: CGFloat = 299
    static let dialogWidth: CGFloat = 238
    static let alertCorner: CGFloat = 34
    static let dialogCorner: CGFloat = 32.5
    static let textInset: CGFloat = 28.5
    static let edgeInset: CGFloat = 13.5
    static let top: CGFloat = 21.5
    static let alertBottom: CGFloat = 13
    static let alertMessageGap: CGFloat = 10.5
    static let dialogMessageGap: CGFloat = 4
    static let alertActionsGap: CGFloat = 27
    static let dialogActionsGap: CGFloat = 19
    static let alertButtonSpacing: CGFloat = 8.5
    static let dialogButtonSpacing: CGFloat = 10.5
    static let alertButtonHeight: CGFloat = 46.5
    static let dialogButtonHeight: CGFloat = 45.5
    static let dialogBackground = Color(red: 245 / 255, green: 246 / 255, blue: 246 / 255)
    static let destructive = Color(red: 1, green: 56 / 255, blue: 60 / 255)
}

/// An alert's or a dialog's actions, resolved: each with its role and title where a button
/// noted them.
struct AlertActions {
    let views: SubviewsCollection
    let record: PresentationActionsRecord
    let dialog: Bool

    /// The actions in the order shown, each marked with its button's title (the user's own
    /// `.id` stays on the button inside): a dialog leaves its cancel button out; a row of two
    /// puts the cancel button first, a stack puts it last.
    func ordered(inRow: Bool) -> [(view: Subview, title: String?)] {
        let entries = record.entries
        func entry(_ view: Subview) -> PresentationActionsRecord.Entry? { entries.first { $0.nodes.contains(view.node) } }
        var shown = views.map { ($0, entry($0)) }
        if dialog { shown.removeAll { $0.1?.role == .cancel } }
        let cancel = shown.filter { $0.1?.role == .cancel }, rest = shown.filter { $0.1?.role != .cancel }
        let ordered = inRow ? cancel + rest : rest + cancel
        return ordered.map { ($0.0, $0.1?.title) }
    }
}

/// An alert or a confirmation dialog over the window.
nonisolated struct AlertLayerView: View {
    let title: Text?
    let message: AnyView?
    let actions: AlertActions
    let dialog: Bool

    var body: some View {
        PresentedLayerLayout(placement: dialog ? .dialog(width: AlertMetrics.dialogWidth) : .alert(width: AlertMetrics.alertWidth)) {
            PresentationDimming(dims: !dialog)
            card
        }
    }

    private var card: some View {
        let inRow = !dialog && actions.views.count <= 2
        let ordered = actions.ordered(inRow: inRow)
        let spacing = dialog ? AlertMetrics.dialogButtonSpacing : AlertMetrics.alertButtonSpacing
        return VStack(alignment: .leading, spacing: 0) {
            if let title {
                title.font(.system(size: 17, weight: .bold)).frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, AlertMetrics.textInset - AlertMetrics.edgeInset)
            }
            if let message {
                message.font(.system(size: dialog ? 17 : 15)).frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, AlertMetrics.textInset - AlertMetrics.edgeInset)
                    .padding(.top, title == nil ? 0 : (dialog ? AlertMetrics.dialogMessageGap : AlertMetrics.alertMessageGap))
            }
            Group {
                if inRow {
                    HStack(spacing: spacing) { ForEach(ordered.indices, id: \.self) { action(ordered[$0]) } }
                } else {
                    VStack(spacing: spacing) { ForEach(ordered.indices, id: \.self) { action(ordered[$0]) } }
                }
            }
            .padding(.top, title == nil && message == nil ? 0 : (dialog ? AlertMetrics.dialogActionsGap : AlertMetrics.alertActionsGap))
        }
        .padding(.top, AlertMetrics.top)
        .padding(.horizontal, AlertMetrics.edgeInset)
        .padding(.bottom, dialog ? AlertMetrics.edgeInset : AlertMetrics.alertBottom)
        .background(RoundedRectangle(cornerRadius: dialog ? AlertMetrics.dialogCorner : AlertMetrics.alertCorner, style: .continuous)
            .fill(dialog ? AlertMetrics.dialogBackground : SheetMetrics.floatingBackground))
    }

    /// An action, in a node of its own marked with its title.
    @ViewBuilder
    private func action(_ action: (view: Subview, title: String?)) -> some View {
        if let title = action.title {
            action.view.frame(maxWidth: .infinity).id(title)
        } else {
            action.view.frame(maxWidth: .infinity)
        }
    }
}

/// The look of an alert's and a dialog's buttons: full-width capsules. In an alert the cancel
/// button is the accent under a semibold white label; the others and a dialog's are black at
/// 6 % under the accent (red for the destructive role).
struct AlertActionButtonStyle: ButtonStyle {
    let dialog: Bool

    func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        let prominent = !dialog && role == .cancel
        let foreground: Color = prominent ? .white : (role == .destructive ? AlertMetrics.destructive : (dialog ? .primary : .accentColor))
        return configuration.label
            .font(.system(size: 17, weight: prominent ? .semibold : .regular))
            .foregroundStyle(foreground)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: dialog ? AlertMetrics.dialogButtonHeight : AlertMetrics.alertButtonHeight)
            .background(Capsule().fill(prominent ? Color.accentColor : Color.black.opacity(0.06)))
    }
}
