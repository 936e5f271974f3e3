import Foundation

/// A view that shows the progress toward completion of a task.
///
/// ```swift
/// ProgressView(value: 0.4)          // a bar filled 40 %
/// ProgressView("Loading")           // a spinner over its label
/// ```
///
/// Linear: as wide as offered, a 4 pt bar on iOS (a 20 pt row on macOS), its label above and
/// its current-value label below. Circular: a 20 pt spinner on iOS (32 on macOS, 16 small),
/// its label below. Without a style, determinate progress is linear and indeterminate
/// progress circular.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let problem: String?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
        self.problem = fraction.map { $0.isFinite } == false ? "value / total is \(fraction!), not a fraction; the bar is empty" : nil
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The fraction `value / total`, or `nil` for indeterminate progress.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        return total > 0 ? Double(value) / Double(total) : 0
    }

    /// Creates a progress view for showing determinate progress, with a label and a label of
    /// its current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A progress view is resolved from its style's rules.
    public var body: Never { fatalError("ProgressView has no body") }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that displays a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a localized string.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a string.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a localized string.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a string.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration, as a custom style's body does
    /// to show the progress view of the style outside it (or the platform's).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

extension ProgressView: PrimitiveView {
    /// Resolves the body the environment's progress view style makes for this progress view.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        if let problem { resolver.report(.invalidModifierValue, "ProgressView", problem) }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(view: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) })
        resolver.resolveStyled(configuration, automatic: { BuiltInProgressBody(kind: .automatic, configuration: $0) },
                               into: &elements)
    }
}

/// A progress view in a built-in style, laid out by the platform's rules.
nonisolated struct BuiltInProgressBody: View, PrimitiveView {
    enum Kind { case automatic, linear, circular }
    let kind: Kind
    let configuration: ProgressViewStyleConfiguration

    var body: Never { fatalError("BuiltInProgressBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let font = metrics.labelFont(environment)
        let fraction = configuration.fractionCompleted
        let label = configuration.label, currentValueLabel = configuration.currentValueLabel
        if kind == .circular || (kind == .automatic && fraction == nil) {
            let side = metrics.circleSide(environment.controlSize)
            let spinner = ControlPart(kind: .progressCircle(fraction: fraction), sizing: .fixed(CGSize(width: side, height: side)), name: "progress circle")
            let body = VStack(spacing: metrics.circleLabelSpacing) {
                spinner
                if let label { label.font(font).foregroundColor(environment.foregroundColor ?? .secondary) }
            }
            resolver.resolveControl("ProgressView", body, into: &elements)
            return
        }
        let height = metrics.progressBarHeight
        let bar = ControlPart(
            kind: .progressBar(fraction: fraction),
            sizing: .flexible(StandIn.Range(min: 0, ideal: metrics.sliderIdealWidth, max: .infinity),
                              StandIn.Range(min: height, ideal: height, max: height)),
            name: "progress bar")
        let body = VStack(alignment: .leading, spacing: metrics.progressLabelSpacing) {
            if let label { label.font(font) }
            bar
            if let currentValueLabel { currentValueLabel.font(font).foregroundColor(environment.foregroundColor ?? .secondary) }
        }
        resolver.resolveControl("ProgressView", body, into: &elements)
    }
}
