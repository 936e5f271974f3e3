import Foundation

// What a presented layer's content tells the layer while it resolves: the presentation
// modifiers inside a sheet (`presentationDetents`, `presentationDragIndicator`, ...) fill the
// record the layer reads once its content has resolved; an alert's buttons note themselves
// (role, title, nodes) in the actions record, and dismiss the alert after their action.

/// A sheet's configuration, set by the presentation modifiers inside its content (the first
/// of each, the outermost, wins).
final class PresentationRecord: @unchecked Sendable {
    // Unchecked: made, filled and read by one resolve on the main actor, as the navigation
    // screen's record.
    var detents: Set<PresentationDetent>?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat??
    var background: AnyView?
    var interactiveDismissDisabled: Bool?
    var backgroundInteraction: PresentationBackgroundInteraction?
    var adaptation: PresentationAdaptation?
    var sizing: PresentationSizingBox?
}

/// An alert's or a dialog's actions, noted by its buttons as they resolve.
final class PresentationActionsRecord: @unchecked Sendable {
    // Unchecked: as the presentation record.
    struct Entry {
        let role: ButtonRole?
        let title: String?
        let nodes: [NodeID]
    }

    private(set) var entries: [Entry] = []
    /// What dismissing the alert does; run after each button's action.
    let dismiss: () -> Void

    init(dismiss: @escaping () -> Void) {
        self.dismiss = dismiss
    }

    func add(role: ButtonRole?, title: String?, nodes: [NodeID]) {
        entries.append(Entry(role: role, title: title, nodes: nodes))
    }
}

/// The environment's presentation values: the record of the sheet a view is in, and of the
/// alert whose actions are resolving.
struct PresentationEnvironment: Equatable {
    var sheet: PresentationRecord?
    var actions: PresentationActionsRecord?

    static func == (lhs: PresentationEnvironment, rhs: PresentationEnvironment) -> Bool {
        lhs.sheet === rhs.sheet && lhs.actions === rhs.actions
    }
}

private struct PresentationEnvironmentKey: EnvironmentKey {
    static var defaultValue: PresentationEnvironment { PresentationEnvironment() }
}

extension EnvironmentValues {
    /// The presentation records around a view.
    var presentation: PresentationEnvironment {
        get { self[PresentationEnvironmentKey.self] }
        set { self[PresentationEnvironmentKey.self] = newValue }
    }
}

extension Text {
    /// The text's characters, without their attributes.
    var plainString: String { runs.map(\.string).joined() }
}
