import Foundation

/// A control for presenting a menu of actions.
///
/// ```swift
/// Menu("Actions") {
///     Button("Duplicate") {}
///     Button("Rename") {}
///     Divider()
///     Button("Delete", role: .destructive) {}
/// }
/// ```
///
/// Closed, a menu lays out as its label drawn by the menu style (on iOS, by default, a
/// borderless button: the label alone in the accent colour). A tap opens it (a live
/// ``LayoutHost``'s ``LayoutHost/activate(id:)`` on the menu), and its items are then a
/// presented layer over the window: the iOS 26 pop-up menu, 250 points wide, under its label
/// (`MenuMetrics`, derived: see `docs/differences.md`). Choosing an item runs its action and closes the menu (unless
/// ``View/menuActionDismissBehavior(_:)`` says otherwise). With a `primaryAction`, a tap runs
/// the action and a long press (``LayoutHost/longPress(id:)``) opens the menu. In a snapshot
/// the menu is closed.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    /// The configuration a style's body passed to `Menu(_:)`: the menu of that configuration.
    let configuration: MenuStyleConfiguration?
    /// Whether the menu is open (a live host's tap or long press opens it).
    @State private var isPresented = false

    init(label: Label, content: Content, primaryAction: (() -> Void)?, configuration: MenuStyleConfiguration?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
        self.configuration = configuration
    }

    /// Creates a menu with a custom label.
    ///
    /// - Parameters:
    ///   - content: A group of menu items.
    ///   - label: A view describing the content of the menu.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), primaryAction: nil, configuration: nil)
    }

    /// Creates a menu with a custom primary action and custom label.
    ///
    /// A tap runs `primaryAction`; a long press opens the menu.
    ///
    /// - Parameters:
    ///   - content: A group of menu items.
    ///   - label: A view describing the content of the menu.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.init(label: label(), content: content(), primaryAction: primaryAction, configuration: nil)
    }

    /// The menu: its label as the menu style draws it, and, while open, its items over the
    /// window.
    public var body: some View {
        if let configuration {
            // A style's body showing the menu of the style outside it.
            StyledBody(configuration: configuration) { MenuLabelButton(configuration: $0, style: .automatic) }
        } else {
            let open = $isPresented
            let content = AnyView(self.content)
            let configuration = MenuStyleConfiguration(
                label: .init(view: AnyView(label)), content: .init(view: content),
                open: { open.wrappedValue = true }, primaryAction: primaryAction)
            StyledBody(configuration: configuration) { MenuLabelButton(configuration: $0, style: .automatic) }
                .modifier(PresentationModifier(name: "menu") {
                    guard open.wrappedValue else { return nil }
                    return PresentedLayer(kind: .menu(content: content, preview: nil)) { open.wrappedValue = false }
                })
        }
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the menu's localized title.
    ///   - content: A group of menu items.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), primaryAction: nil, configuration: nil)
    }

    /// Creates a menu that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - content: A group of menu items.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), primaryAction: nil, configuration: nil)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the menu's localized title.
    ///   - content: A group of menu items.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(label: Text(titleKey), content: content(), primaryAction: primaryAction, configuration: nil)
    }

    /// Creates a menu with a custom primary action that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - content: A group of menu items.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(label: Text(title), content: content(), primaryAction: primaryAction, configuration: nil)
    }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the menu's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: A group of menu items.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: Trellis.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: nil, configuration: nil)
    }

    /// Creates a menu that generates its label from a string and system image.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the menu.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: A group of menu items.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: Trellis.Label(title, systemImage: systemImage), content: content(), primaryAction: nil, configuration: nil)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key and system image.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the menu's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: A group of menu items.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(label: Trellis.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: primaryAction, configuration: nil)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// Creates a menu based on a style configuration, as a custom style's body does to show
    /// the menu of the style outside it (the platform's when there is none).
    ///
    /// - Parameter configuration: The properties of the menu.
    nonisolated public init(_ configuration: MenuStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content, primaryAction: nil, configuration: configuration)
    }
}

