import Foundation

/// A control that toggles between on and off states.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn)
/// ```
///
/// On iOS the toggle is a row as wide as it is offered: its label leading, the switch
/// (66 × 30) trailing. On macOS it is a checkbox (16 × 16, 5 before its label); the `.switch`
/// and `.button` styles are also drawn (docs/semantics.md, "Controls"). A snapshot shows the
/// binding's value.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle is resolved from its style's body.
    public var body: Never { fatalError("Toggle has no body") }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration, as a custom style's body does
    /// to show the platform's toggle.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle: PrimitiveView {
    /// Resolves the body the environment's toggle style makes for this toggle.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(view: AnyView(label)), binding: isOn)
        let body = StyledBody(configuration: configuration) { BuiltInToggleBody(kind: .automatic, configuration: $0) }
        let start = elements.count
        resolver.resolveControl("Toggle", body, into: &elements)
        let isOn = self.isOn
        // (A disabled toggle does not respond, as a disabled button does not.)
        if resolver.environment.isEnabled { resolver.update(elements[start...]) { $0.action = { isOn.wrappedValue.toggle() } } }
        // A switch's value, as UI tests read it: "1" on, "0" off.
        resolver.noteAccessibility(.control([.isButton, .isToggle], value: isOn.wrappedValue ? "1" : "0"), for: elements[start...])
    }
}

/// The appearance and behavior of a toggle.
///
/// ```swift
/// struct Check: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.label; Text(configuration.isOn ? "✓" : "–") }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
nonisolated public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: Label
    /// Whether the toggle is currently on; `$isOn` is the binding to it.
    @Binding public var isOn: Bool

    init(label: Label, binding: Binding<Bool>) {
        self.label = label
        self._isOn = binding
    }

    /// Whether the toggle is in a mixed state: always `false` (a toggle of several sources is
    /// not provided).
    public var isMixed: Bool { false }
}

/// The default toggle style: a switch on iOS, a checkbox on macOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// Creates a default toggle style.
    public init() {}
    /// The platform's toggle.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggleBody(kind: .automatic, configuration: configuration)
    }
}

/// A toggle style that displays a leading label and a trailing switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// The colour of the switch when on, or `nil` for the context's tint.
    private let tint: Color?

    /// Creates a switch toggle style.
    public init() {
        tint = nil
    }

    /// Creates a switch style with a tint color: the switch is filled with `tint` when on, as
    /// `.toggleStyle(.switch).tint(tint)` fills it (SwiftUI deprecates this form for that one).
    ///
    /// - Parameter tint: The colour of the switch when on.
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label and its switch.
    public func makeBody(configuration: Configuration) -> some View {
        // The style's tint, when it has one, over the context's (`tint(nil)` would reset it).
        BuiltInToggleBody(kind: .switch, configuration: configuration)
            .modifier(EnvironmentWriter(write: { [tint] in if let tint { $0.tintColor = tint } }))
    }
}

/// A toggle style that displays as a button with its label as a title: bordered, filled with
/// the accent colour when on.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}
    /// The label in a bordered button's bezel.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggleBody(kind: .button, configuration: configuration)
    }
}

/// A toggle style that displays a checkbox followed by its label (macOS in SwiftUI; drawn on
/// any platform here).
nonisolated public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates a checkbox toggle style.
    public init() {}
    /// The checkbox and its label.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInToggleBody(kind: .checkbox, configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    nonisolated public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    nonisolated public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as a title.
    nonisolated public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox followed by its label.
    nonisolated public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

nonisolated extension View {
    /// Sets the style for toggles in a view hierarchy.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}

/// A toggle in a built-in style, laid out by the platform's rules.
nonisolated struct BuiltInToggleBody: View, PrimitiveView {
    enum Kind { case automatic, `switch`, button, checkbox }
    let kind: Kind
    let configuration: ToggleStyleConfiguration

    var body: Never { fatalError("BuiltInToggleBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let isOn = configuration.isOn
        let hidden = environment.labelsHidden
        let label = configuration.label.view.font(metrics.labelFont(environment))
        if metrics.isMac, environment.isGroupedFormRow, !hidden, kind == .automatic || kind == .switch {
            // A row of macOS's grouped form: the label leading, a switch trailing.
            let control = ControlPart(kind: .toggleSwitch(isOn: isOn), sizing: .fixed(metrics.switchSize), name: "switch")
            resolver.resolve(GroupedFormRow(label: label, control: control), into: &elements)
            return
        }
        switch kind == .automatic ? (metrics.isMac ? .checkbox : .switch) : kind {
        case .automatic, .switch:
            // An iOS switch is green when on, or the tint a `tint(_:)` sets (Apple's `tint(_:)`:
            // "a toggle's switch"); a macOS one takes the accent colour or the tint.
            let onColor: Color? = metrics.isMac ? nil : (environment.tintColor ?? .green)
            let control = ControlPart(
                kind: .toggleSwitch(isOn: isOn), sizing: .fixed(metrics.switchSize), tint: onColor, name: "switch")
            if hidden {
                resolver.resolve(control, into: &elements)
            } else if metrics.isMac {
                resolver.resolve(HStack(spacing: metrics.switchSpacing) { label; control }, into: &elements)
            } else if environment.isListRow {
                // In an iOS list or form row the switch does not set the row's height: the
                // toggle is its label's line, the switch centred on it (swiftui-web
                // `ios/dark/list`, `ios/dark/form`: 256 × 24.5 in a 44 pt row).
                resolver.resolve(
                    HStack { label.frame(maxWidth: .infinity, alignment: .leading); control.frame(height: 0) },
                    into: &elements)
            } else {
                // iOS lines a labelled switch up by its top edge, not its label: next to a text
                // on the first text baseline it hangs from the text's baseline (`ios/toggle/basic`).
                resolver.resolve(
                    HStack { label.frame(maxWidth: .infinity, alignment: .leading); control }
                        .alignmentGuide(.firstTextBaseline) { _ in 0 },
                    into: &elements)
            }
        case .checkbox:
            let side = metrics.checkboxSide
            let box = ControlPart(kind: .checkbox(isOn: isOn), sizing: .fixed(CGSize(width: side, height: side)), cornerRadius: 4, name: "checkbox")
            if hidden {
                resolver.resolve(box, into: &elements)
            } else {
                let start = elements.count
                resolver.resolve(
                    HStack(spacing: metrics.checkboxSpacing) { box; label }.frame(minHeight: metrics.checkboxRowHeight), into: &elements)
                // A macOS checkbox is 6 from what is above and below it, a text included
                // (`disclosure/basic`: text → checkbox 6; `form/basic`, `form/sections`).
                resolver.update(elements[start...]) { $0.spacingOverride = .checkbox }
            }
        case .button:
            let color: Color = isOn ? .white : (metrics.isMac ? .primary : (environment.tintColor ?? metrics.accent))
            resolver.resolve(BezelView(
                label: configuration.label.view, font: metrics.bezelFont(environment.controlSize, environment),
                color: environment.foregroundColor ?? color, padding: metrics.bezel(environment.controlSize),
                prominent: isOn, tint: environment.tintColor ?? metrics.accent, cornerRadius: environment.buttonBorderShape.cornerRadius(metrics),
                isCircle: environment.buttonBorderShape == .circle), into: &elements)
        }
    }
}

extension ViewSpacing {
    /// A checkbox toggle's preferences: 6 from any view above or below it, a text included
    /// (it states the default category only, so a text's categories find nothing to share),
    /// and none across. Recorded on macOS 26.2: swiftui-web `disclosure/basic` (a text 6
    /// above a checkbox), `form/basic` (a text field 6 above, a pop-up 6 below),
    /// `form/sections` (a text 6 below).
    static let checkbox: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing[.top] = EdgePreferences(defaultCategory: 6)
        spacing[.bottom] = EdgePreferences(defaultCategory: 6)
        return spacing
    }()
}
