import Foundation

// NavigationLink's binding forms, deprecated in SwiftUI since iOS 16 for
// `NavigationLink(value:label:)` and `navigationDestination(isPresented:destination:)`. Apple
// deprecates them for every release from iOS 16 on, so the compiler warns where they are
// used; Trellis marks them deprecated on every platform, with Apple's message.

extension NavigationLink {
    /// A link whose destination shows while `isActive` is true.
    nonisolated init(presenting destination: Destination, isActive: Binding<Bool>, label: Label) {
        self.label = label
        let view = AnyView(destination)
        self.target = .presented(
            PresentedDestination(view: { isActive.wrappedValue ? view : nil }, dismiss: { isActive.wrappedValue = false }),
            activate: { isActive.wrappedValue = true })
    }

    /// A link whose destination shows while `selection` equals `tag`.
    nonisolated init<V: Hashable>(presenting destination: Destination, tag: V, selection: Binding<V?>, label: Label) {
        self.label = label
        let view = AnyView(destination)
        self.target = .presented(
            PresentedDestination(
                view: { selection.wrappedValue == tag ? view : nil },
                dismiss: { if selection.wrappedValue == tag { selection.wrappedValue = nil } }),
            activate: { selection.wrappedValue = tag })
    }

    /// Creates a navigation link that presents a destination view when active.
    ///
    /// Activating the link sets `isActive` to `true`; while it is `true` the
    /// ``NavigationStack`` around shows `destination` above its screens, and popping it sets
    /// `isActive` back to `false` (as `navigationDestination(isPresented:destination:)` does).
    ///
    /// - Parameters:
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(presenting: destination(), isActive: isActive, label: label())
    }

    /// Creates a navigation link that presents a destination view when a bound selection
    /// variable equals a given tag value.
    ///
    /// Activating the link sets `selection` to `tag`; while they are equal the stack around
    /// shows `destination`, and popping it sets `selection` to `nil`.
    ///
    /// - Parameters:
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(presenting: destination(), tag: tag, selection: selection, label: label())
    }

    /// Creates a navigation link that presents the destination view when active.
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(presenting: destination, isActive: isActive, label: label())
    }

    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value.
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(presenting: destination, tag: tag, selection: selection, label: label())
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view when active, with a text
    /// label that the link generates from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view for the navigation link to present.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(presenting: destination(), isActive: isActive, label: Text(titleKey))
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label that the link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view for the navigation link to present.
    @_disfavoredOverload
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(presenting: destination(), isActive: isActive, label: Text(title))
    }

    /// Creates a navigation link that presents a destination view when a bound selection
    /// variable matches a value you provide, with a text label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    ///   - destination: A view for the navigation link to present.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(presenting: destination(), tag: tag, selection: selection, label: Text(titleKey))
    }

    /// Creates a navigation link that presents a destination view when a bound selection
    /// variable matches a value you provide, with a text label from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    ///   - destination: A view for the navigation link to present.
    @_disfavoredOverload
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(presenting: destination(), tag: tag, selection: selection, label: Text(title))
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(presenting: destination, isActive: isActive, label: Text(titleKey))
    }

    /// Creates a navigation link that presents a destination view when active, with a text
    /// label from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    @_disfavoredOverload
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(presenting: destination, isActive: isActive, label: Text(title))
    }

    /// Creates a navigation link that presents a destination view when a bound selection
    /// variable matches a value you provide, with a text label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(presenting: destination, tag: tag, selection: selection, label: Text(titleKey))
    }

    /// Creates a navigation link that presents a destination view when a bound selection
    /// variable matches a value you provide, with a text label from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    @_disfavoredOverload
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    nonisolated public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(presenting: destination, tag: tag, selection: selection, label: Text(title))
    }
}
