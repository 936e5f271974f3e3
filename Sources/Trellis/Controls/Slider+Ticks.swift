import Foundation

extension Slider {
    /// Creates a slider with a neutral value and enabled bounds (iOS 26).
    ///
    /// The fill runs from `neutralValue` to the thumb (from the range's start without one);
    /// the thumb stays within `enabledBounds`. The current value label is not laid out: iOS
    /// shows none beside the track (see `docs/differences.md`).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
            neutralValue: neutralValue, enabledBounds: enabledBounds, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with tick marks (iOS 26).
    ///
    /// ```swift
    /// Slider(value: $speed, in: 0...2) {
    ///     Text("Speed")
    /// } ticks: {
    ///     SliderTick(0.5)
    ///     SliderTick(1)
    ///     SliderTick(1.5)
    /// }
    /// ```
    ///
    /// The ticks are recorded on the slider's track and drawn as dots on it; one outside the
    /// range is left out. The fill runs from `neutralValue` to the thumb; the thumb stays within
    /// `enabledBounds`; the current value label is not laid out.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
            ticks: ticks().body.map(\.value), neutralValue: neutralValue, enabledBounds: enabledBounds,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider whose steps may carry tick marks (iOS 26): `tick` is asked for each
    /// step's value, from the range's start, and the ticks it returns are marked.
    ///
    /// At most 10,000 steps are asked (a step that is not positive, or too small for that,
    /// asks only the range's ends), so a tiny step cannot hang the layout.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>? = { _ in nil }, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
            ticks: Self.steps(of: bounds, by: step).compactMap { tick($0)?.value },
            neutralValue: neutralValue, enabledBounds: enabledBounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// The values a slider's steps stop at, from the range's start: at most 10,001 of them; the
    /// range's two ends when the step is not positive or would make more.
    static func steps<V: BinaryFloatingPoint>(of bounds: ClosedRange<V>, by step: V.Stride) -> [V] where V.Stride: BinaryFloatingPoint {
        let span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        let size = Double(step)
        guard span.isFinite, size.isFinite, size > 0, span / size <= 10_000 else {
            return bounds.lowerBound == bounds.upperBound ? [bounds.lowerBound] : [bounds.lowerBound, bounds.upperBound]
        }
        let count = Int((span / size).rounded(.down))
        return (0...count).map { bounds.lowerBound + V(Double($0) * size) }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider without minimum and maximum value labels with a neutral value and enabled bounds (iOS 26).
    ///
    /// The fill runs from `neutralValue` to the thumb (from the range's start without one);
    /// the thumb stays within `enabledBounds`. The current value label is not laid out: iOS
    /// shows none beside the track (see `docs/differences.md`).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() },
        @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
            neutralValue: neutralValue, enabledBounds: enabledBounds, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider without minimum and maximum value labels with tick marks (iOS 26).
    ///
    /// ```swift
    /// Slider(value: $speed, in: 0...2) {
    ///     Text("Speed")
    /// } ticks: {
    ///     SliderTick(0.5)
    ///     SliderTick(1)
    ///     SliderTick(1.5)
    /// }
    /// ```
    ///
    /// The ticks are recorded on the slider's track and drawn as dots on it; one outside the
    /// range is left out. The fill runs from `neutralValue` to the thumb; the thumb stays within
    /// `enabledBounds`; the current value label is not laid out.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() },
        @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
            ticks: ticks().body.map(\.value), neutralValue: neutralValue, enabledBounds: enabledBounds,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a slider without minimum and maximum value labels whose steps may carry tick marks (iOS 26): `tick` is asked for each
    /// step's value, from the range's start, and the ticks it returns are marked.
    ///
    /// At most 10,000 steps are asked (a step that is not positive, or too small for that,
    /// asks only the range's ends), so a tiny step cannot hang the layout.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() },
        @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
        tick: (V) -> SliderTick<V>? = { _ in nil }, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
            ticks: Self.steps(of: bounds, by: step).compactMap { tick($0)?.value },
            neutralValue: neutralValue, enabledBounds: enabledBounds, step: step, onEditingChanged: onEditingChanged)
    }

}
