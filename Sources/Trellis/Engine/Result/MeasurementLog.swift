import Foundation

/// Every size question of a layout pass, in the order asked, with who asked it: a container's
/// layout (in which of its calls, answering which proposal) or the host.
final class MeasurementLog {
    /// The call of a container's layout that asked.
    enum Role: Sendable, Equatable {
        case sizeThatFits, placeSubviews, explicitAlignment, spacing
    }

    /// A container's layout call in progress.
    struct Asker: Equatable {
        let container: NodeID
        let role: Role
        /// The proposal the container's call works with.
        let proposal: ProposedViewSize
    }

    /// One size question and its answer; `asker` is `nil` when the host asked (the root's
    /// size, or a view's size for the proposal its container placed it with).
    struct Event {
        let node: NodeID
        let proposal: ProposedViewSize
        let size: CGSize
        let asker: Asker?
    }

    private(set) var events: [Event] = []
    private var askers: [Asker] = []

    func record(_ node: NodeID, _ proposal: ProposedViewSize, _ size: CGSize, askedByLayout: Bool) {
        events.append(Event(node: node, proposal: proposal, size: size, asker: askedByLayout ? askers.last : nil))
    }

    func within<R>(_ asker: Asker, _ body: () -> R) -> R {
        askers.append(asker)
        defer { askers.removeLast() }
        return body()
    }
}
