import Foundation

/// A key for a trait of a view, read by a variadic root from its children.
public protocol _ViewTraitKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view has set it.
    static var defaultValue: Value { get }
}

extension ContainerValues {
    /// The value of the trait `key`: traits are kept with the container values.
    subscript<Trait: _ViewTraitKey>(trait key: Trait.Type) -> Trait.Value {
        get { values[ObjectIdentifier(key)] as? Trait.Value ?? Trait.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Sets a trait of this view, for a variadic root that reads its children's traits.
    public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        modifier(ContainerValueModifier(write: { $0[trait: key] = value }))
    }
}
