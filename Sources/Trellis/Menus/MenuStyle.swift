import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all menus
/// within a view hierarchy.
///
/// ```swift
/// struct RedMenu: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration).foregroundStyle(.red)
///     }
/// }
/// ```
///
/// The body the style makes is what lays out; a `Menu(configuration)` inside it is drawn by
/// the style outside this one (the platform's when there is none), and opens the menu.
@MainActor @preconcurrency
public protocol MenuStyle {
    /// A view that represents the body of a menu.
    associatedtype Body: View
    /// Creates a view that represents the body of a menu.
    ///
    /// - Parameter configuration: The properties of the menu.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a menu.
    typealias Configuration = MenuStyleConfiguration
}

/// A configuration of a menu: its label and content, and what opening it does.
nonisolated public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased content of a menu.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content is resolved as the view it erases.
        public var body: some View { view }
    }

    let label: Label
    let content: Content
    /// Opens the menu.
    let open: () -> Void
    /// What a tap does instead of opening the menu, if anything.
    let primaryAction: (() -> Void)?
}

/// The default menu style, based on the menu's context: on iOS a borderless button, the label
/// alone in the accent colour.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// Creates a default menu style.
    public init() {}
    /// The platform's menu: its label as a borderless button that opens the menu.
    public func makeBody(configuration: Configuration) -> some View {
        MenuLabelButton(configuration: configuration, style: .automatic)
    }
}

/// A menu style that displays a button that toggles the display of the menu's contents when
/// pressed: the label is drawn by the environment's button style (`buttonStyle(_:)`).
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// Creates a button menu style.
    public init() {}
    /// The label as a button in the environment's button style, that opens the menu.
    public func makeBody(configuration: Configuration) -> some View {
        MenuLabelButton(configuration: configuration, style: .button)
    }
}

/// A menu style that displays a borderless button that toggles the display of the menu's
/// contents when pressed.
@available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use .menuStyle(.button) and .buttonStyle(.borderless).")
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates a borderless button menu style.
    public init() {}
    /// The label as a borderless button that opens the menu.
    public func makeBody(configuration: Configuration) -> some View {
        MenuLabelButton(configuration: configuration, style: .borderless)
    }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    nonisolated public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents
    /// when pressed.
    nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button that toggles the display of the menu's
    /// contents when pressed.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use .menuStyle(.button) and .buttonStyle(.borderless).")
    nonisolated public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
    /// Sets the style for menus within this view.
    ///
    /// ```swift
    /// Menu("Sort") { Button("Name") {} }
    ///     .menuStyle(.button)
    ///     .buttonStyle(.bordered)
    /// ```
    ///
    /// - Parameter style: The menu style to apply.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}

/// A closed menu as the built-in styles draw it: its label as a button whose tap opens the
/// menu (or runs its primary action), and whose long press opens it.
nonisolated struct MenuLabelButton: View {
    enum Kind { case automatic, button, borderless }
    let configuration: MenuStyleConfiguration
    let style: Kind

    @Environment(\.targetPlatform) private var platform

    var body: some View {
        let open = configuration.open
        let button = Button(action: configuration.primaryAction ?? open) {
            MenuIndicatorLabel(label: configuration.label, splitsPrimaryAction: configuration.primaryAction != nil)
        }
        Group {
            // macOS draws the automatic menu as a pull-down button: the platform's bordered
            // button (swiftui-web `menu/basic`, macOS 26.2: 24 points tall).
            if style == .button || (style == .automatic && platform.system == .macOS) {
                button
            } else {
                button.buttonStyle(.borderless)
            }
        }
        .modifier(NodeModifier(name: "menu", change: .layoutValue(ObjectIdentifier(LongPressActionKey.self), LongPressAction { _ in open() })))
    }
}

/// A menu's label with its indicator: a `chevron.down` symbol 4 points after the label where
/// ``View/menuIndicator(_:)`` asks for it (`.visible`); iOS shows none otherwise (derived: no
/// recording of the indicator). macOS shows it unless hidden, in a 20-point column (16.5 for
/// a menu with a primary action, whose arrow is a segment of its own): swiftui-web
/// `menu/basic` (macOS 26.2) records a pull-down menu 24 points wider than a button of the same
/// title, a hidden indicator's as wide as the button, and `Menu("Primary")` with a primary
/// action 20.5 points wider.
nonisolated struct MenuIndicatorLabel: View, PrimitiveView {
    let label: MenuStyleConfiguration.Label
    /// Whether the menu has a primary action (macOS: a narrower arrow segment).
    var splitsPrimaryAction = false

    var body: Never { fatalError("MenuIndicatorLabel has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let visibility = resolver.environment.menuIndicatorVisibility
        if resolver.environment.platform.system == .macOS {
            guard visibility != .hidden else {
                resolver.resolve(label, into: &elements)
                return
            }
            let column: CGFloat = splitsPrimaryAction ? 16.5 : 20
            resolver.resolve(HStack(spacing: 4) {
                label
                Image(systemName: "chevron.down").font(.system(size: 9, weight: .bold)).frame(width: column)
            }, into: &elements)
        } else if visibility == .visible {
            resolver.resolve(HStack(spacing: 4) { label; Image(systemName: "chevron.down") }, into: &elements)
        } else {
            resolver.resolve(label, into: &elements)
        }
    }
}
