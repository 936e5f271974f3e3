import Foundation

/// A view that shows a value within a range.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery)) %")
/// }
/// ```
///
/// Its style (`gaugeStyle(_:)`) decides how it looks. The default style is a bar filled to
/// the value, laid out as a linear ``ProgressView`` is (the label above, the bar as wide as
/// offered and 4 points tall on iOS, the current-value label below), with the minimum and
/// maximum value labels either side of the bar: derived from the progress view, as no iOS
/// gauge was recorded. On macOS the bar is 16 tall and the labels take the spacing their
/// text asks (swiftui-web `gauge/basic`). The accessory styles take the sizes recorded for them (an 8 pt track;
/// a 58 × 58 ring with the current value in it): docs/semantics.md, "Controls". Marked value
/// labels are kept for custom styles; the built-in styles show none, as on iOS.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let problem: String?
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?

    /// The position of `value` in `bounds`, 0 at the lower bound and 1 at the upper, clamped;
    /// 0 with a problem for a value or bounds that are not finite, or empty bounds.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> (Double, String?) {
        let low = Double(bounds.lowerBound), high = Double(bounds.upperBound), value = Double(value)
        guard low.isFinite, high.isFinite, value.isFinite else {
            return (0, "value \(value) in \(low)...\(high) is not a finite position; the gauge is empty")
        }
        guard high > low else { return (value >= high ? 1 : 0, nil) }
        return (min(max((value - low) / (high - low), 0), 1), nil)
    }

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
        minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?
    ) {
        (fraction, problem) = Self.fraction(value, in: bounds)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value, with labels for the range's minimum and maximum and for marked values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
    }

    /// A gauge is resolved from its style's body.
    public var body: Never { fatalError("Gauge has no body") }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil,
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value, with labels for the range's minimum and maximum.
    ///
    /// ```swift
    /// Gauge(value: 21, in: 0...40) { Text("°C") } currentValueLabel: { Text("21") }
    ///     minimumValueLabel: { Text("0") } maximumValueLabel: { Text("40") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value, with labels for marked values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}

extension Gauge: PrimitiveView {
    /// Resolves the body the environment's gauge style makes for this gauge.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        if let problem { resolver.report(.invalidModifierValue, "Gauge", problem) }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(view: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) },
            markedValueLabels: markedValueLabels.map { AnyView($0) })
        resolver.resolveStyled(configuration, automatic: { BuiltInGaugeBody(kind: .linearCapacity, configuration: $0) },
                               into: &elements)
    }
}

/// A type that determines the appearance of a gauge: the body it makes for a gauge's
/// configuration is what lays out.
///
/// ```swift
/// struct PercentGauge: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int(configuration.value * 100)) %")
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
nonisolated public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased value label of a gauge that contains the current value.
    nonisolated public struct CurrentValueLabel: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased value label of a gauge describing the minimum value.
    nonisolated public struct MinimumValueLabel: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased value label of a gauge describing the maximum value.
    nonisolated public struct MaximumValueLabel: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased label describing a specific value of a gauge.
    nonisolated public struct MarkedValueLabel: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// The current value of the gauge, as a fraction of its range: 0 at the lower bound, 1 at
    /// the upper.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: Label
    /// A view that describes the current value.
    public var currentValueLabel: CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked value labels, for custom styles (Trellis's own styles show none).
    let markedValueLabels: AnyView?
}

/// A gauge in a built-in style.
///
/// The default (`.linearCapacity`) style is laid out on iOS as a linear progress view is,
/// which it resembles there (**derived**: no iOS gauge was recorded); on macOS it is a column
/// at the spacing its texts ask: the label, a row of the minimum value label, the 16 pt bar and
/// the maximum value label (the row's spacing is the default, an estimate), and the current
/// value label (`gauge/basic`, macOS 26.2; `labelsHidden()` hides nothing there). The accessory styles take the
/// geometry swiftui-web recorded on macOS 26 (`Fixtures/Goldens/gauge/accessory`), assumed the
/// same on iOS, where they are the same widget styles: `.accessoryLinear` is a row 8 tall
/// whatever its labels (they are centred on it and overflow), the minimum value label (or,
/// without bounds labels, the current value), 8, the 8 pt track, 8, the maximum value label;
/// `.accessoryLinearCapacity` is the label, 6, the 8 pt capsule, 7, the current value in 12 pt
/// secondary, leading-aligned (52 tall with a 13 pt label); the circular styles are 58 × 58,
/// the current value centred in 24 pt medium and the label (or the bounds labels, at the ends
/// of the arc, 18.385 either side of the centre) in 11 pt, drawn 18.385 under the centre.
nonisolated struct BuiltInGaugeBody: View, PrimitiveView {
    enum Kind { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }
    let kind: Kind
    let configuration: GaugeStyleConfiguration

    /// The side of an accessory circular gauge (swiftui-web `gauge/accessory`: `circular`,
    /// `circularCapacity`, `circularBounds`, `circularBare` all 58 × 58).
    static let ringSide: CGFloat = 58
    /// How far under the ring's centre its label is drawn, and how far either side of the
    /// centre the bounds labels start and end (the ends of the 270° arc).
    static let ringLabelOffset: CGFloat = 18.385
    /// The height of an accessory linear gauge's row and track (`linear`, `linearBounds`,
    /// `linearBare`: 8 tall).
    static let accessoryTrackHeight: CGFloat = 8
    /// The height of macOS's default gauge bar: 16 (swiftui-web `gauge/basic`: a gauge with a
    /// 13 pt label is 40.15 tall, the label's 16, the 8.15 its text asks below it and the
    /// bar's 16; with a current value label 60.89, 4.74 and 16 more).
    static let macBarHeight: CGFloat = 16

    var body: Never { fatalError("BuiltInGaugeBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let font = metrics.labelFont(environment)
        let secondary = environment.foregroundColor ?? .secondary
        let configuration = configuration
        /// The gauge's bar: as wide as offered (ideally a slider's width), `height` tall.
        func gaugeBar(height: CGFloat) -> ControlPart {
            ControlPart(
                kind: .progressBar(fraction: configuration.value),
                sizing: .flexible(StandIn.Range(min: 0, ideal: metrics.sliderIdealWidth, max: .infinity),
                                  StandIn.Range(min: height, ideal: height, max: height)),
                name: "gauge bar")
        }
        switch kind {
        case .accessoryCircular, .accessoryCircularCapacity:
            let side = Self.ringSide, offset = Self.ringLabelOffset
            let ring = ControlPart(
                kind: .progressCircle(fraction: configuration.value), sizing: .fixed(CGSize(width: side, height: side)),
                name: "gauge ring")
            let small = environment.font ?? .system(size: 11)
            let hasBounds = configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil
            let body = ZStack {
                ring
                if let current = configuration.currentValueLabel {
                    current.font(environment.font ?? .system(size: 24, weight: .medium)).lineLimit(1)
                }
                if hasBounds {
                    HStack(spacing: 0) {
                        if let minimum = configuration.minimumValueLabel { minimum }
                        Spacer(minLength: 0)
                        if let maximum = configuration.maximumValueLabel { maximum }
                    }
                    .font(small).lineLimit(1).frame(width: 2 * offset).offset(y: offset)
                } else {
                    configuration.label.font(small).lineLimit(1).offset(y: offset)
                }
            }
            .frame(width: side, height: side)
            resolver.resolveControl("Gauge", body, into: &elements)
        case .accessoryLinear:
            let height = Self.accessoryTrackHeight
            let bar = gaugeBar(height: height)
            let hasBounds = configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil
            let body = HStack(spacing: 8) {
                if hasBounds {
                    if let minimum = configuration.minimumValueLabel { minimum }
                } else if let current = configuration.currentValueLabel {
                    current
                }
                bar
                if let maximum = configuration.maximumValueLabel { maximum }
            }
            .font(environment.font ?? .system(size: 17, weight: .semibold)).lineLimit(1)
            .frame(height: height)
            resolver.resolveControl("Gauge", body, into: &elements)
        case .accessoryLinearCapacity:
            let bar = gaugeBar(height: Self.accessoryTrackHeight)
            let body = VStack(alignment: .leading, spacing: 0) {
                configuration.label.font(font)
                bar.padding(.top, 6)
                if let current = configuration.currentValueLabel {
                    current.font(environment.font ?? .system(size: 12)).foregroundColor(secondary).padding(.top, 7)
                }
            }
            resolver.resolveControl("Gauge", body, into: &elements)
        case .linearCapacity where metrics.isMac:
            // macOS: the label, the 16 pt bar between the bounds labels, the current value,
            // at the spacing the label's text asks (8.15 under a 13 pt label, 4.74 over one).
            let bar = gaugeBar(height: Self.macBarHeight)
            let body = VStack(alignment: .leading) {
                configuration.label.font(font)
                HStack {
                    if let minimum = configuration.minimumValueLabel { minimum.font(font).foregroundColor(secondary) }
                    bar
                    if let maximum = configuration.maximumValueLabel { maximum.font(font).foregroundColor(secondary) }
                }
                if let current = configuration.currentValueLabel { current.font(font).foregroundColor(secondary) }
            }
            resolver.resolveControl("Gauge", body, into: &elements)
        case .linearCapacity:
            let bar = gaugeBar(height: metrics.progressBarHeight)
            let body = VStack(alignment: .leading, spacing: metrics.progressLabelSpacing) {
                configuration.label.font(font)
                HStack(spacing: metrics.progressLabelSpacing) {
                    if let minimum = configuration.minimumValueLabel { minimum.font(font).foregroundColor(secondary) }
                    bar
                    if let maximum = configuration.maximumValueLabel { maximum.font(font).foregroundColor(secondary) }
                }
                if let current = configuration.currentValueLabel { current.font(font).foregroundColor(secondary) }
            }
            resolver.resolveControl("Gauge", body, into: &elements)
        }
    }
}

/// The default gauge view style in the current context of the view being styled: on iOS,
/// ``LinearCapacityGaugeStyle``.
@MainActor @preconcurrency
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}
    /// The platform's gauge: a bar filled to the value.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .linearCapacity, configuration: configuration)
    }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
/// current value increases.
@MainActor @preconcurrency
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
    /// A bar filled to the value, the bounds labels either side of it.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .linearCapacity, configuration: configuration)
    }
}

/// A gauge style that displays bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value (drawn by Trellis as a bar filled to the value:
/// docs/differences.md).
@MainActor @preconcurrency
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
    /// A bar filled to the value.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .accessoryLinear, configuration: configuration)
    }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's
/// current value increases.
@MainActor @preconcurrency
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    /// A bar filled to the value.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .accessoryLinearCapacity, configuration: configuration)
    }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the
/// ring to indicate the gauge's current value (drawn by Trellis as a ring filled to the
/// value: docs/differences.md).
@MainActor @preconcurrency
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
    /// A ring filled to the value, the current value in it and the label below.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .accessoryCircular, configuration: configuration)
    }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the
/// gauge's current value.
@MainActor @preconcurrency
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    /// A ring filled to the value, the current value in it and the label below.
    public func makeBody(configuration: Configuration) -> some View {
        BuiltInGaugeBody(kind: .accessoryCircularCapacity, configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    @MainActor @preconcurrency public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges as the
    /// gauge's current value increases.
    @MainActor @preconcurrency public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker at the gauge's current value.
    @MainActor @preconcurrency public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills as the gauge's current value increases.
    @MainActor @preconcurrency public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the gauge's current value.
    @MainActor @preconcurrency public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in to indicate the
    /// gauge's current value.
    @MainActor @preconcurrency public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

nonisolated extension View {
    /// Sets the style for gauges within this view.
    ///
    /// ```swift
    /// Gauge(value: 0.7) { Text("Fuel") }.gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}
