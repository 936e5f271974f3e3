import Foundation

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    ///
    /// ```swift
    /// CGFloat(4).scaled(by: 0.5)   // 2
    /// ```
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value with `other` by the specified `amount`.
    ///
    /// This is equivalent to `self = self + (other - self) * amount`: `amount` 0 leaves the
    /// value, 1 makes it `other`, and values outside 0...1 extrapolate.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var result = other
        result -= self
        result.scale(by: amount)
        result += self
        self = result
    }

    /// Returns this value interpolated with `other` by the specified `amount`.
    ///
    /// The result is equivalent to `self + (other - self) * amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Animatable {
    /// The animatable type of the property at `keyPath` (a vector itself): what the
    /// `@Animatable` macro uses to build a type's ``Animatable/animatableData``.
    public static subscript<T>(_animatableType _: KeyPath<Self, T>) -> T.Type where T: VectorArithmetic {
        T.self
    }

    /// The animatable data type of the property at `keyPath`, an ``Animatable`` value.
    @_disfavoredOverload
    public static subscript<T>(_animatableType _: KeyPath<Self, T>) -> T.AnimatableData.Type where T: Animatable {
        T.AnimatableData.self
    }

    /// The property at `keyPath` as animatable data (a vector itself).
    public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T where T: VectorArithmetic {
        get { self[keyPath: keyPath] }
        set { self[keyPath: keyPath] = newValue }
    }

    /// The animatable data of the ``Animatable`` property at `keyPath`.
    @_disfavoredOverload
    public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T.AnimatableData where T: Animatable {
        get { self[keyPath: keyPath].animatableData }
        set { self[keyPath: keyPath].animatableData = newValue }
    }
}

extension Spring {
    /// Calculates the force upon the spring given a current position, velocity, and
    /// divisor from the starting and end values for the spring to travel.
    ///
    /// As `force(target:position:velocity:)` with the values' animatable data, measured
    /// from `fromValue` (the target is `toValue − fromValue`, the position
    /// `position − fromValue`); the result carries the force in its animatable data.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = toValue
        let from = fromValue.animatableData
        result.animatableData = force(
            target: toValue.animatableData - from, position: position.animatableData - from,
            velocity: velocity.animatableData)
        return result
    }

    /// The estimated duration required for the spring system to be considered at rest, for
    /// a travel from `fromValue` to `toValue`.
    ///
    /// As `settlingDuration(target:initialVelocity:epsilon:)` with the values' animatable
    /// data (the target is `toValue − fromValue`).
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
