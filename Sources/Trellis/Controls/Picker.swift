import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// ```swift
/// Picker("Size", selection: $size) {
///     Text("Small").tag(1)
///     Text("Medium").tag(2)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Each option is a view marked with ``View/tag(_:includeOptional:)``; the one whose tag
/// equals the selection is selected. The menu style shows the selected option with chevrons
/// (on macOS in a pop-up button after the label); the segmented style shows every option in
/// equal segments, filling the width on iOS (31 tall), at the widest option plus 21 each on
/// macOS (24 tall).
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker that displays a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker is resolved from its style's rules.
    public var body: Never { fatalError("Picker has no body") }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker that generates its label from a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: PrimitiveView {
    /// Resolves the picker by its style's rules.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let segmented = environment.pickerStyle == .segmented
        // The options, in the font the style draws them in.
        let saved = resolver.environment
        resolver.environment.font = segmented && !metrics.isMac
            ? (environment.font ?? .system(size: 13, weight: .medium)) : metrics.labelFont(environment)
        let inListRow = !metrics.isMac && environment.isListRow && !environment.labelsHidden
        if !segmented {
            // An iOS list row shows its value in the secondary colour (estimate: iOS's look).
            resolver.environment.foregroundColor = environment.foregroundColor
                ?? (metrics.isMac ? .primary : inListRow ? .secondary : (environment.tintColor ?? metrics.accent))
        }
        let options = resolver.subviews(resolving: ResolvableContent(content))
        resolver.environment = saved
        let wanted = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.containerValues[PickerTagKey.self] == wanted }
        let label = self.label.font(metrics.labelFont(environment))
        let showsLabel = metrics.isMac && !environment.labelsHidden

        if segmented {
            let bar = EqualSegments(padding: metrics.isMac ? metrics.segmentPadding : 27, fills: !metrics.isMac) { options }
                .frame(height: metrics.segmentedHeight)
                .background(ControlPart(kind: .segmentedControl(segments: options.count, selected: selected),
                                        cornerRadius: metrics.isMac ? 6 : nil, name: "segments"))
            let body = HStack(spacing: metrics.labelSpacing) { if showsLabel { label }; bar.formControlColumn() }
                .formRowSpacing(FormRowSpacing.track, in: environment)
            resolver.resolveControl("Picker", body, into: &elements)
            return
        }
        var shown = selected.map { AnyView(options[$0]) } ?? AnyView(EmptyView())
        if metrics.isMac {
            // A macOS pop-up button is as wide as its widest option, whichever is selected.
            shown = AnyView(ZStack(alignment: .leading) {
                ForEach(options.indices, id: \.self) { index in
                    if index == selected { options[index] } else { options[index].hidden() }
                }
            })
        }
        let indicator = ControlPart(kind: .menuIndicator, sizing: .fixed(CGSize(width: metrics.menuIndicatorWidth, height: 14)), name: "menu indicator")
        if inListRow {
            // In an iOS list or form row the label leads and the value with its chevrons
            // trails, on the label's line (`ios/form/basic`: the row 256 × 24.5).
            let row = HStack(spacing: metrics.labelSpacing) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                HStack(spacing: metrics.menuIndicatorSpacing) { shown; indicator }
            }
            resolver.resolveControl("Picker", row, into: &elements)
            return
        }
        var button = AnyView(HStack(spacing: metrics.menuIndicatorSpacing) { shown; indicator }
            .padding(.leading, metrics.menuInset)
            .padding(.trailing, metrics.menuTrailingInset)
            .padding(.vertical, metrics.menuVerticalPadding)
            .frame(minHeight: metrics.menuMinHeight))
        if metrics.isMac {
            button = AnyView(button.background(ControlPart(kind: .buttonBezel(prominent: false), cornerRadius: 6, name: "bezel")))
        }
        if showsLabel, environment.isGroupedFormRow {
            // A row of macOS's grouped form: the label leading, the pop-up trailing.
            resolver.resolveControl("Picker", GroupedFormRow(label: label, control: button), into: &elements)
            return
        }
        let row = HStack(spacing: metrics.labelSpacing) { if showsLabel { label }; button.formControlColumn() }
            .formRowSpacing(FormRowSpacing.labelledButton, in: environment)
        resolver.resolveControl("Picker", row, into: &elements)
    }
}

/// A picker option's tag, as a container value.
struct PickerTagKey: ContainerValueKey {
    static var defaultValue: AnyHashable? { nil }
}

nonisolated extension View {
    /// Sets the unique tag value of this view: a picker selects the option whose tag equals
    /// its selection.
    ///
    /// ```swift
    /// Text("Medium").tag(2)
    /// ```
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(ContainerValueModifier(write: { $0[PickerTagKey.self] = AnyHashable(tag) }))
    }
}

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy. The built-in styles are `.automatic` (the menu), `.menu` and `.segmented`.
public protocol PickerStyle {}

/// The default picker style: a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates a default picker style.
    public init() {}
}

/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle {
    /// Creates a menu picker style.
    public init() {}
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates a segmented picker style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// The built-in picker styles, as the environment keeps them.
enum PickerStyleKind: Sendable {
    case automatic, menu, segmented
}

struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.automatic
}

extension EnvironmentValues {
    /// The style of the pickers inside.
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for pickers within this view.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { Text("S").tag(0); Text("L").tag(1) }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let kind: PickerStyleKind = switch style {
        case is SegmentedPickerStyle: .segmented
        case is MenuPickerStyle: .menu
        default: .automatic
        }
        return environment(\.pickerStyle, kind)
    }
}
