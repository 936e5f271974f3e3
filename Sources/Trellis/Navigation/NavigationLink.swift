import Foundation

/// A view that controls a navigation presentation.
///
/// Activating the link (a tap; ``LayoutHost/activate(id:)`` headless) pushes a screen onto
/// the ``NavigationStack`` around it: the value form appends its value to the stack's path,
/// shown by the ``View/navigationDestination(for:destination:)`` for its type; the
/// destination form pushes its destination view.
///
/// ```swift
/// NavigationStack {
///     List {
///         NavigationLink("Profile", value: 1)
///         NavigationLink("About") { Text("Version 1.0") }
///     }
///     .navigationDestination(for: Int.self) { Text("Profile \($0)") }
/// }
/// ```
///
/// In a list the link is a row with a chevron at its trailing edge (the label takes the rest
/// of the row; `navigationLinkIndicatorVisibility(.hidden)` leaves the chevron out);
/// elsewhere it looks like a button. Outside a stack, or with a `nil` value, the
/// link does nothing.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// What the link pushes.
    let target: NavigationLinkTarget

    /// Creates a navigation link that presents the destination view.
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// Creates a navigation link that presents the destination view (SwiftUI deprecates it:
    /// pass a closure as the destination).
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(AnyView(destination))
    }

    /// The link's look: a row with a chevron in a list, a button elsewhere.
    public var body: Never { fatalError("NavigationLink has no body") }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - destination: A view for the navigation link to present.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view, with a text label from a
    /// localized string key (SwiftUI deprecates it: pass a closure as the destination).
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - destination: A view for the navigation link to present.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label from a
    /// title string (SwiftUI deprecates it: pass a closure as the destination).
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    ///
    /// Activating it appends `value` to the path of the ``NavigationStack`` around; the
    /// ``View/navigationDestination(for:destination:)`` for its type shows it.
    ///
    /// - Parameters:
    ///   - value: An optional value to present; `nil` disables the link.
    ///   - label: A label that describes the view that this link presents.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = value.map { .value(AnyHashable($0)) } ?? .none
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - value: An optional value to present; `nil` disables the link.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - value: An optional value to present; `nil` disables the link.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

/// What a link pushes.
enum NavigationLinkTarget {
    case value(AnyHashable)
    case view(AnyView)
    /// A destination its binding presents (the deprecated `isActive:` and `tag:selection:`
    /// forms), and what activating the link does to the binding.
    case presented(PresentedDestination, activate: () -> Void)
    /// Nothing: a `nil` value.
    case none
}

extension NavigationLink: PrimitiveView {
    /// Resolves the link's look, tapped by pushing its target.
    nonisolated public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    nonisolated func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let push: (() -> Void)?
        switch (target, resolver.environment.navigation.stack?.actions) {
        case (.value(let value), _) where resolver.environment.listSelection?.accepts(value) == true:
            // In a list whose selection takes the value: selects it (SwiftUI's list selection).
            push = resolver.environment.listSelection?.action(selecting: value, in: resolver.environment.splitColumn)
        case (.value(let value), let actions?): push = { _ = actions.pushValue(value) }
        case (.view(let view), let actions?): push = { actions.pushView(view) }
        case (.presented(let destination, let activate), _?):
            resolver.environment.navigation.stack?.present(destination)
            push = activate
        default: push = nil
        }
        let start = elements.count
        if resolver.environment.list.sectionFonts != nil, resolver.environment.platform.system == .macOS {
            // A macOS list row: the label alone, no chevron (swiftui-web `nav/list`, macOS 26.2:
            // each link's frame is its label's).
            resolver.resolve(label, into: &elements)
            if let push, resolver.environment.isEnabled { resolver.update(elements[start...]) { $0.action = push } }
        } else if resolver.environment.list.sectionFonts != nil {
            // A list row: the label, then the disclosure chevron (derived: SF Symbols'
            // chevron.forward in a 14-point semibold font, tertiary, as iOS draws it).
            // (`navigationLinkIndicatorVisibility(.hidden)` leaves the chevron out.)
            let showsIndicator = resolver.environment.navigationLinkIndicatorVisibility != .hidden
            resolver.resolve(HStack {
                label.frame(maxWidth: .infinity, alignment: .leading)
                if showsIndicator {
                    Image(systemName: "chevron.forward").font(.system(size: 14, weight: .semibold)).foregroundStyle(.tertiary)
                }
            }, into: &elements)
            if let push, resolver.environment.isEnabled { resolver.update(elements[start...]) { $0.action = push } }
        } else {
            resolver.resolve(Button(action: push ?? {}) { label }.disabled(push == nil), into: &elements)
            if push == nil { resolver.update(elements[start...]) { $0.action = nil } }
        }
    }
}
