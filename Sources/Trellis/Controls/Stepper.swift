import Foundation

/// A control that performs increment and decrement actions.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
/// ```
///
/// On iOS a stepper is a row as wide as it is offered, its label leading and the 94 × 32
/// buttons trailing; on macOS the label and 20 × 26 arrows, 8 apart. With hidden labels it is
/// its buttons alone. In a live host a finger on a button steps the value as it goes down,
/// and `onEditingChanged` hears `true` then and `false` as it lifts.
nonisolated public struct Stepper<Label: View>: View {
    let value: Double
    let label: Label
    /// What a finger on the buttons does: steps the value, and reports editing.
    let input: StepperInput

    init(value: Double, label: Label, input: StepperInput) {
        self.value = value
        self.label = label
        self.input = input
    }

    init<V: Strideable>(value: Binding<V>, step: V.Stride, bounds: ClosedRange<V>?, label: Label, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(value: Self.number(value.wrappedValue), label: label,
                  input: StepperInput(value: value, step: step, bounds: bounds, onEditingChanged: onEditingChanged))
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value you provide.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, bounds: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value and within a range of values you provide.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, bounds: bounds, label: label(), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: 0, label: label(), input: StepperInput(increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged))
    }

    /// The value as a number for the drawing (0 for a value that is not a number).
    static func number<V>(_ value: V) -> Double {
        switch value {
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        default: 0
        }
    }

    /// A stepper is resolved by its platform's rules.
    public var body: Never { fatalError("Stepper has no body") }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key, bound to a value changed by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, bounds: nil, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title, bound to a value changed by `step`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, bounds: nil, label: Text(title), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key, bound to a value in a range.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, bounds: bounds, label: Text(titleKey), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title, bound to a value in a range.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, bounds: bounds, label: Text(title), onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key that runs closures to increment and decrement.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: 0, label: Text(titleKey), input: StepperInput(increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged))
    }
}

extension Stepper: PrimitiveView {
    /// Resolves the stepper by its platform's rules.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let environment = resolver.environment
        let metrics = ControlMetrics(environment.platform)
        let buttons = ControlPart(kind: .stepper(value: value), sizing: .fixed(metrics.stepperSize),
                                  cornerRadius: metrics.isMac ? 5 : nil, name: "stepper buttons",
                                  touch: input.touch(isMac: metrics.isMac))
        let label = self.label.font(metrics.labelFont(environment))
        if environment.labelsHidden {
            resolver.resolveControl("Stepper", buttons, into: &elements)
        } else if metrics.isMac, environment.isGroupedFormRow {
            resolver.resolveControl("Stepper", GroupedFormRow(label: label, control: buttons), into: &elements)
        } else if metrics.isMac {
            let row = HStack(spacing: metrics.labelSpacing) { label; buttons.formControlColumn() }
                .formRowSpacing(FormRowSpacing.labelledButton, in: environment)
            resolver.resolveControl("Stepper", row, into: &elements)
        } else if environment.isListRow {
            // In an iOS list or form row, as a switch there: the stepper is its label's line,
            // its buttons centred on it (swiftui-web `ios/dark/form`: 256 × 24.5).
            let row = HStack { label.frame(maxWidth: .infinity, alignment: .leading); buttons.frame(height: 0) }
            resolver.resolveControl("Stepper", row, into: &elements)
        } else {
            // Lined up by its top edge, as a switch is (`ios/stepper/basic`).
            let row = HStack { label.frame(maxWidth: .infinity, alignment: .leading); buttons }
                .alignmentGuide(.firstTextBaseline) { _ in 0 }
            let start = elements.count
            resolver.resolveControl("Stepper", row, into: &elements)
            // It states no spacing preference, its label's text's included: 8 from a slider
            // above and a segmented picker below, where its label would ask 14.81 of the
            // picker (swiftui-web `ios/layout/controls` at 33be500).
            resolver.update(elements[start...]) { $0.spacingOverride = ViewSpacing() }
        }
    }
}
