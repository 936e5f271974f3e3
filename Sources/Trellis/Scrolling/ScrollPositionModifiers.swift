import Foundation

/// Where a scroll view's `scrollPosition` binding is read from, for the resolver.
struct ScrollPositionSource {
    let read: () -> ScrollPosition
    /// See ``ScrollBindingRecord/initialValueScrolls``.
    let initialValueScrolls: Bool
}

/// Gives the scroll views in its content a `scrollPosition` binding.
nonisolated struct ScrollPositionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let source: ScrollPositionSource

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let saved = resolver.scope.scrollPositionBinding
        resolver.scope.scrollPositionBinding = source
        resolver.resolve(content, into: &elements)
        resolver.scope.scrollPositionBinding = saved
    }
}

nonisolated extension View {
    /// Associates a binding to a scroll position with a scroll view within this view.
    ///
    /// When the binding's value changes, the host scrolls the scroll view there at its next
    /// layout (``LayoutHost/layout(in:isolation:)`` on the main actor, where bindings are read).
    /// Its first value positions the scroll view too unless it is automatic (derived: the
    /// measured `scrollPosition(id:)` is the form whose first value does not scroll).
    ///
    /// ```swift
    /// ScrollView { rows }
    ///     .scrollPosition($position)   // position.scrollTo(edge: .bottom) shows the end
    /// ```
    ///
    /// - Parameters:
    ///   - position: The scroll position to keep the scroll view at.
    ///   - anchor: The anchor for a position that names a view without one of its own.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(source: ScrollPositionSource(
            read: {
                var value = position.wrappedValue
                if case let .view(id, nil) = value.target, let anchor { value.target = .view(id, anchor: anchor) }
                return value
            },
            initialValueScrolls: true)))
    }

    /// Associates a binding to be updated when a scroll view within this view scrolls.
    ///
    /// Setting the binding to the identity of a view (as `.id(_:)` gives it) scrolls that view
    /// into place at the host's next layout; `anchor` says which of its points meets the same
    /// point of the scroll view (`nil`: the least scrolling that shows the whole view). The
    /// binding's first value does not scroll, as measured (swiftui-web `scroll/position`,
    /// macOS 26.2).
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(0 ..< 100) { Row($0).id($0) } } }
    ///     .scrollPosition(id: $row, anchor: .top)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity of the view scrolled to.
    ///   - anchor: The point of that view that meets the same point of the scroll view.
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(source: ScrollPositionSource(
            read: {
                guard let value = id.wrappedValue else { return ScrollPosition() }
                var position = ScrollPosition()
                position.target = .view(ScrollTargetID(marker: Marker(value)), anchor: anchor)
                return position
            },
            initialValueScrolls: false)))
    }

    /// Disables or enables scroll content clipping.
    ///
    /// The scroll views inside stop showing their content only inside their frames:
    /// ``LayoutResult/Element/clipsContent`` is `false` for them, and their content's visible
    /// frames are not cut to them.
    ///
    /// - Parameter disabled: Whether clipping is disabled; `true` by default.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(EnvironmentWriter(write: { $0.scrollClipDisabled = disabled }))
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
///
/// A ``ScrollViewReader`` gives one to its content. ``scrollTo(_:anchor:)`` asks the host to
/// scroll at its next layout; the proxy may be kept and called later.
public struct ScrollViewProxy: Sendable {
    let storage: ScrollProxyStorage

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view.
    ///
    /// If `anchor` is `nil`, this method finds the container of the identified view, and
    /// scrolls the minimum amount to make the identified view wholly visible. If `anchor` is
    /// non-`nil`, it defines the points in the identified view and the scroll view to align:
    /// `.top` aligns the top of the identified view to the top of the scroll view.
    ///
    /// - Parameters:
    ///   - id: The identifier of a child view to scroll to (as `.id(_:)` gives it).
    ///   - anchor: The alignment behavior of the scroll action.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        var position = ScrollPosition()
        position.target = .view(ScrollTargetID(marker: Marker(id)), anchor: anchor)
        storage.add(position)
    }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
///
/// ```swift
/// final class Model { var proxy: ScrollViewProxy? }
/// let model = Model()
/// let host = LayoutHost(ScrollViewReader { proxy in
///     let _ = model.proxy = proxy
///     ScrollView { ForEach(0 ..< 100) { Color.blue.frame(height: 20).id($0) } }
/// })
/// model.proxy?.scrollTo(40, anchor: .top)
/// host.layout(in: ProposedViewSize(width: 200, height: 200))   // row 40 at the top
/// ```
///
/// The reader lays out as its content does (a `Group`); a proxy's requests are carried out at
/// the host's next layout.
@frozen
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    ///
    /// - Parameter content: The reader's content, containing one or more scroll views; it is
    ///   given a proxy that scrolls them.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// A `ScrollViewReader` has no body that Trellis reads: its content is resolved in place.
    public var body: Never { fatalError("ScrollViewReader has no body") }
}

extension ScrollViewReader: PrimitiveView {
    /// Resolves the content, made with a proxy the host listens to.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let storage = ScrollProxyStorage()
        resolver.features.scrolling.proxies.append(storage)
        let proxy = ScrollViewProxy(storage: storage)
        // (What the content reads counts as the body around's, as SwiftUI reads it with the
        // reader: a change to it makes the content again.)
        let made = resolver.live.map { live in live.track { content(proxy) } } ?? content(proxy)
        resolver.resolve(made, into: &elements)
    }
}
