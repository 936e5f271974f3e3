import Foundation

/// Specifies the direction of an arrow key movement.
///
/// A move command is what an arrow key means to the focused view (macOS and tvOS): see
/// ``View/onMoveCommand(perform:)``.
@available(iOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public enum MoveCommandDirection: Sendable, Hashable {
    /// Up.
    case up
    /// Down.
    case down
    /// Left.
    case left
    /// Right.
    case right

    /// The direction of the arrow key `key`; `nil` for a key that is not an arrow.
    init?(_ key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        default: return nil
        }
    }
}

@available(iOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated extension View {
    /// Adds an action to perform in response to a move command, like when the user presses an
    /// arrow key on a Mac keyboard, or taps the edge of the Siri Remote when controlling an
    /// Apple TV.
    ///
    /// ```swift
    /// Grid(items)
    ///     .focusable()
    ///     .onMoveCommand { direction in select(next: direction) }
    /// ```
    ///
    /// In a live host an arrow key pressed with ``LayoutHost/press(_:modifiers:)`` while this
    /// view or one inside it has focus, without command, option, control or shift, is the move
    /// command in its direction (left is left whatever the layout direction). It is dispatched
    /// as a key press (``View/onKeyPress(phases:action:)``): a handler inside this modifier
    /// that handles the arrow takes it first, and a move command taken here goes no further.
    ///
    /// - Parameter action: The action to perform. If `action` is `nil`, the view doesn't
    ///   consume any move commands, and arrow keys go on to the handlers outside it.
    /// - Returns: A view that triggers `action` when the system receives a move command.
    @available(iOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow]) { press in
            guard let action, let direction = MoveCommandDirection(press.key),
                  press.modifiers.isDisjoint(with: [.command, .option, .control, .shift])
            else { return .ignored }
            action(direction)
            return .handled
        }
    }
}
