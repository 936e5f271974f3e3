import Foundation

/// A control used to select a color from the system color picker UI.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent)
/// ```
///
/// On macOS the picker is its label, 8, and a colour well 48 × 24 filled with the selection;
/// under `labelsHidden()` the well alone (swiftui-web `colorpicker/basic`, macOS 26.2:
/// "Accent" 98.5 wide, its label 42.5; the hidden one 48 × 24). The label is centred on the
/// well and lines the picker up by its text (`colorpicker/labels`), and in a columns form it
/// sits in the form's label column, the well in the control column (`colorpicker/form`). On
/// iOS the picker is a row as wide as it is offered, its label leading and a 28-point round
/// well trailing (**estimate**: no iOS colour picker was recorded).
///
/// The system colour panel a click opens is not shown headless: the selection changes only
/// through the binding, and `supportsOpacity` (which lets that panel edit the opacity) changes
/// nothing drawn (docs/differences.md, "Controls"). The `CGColor` initialisers are not
/// provided: Trellis has no `CGColor` type.
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// Creates a color picker with a label that displays the selected color.
    ///
    /// - Parameters:
    ///   - selection: A binding to the selected color.
    ///   - supportsOpacity: Whether the picker lets the color's opacity be changed.
    ///   - label: A view that describes the use of the selected color.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// A colour picker is resolved by its platform's rules.
    public var body: Never { fatalError("ColorPicker has no body") }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a title string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the picker.
    ///   - selection: A binding to the selected color.
    ///   - supportsOpacity: Whether the picker lets the color's opacity be changed.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a color picker with a text label generated from a title string.
    ///
    /// - Parameters:
    ///   - title: The title displayed by the picker.
    ///   - selection: A binding to the selected color.
    ///   - supportsOpacity: Whether the picker lets the color's opacity be changed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension ColorPicker: PrimitiveView {
    /// Resolves the colour picker by its platform's rules.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let well = ColorWell(color: selection.wrappedValue, isMac: metrics.isMac)
        let label = self.label.font(metrics.labelFont(environment))
            .environment(\.textLineInsets, metrics.isMac && !environment.isGroupedFormRow ? .macControlLabel : .none)
        if environment.labelsHidden {
            resolver.resolveControl("ColorPicker", well, into: &elements)
        } else if metrics.isMac, environment.isGroupedFormRow {
            resolver.resolveControl("ColorPicker", GroupedFormRow(label: label, control: well), into: &elements)
        } else if metrics.isMac, environment.isColumnsFormRow {
            // A columns form's row: the label on the well's baseline, the well at the top.
            let row = HStack(alignment: .firstTextBaseline, spacing: metrics.labelSpacing) {
                label.frame(minHeight: ColorWell.macLabelLine, alignment: .top)
                well.alignmentGuide(.firstTextBaseline) { _ in ColorWell.macFormBaseline }.formControlColumn()
            }
            .formRowSpacing(FormRowSpacing.colorWell, in: environment)
            resolver.resolveControl("ColorPicker", row, into: &elements)
        } else if metrics.isMac {
            let row = HStack(spacing: metrics.labelSpacing) {
                label.frame(minHeight: ColorWell.macLabelLine, alignment: .top)
                well
            }
            resolver.resolveControl("ColorPicker", row, into: &elements)
        } else {
            let row = HStack { label.frame(maxWidth: .infinity, alignment: .leading); well }
            resolver.resolveControl("ColorPicker", row, into: &elements)
        }
    }
}

/// A colour picker's well: a bezel with the selected colour inside it.
///
/// macOS's is 48 × 24, the colour inset 4 with 2-point corners (the inset and radius are
/// drawing estimates; the size is recorded: swiftui-web `colorpicker/basic` `hidden`); its
/// label's line is 18.5 tall, its text 1 below the line's top, so the picker's first baseline
/// is a quarter point above a 16-point text's centred on the well (`colorpicker/labels`:
/// the custom label's text 18.5 tall, 2.75 below the picker's top; the text next to it on the
/// first baseline 3.75 below). In a columns form the label sits on the well's baseline, 22
/// below the well's top, so the label's line ends 3 below the well and the row is 27 tall
/// (`colorpicker/form`: rows 27 tall, the wells at their tops; 22 is that height less the
/// line's 5 below the 13-point text's baseline). iOS's is a 28-point circle (**estimate**).
nonisolated struct ColorWell: View {
    /// The size of macOS's well (recorded).
    static let macSize = CGSize(width: 48, height: 24)
    /// The height of a macOS colour picker's label line (recorded): a text label's own, its
    /// text 1 below its top (``TextLineInsets/macControlLabel``).
    static let macLabelLine: CGFloat = 18.5
    /// Where a macOS well's baseline is in a columns form, below its top (derived from the
    /// recorded row height).
    static let macFormBaseline: CGFloat = 22
    /// The side of iOS's round well (estimate).
    static let iOSSide: CGFloat = 28

    let color: Color
    let isMac: Bool

    var body: some View {
        if isMac {
            ControlPart(kind: .buttonBezel(prominent: false), sizing: .fixed(Self.macSize), cornerRadius: 6, name: "color well")
                .overlay { RoundedRectangle(cornerRadius: 2).fill(color).padding(4) }
        } else {
            Circle().fill(color).frame(width: Self.iOSSide, height: Self.iOSSide)
        }
    }
}
