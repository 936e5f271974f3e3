import Foundation

nonisolated extension View {
    /// Sets a value for the given preference.
    ///
    /// The value replaces whatever this view's content produced for the key; ancestors see it
    /// combined with their other subviews' values by the key's `reduce(value:nextValue:)`.
    ///
    /// ```swift
    /// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier(name: "preference", effect: .write(PreferenceWriter(key: ObjectIdentifier(key)) { current, _ in
            // (Boxed as it is: a value that is an optional `nil` is still a value.)
            current = .some(value as Any)
        })))
    }

    /// Applies a transformation to a preference value.
    ///
    /// `callback` changes the value this view's content produced for the key (the key's
    /// default value when nothing in it sets one).
    ///
    /// ```swift
    /// VStack { rows }.transformPreference(RowCount.self) { $0 += 1 }
    /// ```
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceModifier(name: "transformPreference", effect: .write(PreferenceWriter(key: ObjectIdentifier(key)) { current, _ in
            var value = (current as? K.Value) ?? K.defaultValue
            callback(&value)
            current = .some(value as Any)
        })))
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert
    /// the geometry to their local coordinates.
    ///
    /// ```swift
    /// Color.red.frame(width: 20, height: 20)
    ///     .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The preference key type.
    ///   - value: The geometry value in the current coordinate space (this view's).
    ///   - transform: The function to produce the preference value from the anchor.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(PreferenceModifier(name: "anchorPreference", effect: .write(PreferenceWriter(key: ObjectIdentifier(K.self)) { current, frame in
            current = .some(transform(value.anchor(in: frame)) as Any)
        })))
    }

    /// Sets a value for the specified preference key, the value is a function of the key's
    /// current value and a geometry value tied to the current coordinate space, allowing
    /// readers of the value to convert the geometry to their local coordinates.
    ///
    /// ```swift
    /// item.transformAnchorPreference(key: Frames.self, value: .bounds) { frames, anchor in
    ///     frames[id] = anchor
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The preference key type.
    ///   - value: The geometry value in the current coordinate space (this view's).
    ///   - transform: Changes the value this view's content produced (the key's default value
    ///     when none) given the anchor.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(PreferenceModifier(name: "transformAnchorPreference", effect: .write(PreferenceWriter(key: ObjectIdentifier(K.self)) { current, frame in
            var combined = (current as? K.Value) ?? K.defaultValue
            transform(&combined, value.anchor(in: frame))
            current = .some(combined as Any)
        })))
    }
}

/// Adds a preference writer or observer to the nodes its content resolves to, adding none.
nonisolated struct PreferenceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: String
    let effect: PreferenceEffect

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        if case .observe = effect { resolver.features.observesLayout = true }
        let start = elements.count
        resolver.resolve(content, into: &elements)
        resolver.updateFromOutside(elements[start...], .preference(effect))
    }
}
