import Foundation

/// A named value produced by a view.
///
/// A view with multiple children automatically combines its values for a given preference into
/// a single value visible to its ancestors: the values of siblings are combined in the order of
/// the tree by ``reduce(value:nextValue:)``, and a view that sets the preference replaces what
/// its content produced (``View/transformPreference(_:_:)`` changes it instead).
///
/// ```swift
/// struct TotalWidth: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
/// }
///
/// let result = HStack {
///     Color.red.frame(width: 30).preference(key: TotalWidth.self, value: 30)
///     Color.blue.frame(width: 50).preference(key: TotalWidth.self, value: 50)
/// }
/// .layout(in: ProposedViewSize(width: 200, height: 20))
/// result.preference(TotalWidth.self)   // 80
/// ```
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value

    /// The default value of the preference.
    ///
    /// Views that have no explicit value for the key produce this default value. Combining
    /// child views may remove an implicit value produced by using the default, so
    /// `reduce(value: &x, nextValue: { defaultValue })` should not change the meaning of `x`.
    static var defaultValue: Value { get }

    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    ///
    /// This method receives its values in view-tree order: conceptually, it combines the
    /// preference value from one tree with that of its next sibling.
    ///
    /// - Parameters:
    ///   - value: The value accumulated through previous calls to this method.
    ///   - nextValue: A closure that returns the next value in the sequence.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference key with its value's type erased: how the engine combines, defaults and
/// compares values it keeps as `Any`.
struct AnyPreferenceKey {
    /// The key type's identity.
    let id: ObjectIdentifier
    /// The key's default value.
    let defaultValue: () -> Any
    /// The key's `reduce(value:nextValue:)`.
    let reduce: (inout Any, Any) -> Void
    /// Whether two values are equal: by `==` when the key's values are `Equatable`, else by
    /// their dumps (`dump(_:)`: their stored properties, recursively), so that content made
    /// from them is remade only when what they hold changed.
    let isEqual: (Any, Any) -> Bool

    init<K: PreferenceKey>(_ key: K.Type) {
        id = ObjectIdentifier(key)
        defaultValue = { K.defaultValue }
        reduce = { value, next in
            // (The values are the key's: only the key's writers store them.)
            var typed = value as! K.Value
            K.reduce(value: &typed, nextValue: { next as! K.Value })
            value = typed
        }
        isEqual = Self.equality(of: K.Value.self) ?? { Self.dumped($0) == Self.dumped($1) }
    }

    /// `value`'s dump.
    static func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    /// `==` over values of `type`, if it is `Equatable`.
    static func equality<Value>(of type: Value.Type) -> ((Any, Any) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        func compare<T: Equatable>(_: T.Type) -> (Any, Any) -> Bool {
            { a, b in (a as? T) == (b as? T) }
        }
        return compare(equatable)
    }
}
