import Foundation

nonisolated extension View {
    /// Masks this view using the alpha channel of the given view.
    ///
    /// The mask is laid out as an overlay is (proposed this view's size, aligned on it) and is
    /// not drawn: this view shows only where the mask is opaque. Frames are unchanged. The
    /// result marks the modifier's element (``LayoutResult/Element/masksContent``); the SVG
    /// renderer draws it as an SVG mask, the terminal renderer draws the content unmasked.
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    ///     .frame(width: 120, height: 40)
    ///     .mask { Text("Trellis").font(.largeTitle) }
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: Where to align the mask on this view; centred by default.
    ///   - mask: The view whose alpha the rendering system applies to this view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SecondaryLayerModifier(secondary: mask(), alignment: alignment, kind: .mask))
    }

    /// Masks this view using the alpha channel of the given view (the older form of
    /// ``mask(alignment:_:)``, centred).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(SecondaryLayerModifier(secondary: mask, alignment: .center, kind: .mask))
    }
}
