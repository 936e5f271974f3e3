import Foundation

/// A value that describes the purpose of a button.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// ```
///
/// A destructive button's label (or a prominent button's bezel) is drawn in red.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A role that indicates a destructive button, for example, a button that deletes user data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role that indicates a button that closes the current context.
    public static let close = ButtonRole(name: "close")
    /// A role that indicates a button that confirms an operation.
    public static let confirm = ButtonRole(name: "confirm")
}
