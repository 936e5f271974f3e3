import Foundation

/// A representation of an action sheet presentation: SwiftUI's first form of a confirmation
/// dialog (deprecated there in favour of the `confirmationDialog` modifiers). Presented with
/// ``View/actionSheet(isPresented:content:)``, it lays out as the dialog those modifiers
/// make, its title always shown.
///
/// ```swift
/// Color.clear.actionSheet(isPresented: $asks) {
///     ActionSheet(title: Text("Photo"), buttons: [.default(Text("Take Photo")), .cancel()])
/// }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
public struct ActionSheet {
    /// A button of an action sheet: the alert's button.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an action sheet with the provided buttons.
    ///
    /// - Parameters:
    ///   - title: The title of the action sheet.
    ///   - message: The message to display in the body of the action sheet.
    ///   - buttons: The buttons to show in the action sheet; a Cancel button by default.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The sheet as an alert with the dialog's layout.
    var alert: Alert { Alert(title: title, message: message, buttons: buttons) }
}

@available(*, unavailable)
extension ActionSheet: Sendable {}

nonisolated extension View {
    /// Presents an action sheet when a given condition is true (deprecated in SwiftUI: use
    /// `confirmationDialog`). It lays out as the dialog `confirmationDialog` makes, with
    /// its title visible; choosing a button runs its action and sets the binding back.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the
    ///     action sheet.
    ///   - content: A closure returning the action sheet to present.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content().alert
        return presentation(name: "actionSheet", title: sheet.title, isPresented: isPresented, data: Optional(()), dialog: true, showsTitle: true,
                            actions: { _ in sheet.actions }, message: sheet.message.map { message in { _ in AnyView(message) } })
    }

    /// Presents an action sheet using the given item as a data source for the sheet's content
    /// (deprecated in SwiftUI: use `confirmationDialog`); dismissing it sets the item to `nil`.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the action sheet.
    ///   - content: A closure returning the action sheet to present for the item.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    public func actionSheet<T>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View where T: Identifiable {
        let sheet = item.wrappedValue.map(content)?.alert
        return modifier(PresentationModifier(name: "actionSheet") {
            guard item.wrappedValue != nil, let sheet else { return nil }
            return PresentedLayer(
                kind: .alert(title: sheet.title, message: sheet.message.map { AnyView($0) }, actions: sheet.actions, dialog: true),
                dismiss: { item.wrappedValue = nil })
        })
    }
}
