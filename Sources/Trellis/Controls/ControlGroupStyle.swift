import Foundation

/// Defines the implementation of all control groups within a view hierarchy.
///
/// ```swift
/// struct Stacked: ControlGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.label; configuration.content }
///     }
/// }
/// ```
///
/// The body the style makes is what lays out; a `ControlGroup(configuration)` inside it is
/// drawn by the style outside this one (the platform's when there is none).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View
    /// Creates a view representing the body of a control group.
    ///
    /// - Parameter configuration: The properties of the control group instance being created.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
nonisolated public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group: its controls, each a subview.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased label of a control group: empty when the group was made without one.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A view that represents the content of the control group.
    public let content: Content
    /// A view that provides the optional label of the control group.
    public let label: Label
}

/// The default control group style: on iOS, the controls as a row of equal-width segments on
/// one capsule bezel that fills the width offered (derived; see ``ControlGroup``).
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    init() {}
    /// The platform's control group.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupBody(configuration: configuration)
    }
}

/// The navigation control group style: the controls side by side as borderless buttons at
/// their ideal widths, with the stack's standard spacing and no bezel, as a toolbar shows a
/// group (derived: no recording).
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates a navigation control group style.
    public init() {}
    /// The controls in a row of borderless buttons.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupButtonRow(content: configuration.content)
    }
}

/// A control group style that presents its content as a menu when the user presses the
/// control, or in a submenu when nested within a larger menu: closed, the group's label.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates a menu control group style.
    public init() {}
    /// A menu whose label is the group's label and whose items are its controls.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A control group style that presents its content as a compact menu when the user presses
/// the control, or as a row of icons when nested within a larger menu.
///
/// Closed, it is the group's label, as ``MenuControlGroupStyle`` is; opened, its items show in
/// the pop-up menu as a menu style's do (the compact row of icons is not drawn headless: see
/// `docs/differences.md`).
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates a compact menu control group style.
    public init() {}
    /// A menu whose label is the group's label and whose items are its controls.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A control group style that presents its content as a palette: outside a menu on iOS, the
/// controls side by side as borderless buttons, as ``NavigationControlGroupStyle`` lays them
/// out (derived: no recording).
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates a palette control group style.
    public init() {}
    /// The controls in a row of borderless buttons.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupButtonRow(content: configuration.content)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style: the controls side by side as a toolbar shows them.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the
    /// control, or in a submenu when nested within a larger menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu when the user
    /// presses the control, or as a row of icons when nested within a larger menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension View {
    /// Sets the style for control groups within this view.
    ///
    /// ```swift
    /// ControlGroup("Sort") {
    ///     Button("Name") {}
    ///     Button("Date") {}
    /// }
    /// .controlGroupStyle(.menu)
    /// ```
    ///
    /// - Parameter style: The style to apply to controls within this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}

/// iOS's automatic control group: each control a segment of equal width (12 × 7 around its
/// label, a bordered button's regular padding), the row on one capsule bezel filling the
/// width offered, the controls borderless in the tint colour. Derived from iOS 26's look.
nonisolated struct AutomaticControlGroupBody: View {
    let configuration: ControlGroupStyleConfiguration

    var body: some View {
        Group(subviews: configuration.content) { subviews in
            HStack(spacing: 0) {
                ForEach(subviews) { subview in
                    subview
                        .padding(.horizontal, 12)
                        .padding(.vertical, 7)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .buttonStyle(.borderless)
        .background(ControlPart(kind: .buttonBezel(prominent: false), name: "controlGroup"))
    }
}

/// The controls of a group side by side as borderless buttons at their ideal widths.
nonisolated struct ControlGroupButtonRow: View {
    let content: ControlGroupStyleConfiguration.Content

    var body: some View {
        HStack { content }.buttonStyle(.borderless)
    }
}
