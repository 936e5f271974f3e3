import Foundation

/// A representation of an alert presentation (deprecated in SwiftUI: use the `alert`
/// modifiers with actions).
///
/// ```swift
/// Color.clear.alert(isPresented: $asks) {
///     Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - dismissButton: The button that dismisses the alert; an OK button when `nil`.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - primaryButton: The first button to show in the alert.
    ///   - secondaryButton: The second button to show in the alert.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// An alert with any buttons: an ``ActionSheet``'s.
    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// Creates a side-by-side button alert.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - primaryButton: The first button to show in the alert.
    ///   - secondaryButton: The second button to show in the alert.
    public static func sideBySideButtons(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) -> Alert {
        Alert(title: title, message: message, primaryButton: primaryButton, secondaryButton: secondaryButton)
    }

    /// A button representing an operation of an alert presentation.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        ///
        /// - Parameters:
        ///   - label: The text to display on the button.
        ///   - action: The action to perform when the button is activated.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        ///
        /// - Parameters:
        ///   - label: The text to display on the button.
        ///   - action: The action to perform when the button is activated.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// Creates an alert button that indicates cancellation, labelled "Cancel".
        ///
        /// - Parameter action: The action to perform when the button is activated.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        ///
        /// - Parameters:
        ///   - label: The text to display on the button.
        ///   - action: The action to perform when the button is activated.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert's buttons as views.
    var actions: AnyView {
        let buttons = self.buttons
        return AnyView(ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            SwiftUIButton(role: button.role, action: { button.action?() }) { button.label }
        })
    }
}

/// SwiftUI's `Button` view, under a name `Alert.Button` does not hide.
typealias SwiftUIButton = Button

nonisolated extension View {
    /// Presents an alert to the user (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - content: A closure returning the alert to present.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentation(name: "alert", title: alert.title, isPresented: isPresented, data: Optional(()), dialog: false, showsTitle: true,
                            actions: { _ in alert.actions }, message: alert.message.map { message in { _ in AnyView(message) } })
    }

    /// Presents an alert to the user, using an item as a data source (deprecated in SwiftUI).
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the alert; dismissing sets it to `nil`.
    ///   - content: A closure returning the alert to present for the item.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(PresentationModifier(name: "alert") {
            guard item.wrappedValue != nil, let alert else { return nil }
            return PresentedLayer(
                kind: .alert(title: alert.title, message: alert.message.map { AnyView($0) }, actions: alert.actions, dialog: false),
                dismiss: { item.wrappedValue = nil })
        })
    }
}
