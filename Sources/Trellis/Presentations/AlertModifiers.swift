import Foundation

nonisolated extension View {
    /// Presents an alert when a given condition is true.
    ///
    /// The alert is a layer over the window (this view stays laid out beneath it): the window dims
    /// and a 299-point card is centred on it, with the title, the message and the actions (two
    /// in a row, the cancel role first; more stacked). Activating an action
    /// (``LayoutHost/activate(id:)`` with its `.id`, or its title) runs it and dismisses the
    /// alert. Without actions the alert shows an OK button.
    ///
    /// ```swift
    /// Color.clear.alert("Delete the item?", isPresented: $asks) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - actions: A view builder returning the actions.
    public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A) -> some View where A: View {
        presentation(name: "alert", title: Text(titleKey), isPresented: isPresented, data: Optional(()), dialog: false, showsTitle: true,
                     actions: { _ in AnyView(actions()) }, message: nil)
    }

    /// Presents an alert with a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View where A: View, M: View {
        presentation(name: "alert", title: Text(titleKey), isPresented: isPresented, data: Optional(()), dialog: false, showsTitle: true,
                     actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents an alert using data to produce its actions when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - data: An optional source of truth for an alert: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    public func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A) -> some View where A: View {
        presentation(name: "alert", title: Text(titleKey), isPresented: isPresented, data: data, dialog: false, showsTitle: true,
                     actions: { AnyView(actions($0)) }, message: nil)
    }

    /// Presents an alert using data to produce its actions and message when a given condition is true.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized string that describes the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - data: An optional source of truth for an alert: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    public func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View where A: View, M: View {
        presentation(name: "alert", title: Text(titleKey), isPresented: isPresented, data: data, dialog: false, showsTitle: true,
                     actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - actions: A view builder returning the actions.
    @_disfavoredOverload
    public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A) -> some View where S: StringProtocol, A: View {
        presentation(name: "alert", title: Text(title), isPresented: isPresented, data: Optional(()), dialog: false, showsTitle: true,
                     actions: { _ in AnyView(actions()) }, message: nil)
    }

    /// Presents an alert with a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    @_disfavoredOverload
    public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View where S: StringProtocol, A: View, M: View {
        presentation(name: "alert", title: Text(title), isPresented: isPresented, data: Optional(()), dialog: false, showsTitle: true,
                     actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents an alert using data to produce its actions when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - data: An optional source of truth for an alert: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    @_disfavoredOverload
    public func alert<S, A, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A) -> some View where S: StringProtocol, A: View {
        presentation(name: "alert", title: Text(title), isPresented: isPresented, data: data, dialog: false, showsTitle: true,
                     actions: { AnyView(actions($0)) }, message: nil)
    }

    /// Presents an alert using data to produce its actions and message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: A text string used as the title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - data: An optional source of truth for an alert: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    @_disfavoredOverload
    public func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View where S: StringProtocol, A: View, M: View {
        presentation(name: "alert", title: Text(title), isPresented: isPresented, data: data, dialog: false, showsTitle: true,
                     actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - actions: A view builder returning the actions.
    public func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A) -> some View where A: View {
        presentation(name: "alert", title: title, isPresented: isPresented, data: Optional(()), dialog: false, showsTitle: true,
                     actions: { _ in AnyView(actions()) }, message: nil)
    }

    /// Presents an alert with a message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    public func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M) -> some View where A: View, M: View {
        presentation(name: "alert", title: title, isPresented: isPresented, data: Optional(()), dialog: false, showsTitle: true,
                     actions: { _ in AnyView(actions()) }, message: { _ in AnyView(message()) })
    }

    /// Presents an alert using data to produce its actions when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - data: An optional source of truth for an alert: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    public func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A) -> some View where A: View {
        presentation(name: "alert", title: title, isPresented: isPresented, data: data, dialog: false, showsTitle: true,
                     actions: { AnyView(actions($0)) }, message: nil)
    }

    /// Presents an alert using data to produce its actions and message when a given condition is true.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: A binding to a Boolean value that determines whether to present an alert.
    ///   - data: An optional source of truth for an alert: it shows only when this is not `nil`.
    ///   - actions: A view builder returning the actions.
    ///   - message: A view builder returning the message.
    public func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View where A: View, M: View {
        presentation(name: "alert", title: title, isPresented: isPresented, data: data, dialog: false, showsTitle: true,
                     actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// Presents an alert when an error is present.
    ///
    /// The alert's title is the error's `errorDescription`.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - error: An optional localized error that is used to generate the alert's title.
    ///   - actions: A view builder returning the alert's actions.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A) -> some View {
        presentation(name: "alert", title: error.map { Text($0.errorDescription ?? "") }, isPresented: isPresented, data: error,
                     dialog: false, showsTitle: true, actions: { _ in AnyView(actions()) }, message: nil)
    }

    /// Presents an alert with a message when an error is present.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the alert.
    ///   - error: An optional localized error that is used to generate the alert's title.
    ///   - actions: A view builder returning the alert's actions for the error.
    ///   - message: A view builder returning the message for the error.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping (E) -> A, @ViewBuilder message: @escaping (E) -> M
    ) -> some View {
        presentation(name: "alert", title: error.map { Text($0.errorDescription ?? "") }, isPresented: isPresented, data: error,
                     dialog: false, showsTitle: true, actions: { AnyView(actions($0)) }, message: { AnyView(message($0)) })
    }

    /// The alert or dialog a title, a binding and data make: shown while the binding is true
    /// and the data is there; dismissing sets the binding back.
    func presentation<T>(
        name: String, title: Text?, isPresented: Binding<Bool>, data: T?, dialog: Bool, showsTitle: Bool,
        actions: @escaping (T) -> AnyView, message: ((T) -> AnyView)?
    ) -> some View {
        modifier(PresentationModifier(name: name) {
            guard isPresented.wrappedValue, let data else { return nil }
            return PresentedLayer(
                kind: .alert(title: showsTitle ? title : nil, message: message.map { $0(data) }, actions: actions(data), dialog: dialog),
                dismiss: { isPresented.wrappedValue = false })
        })
    }
}
