import Foundation

// What a slider and a stepper do when a finger reaches them (docs/semantics.md, "Slider and
// stepper editing"): their values change through their bindings, and `onEditingChanged`
// hears `true` as the finger goes down on them and `false` as it lifts.

/// A slider's response to a finger, made from its binding when the slider is made.
nonisolated struct SliderInput {
    /// Sets the value at a position along the range (0...1): stepped, kept within the range
    /// and the enabled bounds.
    let set: (Double) -> Void
    /// The slider's `onEditingChanged`.
    let onEditingChanged: (Bool) -> Void

    /// The input of a slider bound to `value`. A step that is not positive and finite steps
    /// nothing; a value that is not a number, or a range that is not a span of numbers, is
    /// never written.
    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, enabledBounds: ClosedRange<V>?,
        onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        var size = 0.0
        if let step { size = Double(step) }
        set = { fraction in
            guard fraction.isFinite, lower.isFinite, upper.isFinite else { return }
            var raw = lower + min(max(fraction, 0), 1) * (upper - lower)
            if size.isFinite, size > 0 { raw = lower + ((raw - lower) / size).rounded() * size }
            raw = min(max(raw, lower), upper)
            if let enabledBounds {
                raw = min(max(raw, Double(enabledBounds.lowerBound)), Double(enabledBounds.upperBound))
            }
            let new = V(raw)
            if new != value.wrappedValue { value.wrappedValue = new }
        }
        self.onEditingChanged = onEditingChanged
    }

    /// The slider's touch, its thumb at `fraction` of the range. The thumb is where the
    /// renderers draw it: as wide as the track is tall less 4, at most 27 on iOS and 14 on
    /// macOS, its centre travelling the track's width less its own.
    ///
    /// On iOS a touch takes the slider only on its thumb, which then moves as far as the
    /// finger does (`UISlider`); on macOS a click anywhere on the track puts the thumb's
    /// centre under the pointer, and it follows.
    func touch(at fraction: Double, isMac: Bool) -> ControlTouch {
        func geometry(_ size: CGSize) -> (thumb: CGFloat, usable: CGFloat) {
            let thumb = max(min(size.height - 4, isMac ? 14 : 27), 0)
            return (thumb, max(size.width - thumb, 0))
        }
        let set = self.set
        if isMac {
            let follow: (CGPoint, CGSize) -> Void = { point, size in
                let (thumb, usable) = geometry(size)
                if usable > 0 { set(Double((point.x - thumb / 2) / usable)) }
            }
            return ControlTouch(began: follow, moved: follow, onEditingChanged: onEditingChanged)
        }
        final class Start { var x: CGFloat = 0 }
        let start = Start()
        return ControlTouch(
            accepts: { point, size in
                let (thumb, usable) = geometry(size)
                let thumbX = usable * CGFloat(fraction)
                return point.x >= thumbX && point.x <= thumbX + thumb
            },
            began: { point, _ in start.x = point.x },
            moved: { point, size in
                let usable = geometry(size).usable
                if usable > 0 { set(fraction + Double((point.x - start.x) / usable)) }
            },
            onEditingChanged: onEditingChanged)
    }
}

/// A stepper's response to a finger, made from its binding or actions when it is made.
nonisolated struct StepperInput {
    /// Steps the value up (`nil`: the stepper has no increment action).
    let increment: (() -> Void)?
    /// Steps the value down.
    let decrement: (() -> Void)?
    /// The stepper's `onEditingChanged`.
    let onEditingChanged: (Bool) -> Void

    init(increment: (() -> Void)?, decrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        self.increment = increment
        self.decrement = decrement
        self.onEditingChanged = onEditingChanged
    }

    /// The input of a stepper bound to `value`, moved by `step` and kept within `bounds`. A
    /// step past the largest or smallest value the type holds (`Int.max + 1`) leaves the value
    /// as it is.
    init<V: Strideable>(value: Binding<V>, step: V.Stride, bounds: ClosedRange<V>?, onEditingChanged: @escaping (Bool) -> Void) {
        func move(_ forward: Bool) {
            guard var new = Self.advance(value.wrappedValue, by: step, forward: forward) else { return }
            if let bounds { new = min(max(new, bounds.lowerBound), bounds.upperBound) }
            if new != value.wrappedValue { value.wrappedValue = new }
        }
        self.init(increment: { move(true) }, decrement: { move(false) }, onEditingChanged: onEditingChanged)
    }

    /// `value` moved by `step` (back by it when not `forward`), or `nil` where a fixed-width
    /// integer would overflow.
    static func advance<V: Strideable>(_ value: V, by step: V.Stride, forward: Bool) -> V? {
        if let integer = value as? any FixedWidthInteger, let amount = step as? any FixedWidthInteger {
            return checkedAdvance(integer, by: amount, forward: forward) as? V
        }
        return value.advanced(by: forward ? step : -step)
    }

    private static func checkedAdvance<T: FixedWidthInteger>(_ value: T, by amount: some FixedWidthInteger, forward: Bool) -> T? {
        guard let magnitude = T(exactly: amount.magnitude) else { return nil }
        let up = (amount >= 0) == forward
        let (result, overflow) = up ? value.addingReportingOverflow(magnitude) : value.subtractingReportingOverflow(magnitude)
        return overflow ? nil : result
    }

    /// The stepper's touch: a finger on the increment button (iOS: the right half; macOS: the
    /// upper arrow) steps up as it goes down, on the other steps down, as `UIStepper` does.
    /// Holding does not repeat (see docs/differences.md).
    func touch(isMac: Bool) -> ControlTouch {
        let increment = self.increment, decrement = self.decrement
        return ControlTouch(
            began: { point, size in
                let up = isMac ? point.y < size.height / 2 : point.x >= size.width / 2
                (up ? increment : decrement)?()
            },
            onEditingChanged: onEditingChanged)
    }
}
