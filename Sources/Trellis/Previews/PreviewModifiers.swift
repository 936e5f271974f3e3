import Foundation

nonisolated extension View {
    /// Sets the device a preview is shown on. `trellis preview` uses it when it names one of the
    /// devices it has (see ``PreviewDevice``), and the page's picker otherwise.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        _trait(PreviewDeviceTraitKey.self, value)
    }

    /// Sets how a preview is sized: on the device (the default), at its ideal size, or at a
    /// fixed size. `trellis preview` lays the preview out so, whatever device its page shows.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        _trait(PreviewLayoutTraitKey.self, value)
    }

    /// Sets the name a preview is shown under; `nil` keeps the provider's.
    public func previewDisplayName(_ value: String?) -> some View {
        _trait(PreviewDisplayNameTraitKey.self, value)
    }

    /// Sets the orientation of the device a preview is shown on. `trellis preview` turns the
    /// device a quarter for a landscape one.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        _trait(PreviewInterfaceOrientationTraitKey.self, value)
    }
}

/// The device a preview names (``View/previewDevice(_:)``).
package struct PreviewDeviceTraitKey: _ViewTraitKey {
    package static var defaultValue: PreviewDevice? { nil }
}

/// How a preview is sized (``View/previewLayout(_:)``).
package struct PreviewLayoutTraitKey: _ViewTraitKey {
    package static var defaultValue: PreviewLayout { .device }
}

/// The name a preview is shown under (``View/previewDisplayName(_:)``).
package struct PreviewDisplayNameTraitKey: _ViewTraitKey {
    package static var defaultValue: String? { nil }
}

/// The orientation a preview is shown in (``View/previewInterfaceOrientation(_:)``).
package struct PreviewInterfaceOrientationTraitKey: _ViewTraitKey {
    package static var defaultValue: InterfaceOrientation? { nil }
}

extension Subview {
    /// The value of the view trait `key` this subview carries (a preview modifier's).
    package subscript<Trait: _ViewTraitKey>(trait key: Trait.Type) -> Trait.Value {
        containerValues[trait: key]
    }
}
