import Foundation

/// The default button style, based on the button's context: borderless on iOS (the label in
/// the accent colour), bordered on macOS.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates a default button style.
    public init() {}
    /// The body of the button in the platform's default style.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .automatic, role: configuration.role, label: configuration.label.view)
    }
}

/// A button style that doesn't style or decorate its content while idle: the label alone.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates a plain button style.
    public init() {}
    /// The label, undecorated.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .plain, role: configuration.role, label: configuration.label.view)
    }
}

/// A button style that doesn't apply a border: the label in the accent colour.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates a borderless button style.
    public init() {}
    /// The label, tinted.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .borderless, role: configuration.role, label: configuration.label.view)
    }
}

/// A button style that applies standard border artwork based on the button's context: the
/// label padded in a light bezel (a capsule on iOS, a rounded rectangle on macOS).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}
    /// The label in its bezel.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .bordered, role: configuration.role, label: configuration.label.view)
    }
}

/// A button style that applies standard border prominent artwork: the bordered geometry
/// filled with the accent colour, the label white.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}
    /// The label in its tinted bezel.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInButtonBody(kind: .prominent, role: configuration.role, label: configuration.label.view)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    nonisolated public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// The body of a button in a built-in style, laid out by the platform's rules.
nonisolated struct BuiltInButtonBody: View, PrimitiveView {
    enum Kind: Equatable { case automatic, plain, borderless, bordered, prominent, glass(Glass), glassProminent }
    let kind: Kind
    let role: ButtonRole?
    let label: AnyView

    var body: Never { fatalError("BuiltInButtonBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let tint = role == .destructive ? metrics.destructive : (environment.tintColor ?? metrics.accent)
        let kind = self.kind == .automatic ? (metrics.isMac ? .bordered : .borderless) : self.kind
        switch kind {
        case .plain:
            resolver.resolve(label.font(metrics.labelFont(environment)), into: &elements)
        case .automatic, .borderless:
            let color = environment.isEnabled ? (environment.foregroundColor ?? tint) : Color.primary.opacity(0.24)
            resolver.resolve(label.font(metrics.labelFont(environment)).foregroundColor(color), into: &elements)
        case .glass, .glassProminent:
            // The bordered geometry with glass for its bezel (derived: iOS 26 lays a glass
            // button out as a bordered one; docs/differences.md).
            let glass: Glass = if case let .glass(glass) = kind { glass } else { .regular.tint(tint) }
            let onTint = kind == .glassProminent || glass.tintColor != nil
            resolveBezel(
                label: onTint ? .white : tint, fill: GlassStyle(glass: glass).color(in: environment), prominent: true,
                metrics: metrics, into: &resolver, elements: &elements)
        case .bordered, .prominent:
            let prominent = kind == .prominent
            let labelColor: Color = prominent ? .white : (metrics.isMac && role != .destructive ? .primary : tint)
            resolveBezel(label: labelColor, fill: tint, prominent: prominent, metrics: metrics, into: &resolver, elements: &elements)
        }
    }

    /// The label padded in a bezel of the control size's metrics, filled with `fill` (drawn
    /// strong when `prominent`), in `label` unless a foreground colour is set.
    private func resolveBezel(
        label labelColor: Color, fill: Color, prominent: Bool, metrics: ControlMetrics,
        into resolver: inout Resolver, elements: inout [NodeID]
    ) {
        let environment = resolver.environment
        let size = environment.controlSize
        let bezel = BezelView(
            label: label, font: metrics.bezelFont(size, environment), color: environment.foregroundColor ?? labelColor,
            padding: metrics.bezel(size), prominent: prominent, tint: fill,
            cornerRadius: environment.buttonBorderShape.cornerRadius(metrics), isCircle: environment.buttonBorderShape == .circle)
        let start = elements.count
        resolver.resolve(bezel, into: &elements)
        if !metrics.isMac {
            // An iOS bezel states no spacing preference: a text above it is the default 8 away,
            // not a text's distance to a shape (swiftui-web `ios/layout/controls` at 33be500:
            // a plain button's text 8 above a bordered button; 14.81 above a switch's row).
            // macOS's keeps a shape's (`form/basic`: a button 4.74 above a text).
            resolver.update(elements[start...]) { $0.spacingOverride = ViewSpacing() }
        }
    }
}

/// A label padded in a bordered button's bezel; the toggle's button style uses it too.
nonisolated struct BezelView: View {
    let label: AnyView
    let font: Font?
    let color: Color
    let padding: (horizontal: CGFloat, vertical: CGFloat, minHeight: CGFloat?)
    let prominent: Bool
    let tint: Color
    let cornerRadius: CGFloat?
    /// Whether the bezel is a circle (`buttonBorderShape(.circle)`): the padded label made square.
    var isCircle = false

    var body: some View {
        let padded = label.font(font).foregroundColor(color)
            .padding(.horizontal, padding.horizontal)
            .padding(.vertical, padding.vertical)
            .frame(minHeight: padding.minHeight)
        let bezel = ControlPart(kind: .buttonBezel(prominent: prominent), tint: tint, cornerRadius: cornerRadius, name: "bezel")
        if isCircle {
            SquareLayout { padded }.background(bezel)
        } else {
            padded.background(bezel)
        }
    }
}
