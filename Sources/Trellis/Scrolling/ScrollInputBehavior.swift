import Foundation

/// Whether a scroll view takes a kind of scroll input (`scrollInputBehavior(_:for:)`).
///
/// On iOS no ``ScrollInputKind`` is available (its kinds are watchOS's and visionOS's), so the
/// behavior changes nothing an iPhone scroll view does: a drag scrolls as before.
public struct ScrollInputBehavior: Sendable, Equatable {
    private enum Kind: Equatable, Sendable { case automatic, enabled, disabled }
    private let kind: Kind

    /// The platform's default for the input.
    public static let automatic = ScrollInputBehavior(kind: .automatic)
    /// The scroll view takes the input.
    public static let enabled = ScrollInputBehavior(kind: .enabled)
    /// The scroll view ignores the input.
    public static let disabled = ScrollInputBehavior(kind: .disabled)
}

/// A kind of input a scroll view can take: the Digital Crown's hand-gesture shortcut on
/// watchOS, looking on visionOS. None is available on iOS, which Trellis follows.
public struct ScrollInputKind: Sendable, Equatable {
    private init() {}
}

extension View {
    /// Configures how scroll views inside take `input`. No kind of input is available on
    /// iOS; the modifier changes no frame and no drag.
    ///
    /// - Parameters:
    ///   - behavior: Whether to take the input.
    ///   - input: The kind of input.
    @MainActor @preconcurrency
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View {
        modifier(SnapshotInertModifier())
    }
}

/// Whether a scroll view keeps what shows in place when its content changes size, by
/// adjusting its content offset (`Transaction.scrollContentOffsetAdjustmentBehavior`).
///
/// Recorded on the transaction: a Trellis scroll view keeps its offset (clamped to the new
/// content) whichever the behavior, as it does not move content that grows above what shows.
public struct ScrollContentOffsetAdjustmentBehavior {
    /// Whether the behavior is ``disabled``.
    let isDisabled: Bool

    /// The scroll view adjusts its offset as the platform does.
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(isDisabled: false) }
    /// The scroll view does not adjust its offset when its content changes.
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(isDisabled: true) }
}

extension Transaction {
    /// How scroll views adjust their content offset for the changes of this transaction:
    /// recorded (see ``ScrollContentOffsetAdjustmentBehavior``); `.automatic` by default.
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { disablesScrollContentOffsetAdjustment ? .disabled : .automatic }
        set { disablesScrollContentOffsetAdjustment = newValue.isDisabled }
    }
}
