import Foundation

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// ```swift
/// struct Pill: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(8).background(Capsule().fill(.yellow))
///     }
/// }
/// ```
///
/// The body the style makes is what lays out: a button takes exactly its size.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// ```swift
/// struct Tag: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 10).background(Capsule().fill(.mint))
///     }
/// }
/// ```
///
/// In a snapshot no button is pressed: `isPressed` is `false`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button that a ``PrimitiveButtonStyle`` reads.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: Label
    let action: () -> Void

    /// Performs the button's action. (Trellis does not run actions while laying out; a style
    /// that calls this from a gesture runs it when the gesture would fire.)
    public func trigger() { action() }
}

/// The properties of a button that a ``ButtonStyle`` reads.
nonisolated public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: Label
    /// A Boolean that indicates whether the user is currently pressing the button: `false` in
    /// a snapshot.
    public let isPressed: Bool
}

/// What a button hands its style: the input of both kinds of button style.
struct ButtonStyleInput {
    let role: ButtonRole?
    let label: AnyView
    let action: () -> Void
}

nonisolated extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behavior.
    ///
    /// ```swift
    /// HStack { Button("Cancel") {}; Button("Save") {} }.buttonStyle(.bordered)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        writingStyle { (input: ButtonStyleInput) in
            AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, PrimitiveButtonStyleConfiguration(
                role: input.role, label: PrimitiveButtonStyleConfiguration.Label(view: input.label), action: input.action)))
        }
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behavior.
    ///
    /// ```swift
    /// Button("Tag") {}.buttonStyle(MyTagStyle())
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        writingStyle { (input: ButtonStyleInput) in
            AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, ButtonStyleConfiguration(
                role: input.role, label: ButtonStyleConfiguration.Label(view: input.label), isPressed: false)))
        }
    }
}
