import Foundation

nonisolated extension View {
    /// Layers the views that you specify in front of this view.
    ///
    /// ```swift
    /// Color.blue
    ///     .frame(width: 100, height: 100)
    ///     .overlay(alignment: .topLeading) { Color.red.frame(width: 20, height: 20) }
    /// ```
    ///
    /// This view decides the size: the overlay is proposed this view's size and aligned on it.
    /// Several views in `content` are layered as in a `ZStack`, in order from back to front.
    ///
    /// - Parameters:
    ///   - alignment: Where to align the overlay on this view; centred by default.
    ///   - content: The views to draw in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, kind: .overlay))
    }

    /// Layers the views that you specify behind this view.
    ///
    /// ```swift
    /// Text("Hello").padding().background { Color.yellow }
    /// ```
    ///
    /// This view decides the size: the background is proposed this view's size and aligned on
    /// it. Several views in `content` are layered as in a `ZStack`, in order from back to front.
    ///
    /// - Parameters:
    ///   - alignment: Where to align the background on this view; centred by default.
    ///   - content: The views to draw behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, kind: .background))
    }

    /// Layers a secondary view in front of this view.
    ///
    /// The older form of ``overlay(alignment:content:)`` (deprecated in SwiftUI), with the same
    /// layout: the overlay is proposed this view's size and aligned on it.
    ///
    /// - Parameters:
    ///   - overlay: The view to layer in front of this view.
    ///   - alignment: Where to align the overlay on this view; centred by default.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: overlay, alignment: alignment, kind: .overlay))
    }

    /// Layers a view behind this view.
    ///
    /// The older form of ``background(alignment:content:)`` (deprecated in SwiftUI), with the
    /// same layout: the background is proposed this view's size and aligned on it.
    ///
    /// - Parameters:
    ///   - background: The view to layer behind this view.
    ///   - alignment: Where to align the background on this view; centred by default.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(secondary: background, alignment: alignment, kind: .background))
    }
}

/// Wraps each element of its content in an ``OverlayLayout`` node with its own copy of the
/// secondary views. The node takes the primary element's traits, never the secondary's.
nonisolated struct SecondaryLayerModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let secondary: Secondary
    let alignment: Alignment
    /// `overlay` or `background`, for dumps.
    let kind: BuiltInName

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        for primary in resolver.elements(of: content) {
            var layers: [NodeID] = []
            resolver.resolve(secondary, into: &layers)
            let node = resolver.addContainer(OverlayLayout(alignment: alignment), name: .builtIn(kind), elements: [primary] + layers)
            resolver.inheritTraits(of: primary, into: node)
            elements.append(node)
        }
    }
}
