import Foundation

// Modifiers that read the laid-out tree: layers made from a preference value, and actions run
// when a preference value or a view's geometry changes.

nonisolated extension View {
    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    ///
    /// The values of the preference key from both views are combined and made visible to the
    /// parent view. The overlay is laid out as by ``overlay(alignment:content:)``: proposed this
    /// view's size and aligned on it.
    ///
    /// ```swift
    /// content.overlayPreferenceValue(BoundsAnchor.self) { anchor in
    ///     GeometryReader { proxy in
    ///         if let anchor { Color.red.frame(width: proxy[anchor].width, height: 2) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: An optional alignment to use when positioning the overlay view relative
    ///     to the original view.
    ///   - transform: A function that produces the overlay view from the preference value read
    ///     from the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, kind: .overlay))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view (centred on it).
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - transform: A function that produces the overlay view from the preference value read
    ///     from the original view.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(PreferenceLayerModifier<Key, T>(transform: transform, alignment: .center, kind: .overlay))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    ///
    /// The values of the preference key from both views are combined and made visible to the
    /// parent view. The background is laid out as by ``background(alignment:content:)``:
    /// proposed this view's size and aligned on it.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: An optional alignment to use when positioning the background view
    ///     relative to the original view.
    ///   - transform: A function that produces the background view from the preference value
    ///     read from the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceLayerModifier<K, V>(transform: transform, alignment: alignment, kind: .background))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view (centred on it).
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - transform: A function that produces the background view from the preference value
    ///     read from the original view.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        modifier(PreferenceLayerModifier<Key, T>(transform: transform, alignment: .center, kind: .background))
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// After a layout, the action is called with the value this view produces for the key
    /// (its content's and the writers' before this modifier): for the first value, and then
    /// whenever it differs from the last; never while nothing in it sets the key. Actions run
    /// on the main actor: a host laid out elsewhere calls them at its next layout there.
    ///
    /// ```swift
    /// rows.onPreferenceChange(TotalHeight.self) { height in print(height) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to monitor for value changes.
    ///   - action: The action to perform when the value for `key` changes. The `action` closure
    ///     passes the new value as its parameter.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        let observer = LayoutObserver(
            reading: .preference(AnyPreferenceKey(key)), isEqual: { ($0 as? K.Value) == ($1 as? K.Value) },
            action: { _, new in action(new as! K.Value) })
        return modifier(PreferenceModifier(name: "onPreferenceChange", effect: .observe(observer)))
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    ///
    /// After a layout, `transform` is given a proxy of this view's frame; the action is called
    /// with its result after the first layout and whenever it differs from the last layout's.
    ///
    /// ```swift
    /// Text("Title").onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``GeometryProxy``.
    ///   - transform: A closure that transforms a ``GeometryProxy`` to your type.
    ///   - action: A closure to run when the transformed data changes, given the new value.
    @preconcurrency
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        geometryObserver(transform: transform) { _, new in action(new) }
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes,
    /// given the old and the new value.
    ///
    /// The first call, after the first layout, passes the first value as both.
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a ``GeometryProxy``.
    ///   - transform: A closure that transforms a ``GeometryProxy`` to your type.
    ///   - action: A closure to run when the transformed data changes, given the old value and
    ///     the new one.
    @preconcurrency
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        geometryObserver(transform: transform, action: action)
    }

    /// An observer of this view's geometry through `transform`.
    private func geometryObserver<T: Equatable & Sendable>(
        transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        let observer = LayoutObserver(
            reading: .geometry { transform($0) }, isEqual: { ($0 as? T) == ($1 as? T) },
            action: { old, new in action(old as! T, new as! T) })
        return modifier(PreferenceModifier(name: "onGeometryChange", effect: .observe(observer)))
    }
}

/// Puts each element of its content under a preference-value layer: an overlay node whose
/// second child the host makes from the element's value of `K` after a pass.
nonisolated struct PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (K.Value) -> Layer
    let alignment: Alignment
    /// `overlay` or `background`.
    let kind: BuiltInName

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let transform = self.transform, alignment = self.alignment
        for primary in resolver.elements(of: content) {
            elements.append(resolver.addPreferenceLayer(
                over: primary, key: AnyPreferenceKey(K.self), alignment: alignment, kind: kind
            ) { value in
                // (The value is the key's: the host reads it with the key.)
                AnyView(ZStack(alignment: alignment) { transform(value as! K.Value) })
            })
        }
    }
}
