import Foundation

/// A structure that defines the placement of a toolbar item.
///
/// On iOS (where Trellis lays toolbars out) the navigation bar takes the leading placements
/// (`navigation`, `cancellationAction`, `topBarLeading`) at its leading edge, the trailing ones
/// (`automatic`, `primaryAction`, `confirmationAction`, `destructiveAction`, `topBarTrailing`)
/// at its trailing edge, `principal` in its centre instead of the inline title, and
/// `secondaryAction` in an overflow menu; `bottomBar` items go in the bottom bar and `status`
/// in its centre. `keyboard` items show above the software keyboard, which a headless layout
/// never shows: they are not laid out.
///
/// ```swift
/// Text("Draft")
///     .toolbar {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Send") {} }
///     }
/// ```
public struct ToolbarItemPlacement {
    /// Where the placement puts its items in an iOS navigation stack.
    enum Slot: Equatable {
        case leading, trailing, principal, overflow, bottom, status, keyboard, largeTitle
    }

    let slot: Slot

    init(_ slot: Slot) {
        self.slot = slot
    }

    /// The system places the item automatically: at the trailing edge of the navigation bar
    /// on iOS.
    nonisolated(unsafe) public static let automatic = ToolbarItemPlacement(.trailing)
    /// The system places the item in the principal item section: the centre of the navigation
    /// bar on iOS, in place of the inline title.
    nonisolated(unsafe) public static let principal = ToolbarItemPlacement(.principal)
    /// The item represents a navigation action: the leading edge of the navigation bar on iOS.
    nonisolated(unsafe) public static let navigation = ToolbarItemPlacement(.leading)
    /// The item represents a primary action: the trailing edge of the navigation bar on iOS.
    nonisolated(unsafe) public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// The item represents a secondary action: in the overflow menu at the trailing edge of
    /// the navigation bar on iOS (the menu's button is drawn; its items are not).
    nonisolated(unsafe) public static let secondaryAction = ToolbarItemPlacement(.overflow)
    /// The item represents a change in status for the current context: the centre of the
    /// bottom bar on iOS.
    nonisolated(unsafe) public static let status = ToolbarItemPlacement(.status)
    /// The item represents a confirmation action for a modal interface: the trailing edge of
    /// the navigation bar on iOS.
    nonisolated(unsafe) public static let confirmationAction = ToolbarItemPlacement(.trailing)
    /// The item represents a cancellation action for a modal interface: the leading edge of
    /// the navigation bar on iOS.
    nonisolated(unsafe) public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// The item represents a destructive action for a modal interface: the trailing edge of
    /// the navigation bar on iOS.
    nonisolated(unsafe) public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// The item is placed in the keyboard section, above the software keyboard (never shown
    /// headless: the item is not laid out).
    nonisolated(unsafe) public static let keyboard = ToolbarItemPlacement(.keyboard)
    /// Places the item in the leading edge of the top bar.
    public static var topBarLeading: ToolbarItemPlacement { .navigationBarLeading }
    /// Places the item in the trailing edge of the top bar.
    public static var topBarTrailing: ToolbarItemPlacement { .navigationBarTrailing }
    /// Places the item in the leading edge of the navigation bar (deprecated in SwiftUI: use
    /// ``topBarLeading``).
    nonisolated(unsafe) public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// Places the item in the trailing edge of the navigation bar (deprecated in SwiftUI: use
    /// ``topBarTrailing``).
    nonisolated(unsafe) public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// Places the item in the bottom toolbar.
    nonisolated(unsafe) public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// Places the item in the title of the navigation bar: its centre, as ``principal``.
    public static var title: ToolbarItemPlacement { .principal }
    /// Places the item in the large title's place, below the bar's row, in place of the
    /// title when it shows large.
    nonisolated(unsafe) public static let largeTitle = ToolbarItemPlacement(.largeTitle)
}

/// The placement of a bar that a toolbar modifier (``View/toolbarVisibility(_:for:)``,
/// `toolbarBackground(_:for:)`) applies to.
///
/// ```swift
/// List { Text("Row") }
///     .toolbarVisibility(.hidden, for: .navigationBar)
/// ```
public struct ToolbarPlacement {
    enum Bar: Equatable {
        case automatic, bottomBar, navigationBar, tabBar
    }

    let bar: Bar

    /// The primary toolbar: the navigation bar on iOS.
    public static var automatic: ToolbarPlacement { ToolbarPlacement(bar: .automatic) }
    /// The bottom toolbar.
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(bar: .bottomBar) }
    /// The navigation bar.
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(bar: .navigationBar) }
    /// The tab bar. (Modifiers naming it change nothing yet: the tab bar is `TabView`'s, another
    /// slice of issue 38; docs/differences.md.)
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(bar: .tabBar) }

    /// Whether this placement names the navigation bar (`.automatic` does on iOS).
    var isNavigationBar: Bool { bar == .automatic || bar == .navigationBar }
}

/// The purpose of content that populates the toolbar.
///
/// On iOS 26 a role changes how the back button and the title read, which Trellis draws the
/// same for every role: ``View/toolbarRole(_:)`` is recorded and does not change the layout.
///
/// ```swift
/// Text("Editor").toolbarRole(.editor)
/// ```
public struct ToolbarRole: Sendable {
    enum Kind: Sendable {
        case automatic, navigationStack, browser, editor
    }

    let kind: Kind

    /// The default role.
    public static var automatic: ToolbarRole { ToolbarRole(kind: .automatic) }
    /// The navigation stack role.
    public static var navigationStack: ToolbarRole { ToolbarRole(kind: .navigationStack) }
    /// The browser role.
    public static var browser: ToolbarRole { ToolbarRole(kind: .browser) }
    /// The editor role.
    public static var editor: ToolbarRole { ToolbarRole(kind: .editor) }
}

/// A type that defines the behavior of title of a toolbar.
///
/// ```swift
/// List { Text("Row") }
///     .navigationTitle("Inbox")
///     .toolbarTitleDisplayMode(.inline)
/// ```
public struct ToolbarTitleDisplayMode {
    enum Mode {
        case automatic, large, inlineLarge, inline
    }

    let mode: Mode

    /// The automatic mode: the mode of the screen below (large for a stack's root).
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
    /// The large mode: the title under the bar's row, in the large-title font.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// The inline large mode: the title in the bar's row, at its leading edge, in the
    /// large-title font.
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inlineLarge) }
    /// The inline mode: the title centred in the bar's row.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
}

/// The kinds of toolbar items a view adds by default (``DefaultToolbarItem``).
///
/// On an iPhone in a ``NavigationStack`` the title is the bar's own and there is no sidebar to
/// toggle: `title` and `sidebarToggle` add nothing; `search` is the search field, which a
/// `searchable` view puts at the bottom either way.
public struct ToolbarDefaultItemKind {
    enum Kind {
        case sidebarToggle, title, search
    }

    let kind: Kind

    /// The sidebar toggle (none in a navigation stack on an iPhone).
    nonisolated(unsafe) public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
    /// The title (the bar shows the navigation title).
    nonisolated(unsafe) public static let title = ToolbarDefaultItemKind(kind: .title)
    /// The search field of a `searchable` view.
    nonisolated(unsafe) public static let search = ToolbarDefaultItemKind(kind: .search)
}

/// The customization behavior of customizable toolbar content (customization is offered on
/// iPad and Mac; Trellis lays out an iPhone's bar, which shows every item: recorded, inert).
public struct ToolbarCustomizationBehavior: Sendable {
    let kind: Int

    /// The default customization behavior.
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: 0) }
    /// The reorderable customization behavior.
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: 1) }
    /// The disabled customization behavior.
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(kind: 2) }
}

/// Options that influence the default customization behavior of customizable toolbar content.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The raw value.
    public var rawValue: Int

    /// Creates a set of options from its raw value.
    ///
    /// - Parameter rawValue: The options' bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Configures customizable toolbar content to be always available.
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1) }
}

/// The sizing behavior of a ``ToolbarSpacer``.
public struct SpacerSizing: Sendable {
    let flexible: Bool

    /// A spacer that takes the space left in the bar, pushing its neighbours apart.
    public static let flexible = SpacerSizing(flexible: true)
    /// A spacer of a fixed width, that separates its neighbours.
    public static let fixed = SpacerSizing(flexible: false)
}
