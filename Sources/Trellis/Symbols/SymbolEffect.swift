import Foundation

// The Symbols framework's effects, as far as SwiftUI's `symbolEffect` modifiers take them:
// `import SwiftUI` brings the framework on Apple's platforms. An effect animates a symbol
// image's layers (fading, scaling, bouncing them); it never changes the image's size or
// place. Headless no time passes, so a view with an effect is laid out and drawn as the
// symbol at rest (docs/differences.md, "Symbol effects").

/// A presentation effect that you apply to a symbol-based image.
public protocol SymbolEffect: Hashable, Sendable {}

/// An animation that continually affects a symbol until it's disabled or removed.
public protocol IndefiniteSymbolEffect {}

/// An effect that performs a transient animation, each time a value changes.
public protocol DiscreteSymbolEffect {}

/// Whether an effect animates a symbol's layers one after another or the whole symbol at
/// once, as its variants choose.
enum SymbolEffectLayering: Hashable, Sendable {
    case automatic, byLayer, wholeSymbol
}

/// The direction an effect scales a symbol in, as its variants choose.
enum SymbolEffectDirection: Hashable, Sendable {
    case automatic, up, down
}

/// Options that configure how a symbol effect runs: how often it repeats and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times the effect runs; `nil` for the effect's own default, `0` for forever.
    var repeatCount: Int?
    /// How fast the effect runs, relative to its natural speed.
    var speedMultiplier: Double

    init(repeatCount: Int? = nil, speedMultiplier: Double = 1) {
        self.repeatCount = repeatCount
        self.speedMultiplier = speedMultiplier
    }

    /// The default options: the effect's own repetition, at its natural speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }

    /// Options that repeat the effect forever.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 0) }

    /// Options that run the effect once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }

    /// Options that run the effect at `speed` times its natural speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// Options that run the effect `count` times (`nil`: the effect's default).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }

    /// These options, repeating forever.
    public var repeating: SymbolEffectOptions { self.repeat(0) }

    /// These options, running once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }

    /// These options at `speed` times the effect's natural speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedMultiplier = speed
        return options
    }

    /// These options, running the effect `count` times (`nil`: the effect's default).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = count
        return options
    }
}

/// A symbol effect that fades the opacity of some or all layers in a symbol-based image.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    /// Whether the layers pulse one after another or together.
    var layering: SymbolEffectLayering = .automatic

    /// The effect, pulsing each layer separately.
    public var byLayer: PulseSymbolEffect { with(\.layering, .byLayer) }

    /// The effect, pulsing the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { with(\.layering, .wholeSymbol) }
}

/// A symbol effect that applies a transitory scaling effect, or bounce, to the layers of a
/// symbol-based image.
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    /// Whether the layers bounce one after another or together.
    var layering: SymbolEffectLayering = .automatic
    /// Whether the layers bounce up or down.
    var direction: SymbolEffectDirection = .automatic

    /// The effect, bouncing upward.
    public var up: BounceSymbolEffect { with(\.direction, .up) }

    /// The effect, bouncing downward.
    public var down: BounceSymbolEffect { with(\.direction, .down) }

    /// The effect, bouncing each layer separately.
    public var byLayer: BounceSymbolEffect { with(\.layering, .byLayer) }

    /// The effect, bouncing the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { with(\.layering, .wholeSymbol) }
}

/// A symbol effect that replaces the opacity of the variable layers in a symbol-based image
/// in a repeatable sequence.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
    /// Whether one layer is lit at a time (`true`) or each stays lit (`false`).
    var isIterative = false
    /// Whether the sequence runs back as well as forward.
    var isReversing = false
    /// Whether the inactive layers are hidden rather than dimmed.
    var hidesInactiveLayers = false

    /// The effect, lighting one layer at a time.
    public var iterative: VariableColorSymbolEffect { with(\.isIterative, true) }

    /// The effect, keeping each layer lit once lit.
    public var cumulative: VariableColorSymbolEffect { with(\.isIterative, false) }

    /// The effect, running the sequence forward and back.
    public var reversing: VariableColorSymbolEffect { with(\.isReversing, true) }

    /// The effect, running the sequence forward only.
    public var nonReversing: VariableColorSymbolEffect { with(\.isReversing, false) }

    /// The effect, hiding the inactive layers.
    public var hideInactiveLayers: VariableColorSymbolEffect { with(\.hidesInactiveLayers, true) }

    /// The effect, dimming the inactive layers.
    public var dimInactiveLayers: VariableColorSymbolEffect { with(\.hidesInactiveLayers, false) }
}

/// A symbol effect that scales the layers of a symbol-based image.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    /// Whether the layers scale one after another or together.
    var layering: SymbolEffectLayering = .automatic
    /// Whether the layers scale up or down.
    var direction: SymbolEffectDirection = .automatic

    /// The effect, scaling up.
    public var up: ScaleSymbolEffect { with(\.direction, .up) }

    /// The effect, scaling down.
    public var down: ScaleSymbolEffect { with(\.direction, .down) }

    /// The effect, scaling each layer separately.
    public var byLayer: ScaleSymbolEffect { with(\.layering, .byLayer) }

    /// The effect, scaling the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { with(\.layering, .wholeSymbol) }
}

extension SymbolEffect {
    /// This effect with one property changed.
    fileprivate func with<Value>(_ property: WritableKeyPath<Self, Value>, _ value: Value) -> Self {
        var effect = self
        effect[keyPath: property] = value
        return effect
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An animation that fades the opacity of some or all layers in a symbol-based image.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An animation that applies a transitory scaling effect, or bounce, to the layers in a
    /// symbol-based image separately or as a whole.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An animation that replaces the opacity of variable layers in a symbol-based image in a
    /// repeatable sequence.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An animation that scales the layers in a symbol-based image separately or as a whole.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

nonisolated extension View {
    /// Adds an effect that animates the symbol images in this view for as long as `isActive`
    /// is `true`.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
    /// ```
    ///
    /// The effect changes neither the view's size nor its place. Headless no time passes:
    /// the symbol is laid out and drawn at rest (docs/differences.md, "Symbol effects").
    public func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View
    where T: IndefiniteSymbolEffect, T: SymbolEffect {
        self
    }

    /// Adds an effect that animates the symbol images in this view once each time `value`
    /// changes.
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
    /// ```
    ///
    /// The effect changes neither the view's size nor its place. Headless no time passes:
    /// the symbol is laid out and drawn at rest (docs/differences.md, "Symbol effects").
    public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View
    where T: DiscreteSymbolEffect, T: SymbolEffect, U: Equatable {
        self
    }

    /// Removes (`isEnabled`) the symbol effects of the symbol images in this view. Headless
    /// no effect animates, so there is nothing to remove (layout-neutral).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}
