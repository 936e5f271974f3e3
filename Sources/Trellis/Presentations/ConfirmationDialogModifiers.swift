import Foundation

nonisolated extension View {
    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// On iPhone (iOS 26) the dialog is a 238-point glass card above the view presenting it, or at
    /// its bottom where there is no room above; its actions stack as full-width capsules and the
    /// cancel button is not shown. The title shows when `titleVisibility` is `.visible`.
    ///
    /// ```swift
    /// Color.clear.confirmationDialog("Delete the item?", isPresented: $asks) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the actions.
    public func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A) -> some View where A: View {
        presentation(name: "confirmationDialog", title: Text(titleKey), isPresented: isPresented, data: Optional(()), dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { _ in AnyView(actions()) }, message: nil)
    }

    /// Presents a confirmation dialog with a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    public func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View where A: View, M: View {
        presentation(name: "confirmationDialog", title: Text(titleKey), isPresented: isPresented, data: Optional(()), dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents a confirmation dialog using data to produce its actions when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for a confirmation dialog: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    public func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A) -> some View where A: View {
        presentation(name: "confirmationDialog", title: Text(titleKey), isPresented: isPresented, data: data, dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { AnyView(actions($0)) }, message: nil)
    }

    /// Presents a confirmation dialog using data to produce its actions and message when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for a confirmation dialog: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    public func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View where A: View, M: View {
        presentation(name: "confirmationDialog", title: Text(titleKey), isPresented: isPresented, data: data, dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the actions.
    @_disfavoredOverload
    public func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A) -> some View where S: StringProtocol, A: View {
        presentation(name: "confirmationDialog", title: Text(title), isPresented: isPresented, data: Optional(()), dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { _ in AnyView(actions()) }, message: nil)
    }

    /// Presents a confirmation dialog with a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    @_disfavoredOverload
    public func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View where S: StringProtocol, A: View, M: View {
        presentation(name: "confirmationDialog", title: Text(title), isPresented: isPresented, data: Optional(()), dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents a confirmation dialog using data to produce its actions when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for a confirmation dialog: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    @_disfavoredOverload
    public func confirmationDialog<S, A, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A) -> some View where S: StringProtocol, A: View {
        presentation(name: "confirmationDialog", title: Text(title), isPresented: isPresented, data: data, dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { AnyView(actions($0)) }, message: nil)
    }

    /// Presents a confirmation dialog using data to produce its actions and message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for a confirmation dialog: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    @_disfavoredOverload
    public func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View where S: StringProtocol, A: View, M: View {
        presentation(name: "confirmationDialog", title: Text(title), isPresented: isPresented, data: data, dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents a confirmation dialog when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the actions.
    public func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A) -> some View where A: View {
        presentation(name: "confirmationDialog", title: title, isPresented: isPresented, data: Optional(()), dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { _ in AnyView(actions()) }, message: nil)
    }

    /// Presents a confirmation dialog with a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    public func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View where A: View, M: View {
        presentation(name: "confirmationDialog", title: title, isPresented: isPresented, data: Optional(()), dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents a confirmation dialog using data to produce its actions when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for a confirmation dialog: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    public func confirmationDialog<A, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A) -> some View where A: View {
        presentation(name: "confirmationDialog", title: title, isPresented: isPresented, data: data, dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { AnyView(actions($0)) }, message: nil)
    }

    /// Presents a confirmation dialog using data to produce its actions and message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present a confirmation dialog.
    ///   - titleVisibility: The visibility of the dialog's title.
    ///   - data: An optional source of truth for a confirmation dialog: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    public func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View where A: View, M: View {
        presentation(name: "confirmationDialog", title: title, isPresented: isPresented, data: data, dialog: true, showsTitle: titleVisibility == .visible,
                     actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }
}
