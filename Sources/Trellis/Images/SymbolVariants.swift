import Foundation

/// A variant of a symbol: filled, slashed, or enclosed in a circle, square or rectangle.
///
/// Set one on a view with `symbolVariant(_:)`: the system images in it are drawn as the
/// variant of the symbol they name. `Image(systemName: "heart")` with `fill` is the
/// `heart.fill` symbol; with `.circle.fill`, `heart.circle.fill`. The variant's parts are put
/// in the order symbols are named (slash, then the enclosing shape, then fill), after the
/// parts the name has already; a variant that is not an SF Symbol falls back to the plain
/// symbol, as in SwiftUI (`gear` with `fill` is `gear`: SF Symbols has no `gear.fill`).
///
/// ```swift
/// Image(systemName: "bell").symbolVariant(.slash.fill)   // bell.slash.fill
/// ```
public struct SymbolVariants: Hashable, Sendable {
    /// The shape that encloses the symbol.
    enum Enclosure: String, Hashable, Sendable {
        case circle, square, rectangle
    }

    var enclosure: Enclosure?
    var isFilled = false
    var isSlashed = false

    /// No variant for a symbol: the symbol as named.
    public static let none = SymbolVariants()
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(enclosure: .circle)
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(enclosure: .square)
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(enclosure: .rectangle)
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, also encapsulated in a circle (replacing another enclosing shape).
    public var circle: SymbolVariants { with { $0.enclosure = .circle } }
    /// This variant, also encapsulated in a square.
    public var square: SymbolVariants { with { $0.enclosure = .square } }
    /// This variant, also encapsulated in a rectangle.
    public var rectangle: SymbolVariants { with { $0.enclosure = .rectangle } }
    /// This variant, also filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, also slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Returns a Boolean value that indicates whether the current variant contains the
    /// specified variant: every part of `other` is part of this one (``none`` is in all).
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.enclosure == nil || other.enclosure == enclosure) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The name of the symbol `name` in this variant: its parts (slash, enclosing shape,
    /// fill) in that order after the name's own, none twice. A variant that is no SF Symbol
    /// (``SymbolNames``) of a symbol that is one is the symbol itself, as in SwiftUI (`gear`
    /// filled is `gear`: there is no `gear.fill`).
    func symbolName(for name: String) -> String {
        guard self != .none, !name.isEmpty else { return name }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var filled = isFilled, slashed = isSlashed
        var enclosure = enclosure.map(\.rawValue)
        // Take off the trailing parts a variant names, to put them back in order.
        if parts.count > 1, parts.last == "fill" { filled = true; parts.removeLast() }
        if parts.count > 1, let last = parts.last, Enclosure(rawValue: last) != nil {
            enclosure = enclosure ?? last
            parts.removeLast()
        }
        if parts.count > 1, parts.last == "slash" { slashed = true; parts.removeLast() }
        if slashed { parts.append("slash") }
        if let enclosure { parts.append(enclosure) }
        if filled { parts.append("fill") }
        let variant = parts.joined(separator: ".")
        if !SymbolMetrics.isSystemSymbol(variant), SymbolMetrics.isSystemSymbol(name) { return name }
        return variant
    }
}

/// A symbol rendering mode: how the layers of a multilayer symbol are coloured.
///
/// Trellis draws a symbol as a placeholder in one colour (it ships no symbol artwork), so the
/// mode is kept in the environment (``EnvironmentValues/symbolRenderingMode``) for views
/// that read it, and changes nothing drawn (docs/differences.md).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case monochrome, multicolor, hierarchical, palette
    }

    let kind: Kind

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// A mode that renders symbols as multiple layers, with different opacities applied to
    /// the foreground style.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// A mode that renders symbols as multiple layers, with different styles applied to the
    /// layers.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

extension EnvironmentValues {
    /// The symbol variant to use in this environment: ``SymbolVariants/none`` by default.
    public var symbolVariants: SymbolVariants {
        get { custom.value(for: ObjectIdentifier(SymbolVariants.self)) as? SymbolVariants ?? .none }
        set { custom.set(newValue, for: ObjectIdentifier(SymbolVariants.self)) }
    }

    /// The current symbol rendering mode, or `nil` (the default) for the symbol's own.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { custom.value(for: ObjectIdentifier(SymbolRenderingMode.self)) as? SymbolRenderingMode }
        set { custom.set(newValue as Any, for: ObjectIdentifier(SymbolRenderingMode.self)) }
    }
}

nonisolated extension View {
    /// Makes symbols within the view show a particular variant: added to the variants around
    /// it, as SwiftUI combines them. ``SymbolVariants/none`` adds nothing, so changes nothing
    /// (set ``EnvironmentValues/symbolVariants`` to `.none` to drop the variants around).
    ///
    /// ```swift
    /// Label("Alarms", systemImage: "bell").symbolVariant(.fill)   // bell.fill
    /// ```
    ///
    /// - Parameter variant: The variant to use for symbols. Use the values in
    ///   ``SymbolVariants``.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            current.enclosure = variant.enclosure ?? current.enclosure
            current.isFilled = current.isFilled || variant.isFilled
            current.isSlashed = current.isSlashed || variant.isSlashed
        }
    }

    /// Sets the rendering mode for symbol images within this view (kept in the environment:
    /// Trellis draws a symbol in one colour whatever the mode).
    ///
    /// - Parameter mode: The symbol rendering mode to use, or `nil` for the symbols' own.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
