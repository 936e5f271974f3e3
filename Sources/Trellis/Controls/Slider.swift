import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1)
/// ```
///
/// A slider is as wide as it is offered (100 when the width is free: an estimate), 31 tall on
/// iOS and 16 on macOS; the minimum and maximum value labels sit at its ends, and on macOS its
/// label before it (iOS shows no label outside a form). A snapshot puts the thumb at the
/// binding's value; a live host's finger on the thumb (iOS) or the track (macOS) moves it,
/// calling `onEditingChanged` with `true` as it goes down and `false` as it lifts.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let problem: String?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    /// Where the slider's ticks lie along its range (0...1), in order.
    let ticks: [Double]
    /// Where the neutral value lies along the range, the fill's start; `nil` for the range's start.
    let neutralFraction: Double?
    /// What a finger on the track does: moves the value, and reports editing.
    let input: SliderInput

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, label: Label, minimum: ValueLabel, maximum: ValueLabel,
        ticks: [V] = [], neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), span = Double(bounds.upperBound) - lower
        func position(_ value: V) -> Double? {
            let fraction = span > 0 ? (Double(value) - lower) / span : 0
            return fraction.isFinite ? fraction : nil
        }
        var current = value.wrappedValue
        if let enabledBounds, !current.isNaN {
            // The thumb stays within the enabled part of the range.
            current = min(max(current, enabledBounds.lowerBound), enabledBounds.upperBound)
        }
        let fraction = position(current)
        self.fraction = fraction.map { min(max($0, 0), 1) } ?? 0
        self.problem = fraction == nil ? "value \(value.wrappedValue) in \(bounds) is not a position on the track; the thumb is at the start" : nil
        self.label = label
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
        // A tick outside the range, or not a number, marks no place on the track.
        self.ticks = ticks.compactMap(position).filter { (0...1).contains($0) }.sorted()
        self.neutralFraction = neutralValue.flatMap(position).map { min(max($0, 0), 1) }
        self.input = SliderInput(
            value: value, bounds: bounds, step: step, enabledBounds: enabledBounds, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, with its label and the labels
    /// of its minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// with its label and the labels of its minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(), step: step, onEditingChanged: onEditingChanged)
    }

    /// A slider is resolved by its platform's rules.
    public var body: Never { fatalError("Slider has no body") }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), minimum: EmptyView(), maximum: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// which displays the provided label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: label(), minimum: EmptyView(), maximum: EmptyView(), step: step, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: EmptyView(), minimum: EmptyView(), maximum: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, label: EmptyView(), minimum: EmptyView(), maximum: EmptyView(), step: step, onEditingChanged: onEditingChanged)
    }
}

extension Slider: PrimitiveView {
    /// Resolves the slider by its platform's rules.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        if let problem { resolver.report(.invalidModifierValue, "Slider", problem) }
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let track = ControlPart(
            kind: .slider(fraction: fraction),
            sizing: .flexible(StandIn.Range(min: 0, ideal: metrics.sliderIdealWidth, max: .infinity),
                              StandIn.Range(min: metrics.sliderHeight, ideal: metrics.sliderHeight, max: metrics.sliderHeight)),
            ticks: ticks, neutralFraction: neutralFraction, name: "slider track",
            touch: input.touch(at: fraction, isMac: metrics.isMac))
        let font = metrics.labelFont(environment)
        let showsLabel = metrics.isMac && !environment.labelsHidden
        if showsLabel, environment.isColumnsFormRow {
            // A columns form's slider row is 23 tall: the label 7 down, the track 1 down
            // (`form/basic`).
            let row = HStack(alignment: .top, spacing: metrics.labelSpacing) {
                label.font(font).padding(.top, 7)
                HStack(spacing: metrics.labelSpacing) {
                    minimumValueLabel.font(font)
                    track
                    maximumValueLabel.font(font)
                }
                .padding(.top, 1)
                .formControlColumn()
            }
            resolver.resolveControl("Slider", row.formRowSpacing(FormRowSpacing.track, in: environment), into: &elements)
            return
        }
        let body = HStack(spacing: metrics.labelSpacing) {
            if showsLabel { label.font(font) }
            minimumValueLabel.font(font)
            track
            maximumValueLabel.font(font)
        }
        resolver.resolveControl("Slider", body, into: &elements)
    }
}
