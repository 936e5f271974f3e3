import Foundation

/// A scrollable view.
///
/// The scroll view displays its content within the scrollable content region. Along the axes
/// it scrolls, it proposes its content nothing, so the content takes its ideal length, and the
/// scroll view takes the length it is proposed; across them it passes its proposal on and is
/// as large as its content. The content starts at the top-leading corner (the trailing edge
/// right to left). Several views in the content are stacked as in a `VStack` with its default
/// alignment and spacing, whichever axes the view scrolls.
///
/// ```swift
/// ScrollView {
///     ForEach(0 ..< 20) { _ in Color.blue.frame(width: 120, height: 20) }
/// }
/// .frame(height: 200)
/// ```
///
/// Trellis lays the content out at its resting offset (where SwiftUI shows it before anyone
/// scrolls: the top-leading corner unless `defaultScrollAnchor(_:)` says otherwise), or where
/// it is asked to scroll: ``LayoutHost/scroll(_:to:)``, ``LayoutHost/scrollTo(_:anchor:)``,
/// `scrollPosition` bindings and ``ScrollViewReader`` proxies. A
/// ``LayoutResult/Element/visibleFrame`` says what of each view the scroll views around it show.
@frozen
nonisolated public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view. The default is vertical.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the
    /// content offset, in a way that's suitable for the platform. Indicators take no space.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can show
    /// indicators while scrolling.
    ///
    /// - Parameters:
    ///   - axes: The scroll view's scrollable axis. The default axis is the vertical axis.
    ///   - showsIndicators: A Boolean value that indicates whether the scroll view displays the
    ///     scrollable component of the content offset, in a way suitable for the platform. The
    ///     default value for this parameter is `true`.
    ///   - content: The view builder that creates the scrollable view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A `ScrollView` has no body: it is a container.
    public var body: Never { fatalError("ScrollView has no body") }
}

extension ScrollView: PrimitiveView {
    /// Adds the scroll view's container, its content's views as its subviews.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let layout = ScrollViewLayout(
            axes: axes, anchors: resolver.environment.scrollAnchors, margins: resolver.environment.scrollContentMargins)
        // The anchors, margins and position binding are the scroll view's own: a scroll view
        // inside starts from the defaults.
        let saved = resolver.environment
        let binding = resolver.scope.scrollPositionBinding
        resolver.environment.scrollAnchors = ScrollAnchors()
        resolver.environment.scrollContentMargins = EdgeInsets()
        resolver.scope.scrollPositionBinding = nil
        resolver.environment.enclosingScrollAxes.formUnion(axes)
        let start = elements.count
        resolver.resolve(LayoutContainerView(layout: layout, content: content, name: .builtIn(.scrollView)), into: &elements)
        resolver.environment = saved
        resolver.scope.scrollPositionBinding = binding
        resolver.addScrollView(elements[start], axes: axes, margins: layout.margins)
        resolver.scope.scrollPositionBinding = nil
        // It shows its content only inside its frame, as `clipped()` makes a view do (unless
        // `scrollClipDisabled` says not to); it grows into the unsafe bands it reaches,
        // insetting its content by them instead. Its visible bounds are the `.scrollView`
        // coordinate space of what it contains (a name given with `coordinateSpace(_:)`
        // replaces it).
        let clips = !saved.scrollClipDisabled
        let space = AnyHashable(ScrollViewSpaceName(axes: axes.rawValue))
        resolver.update(elements[start...]) {
            if clips { $0.clipsContent = true }
            $0.coordinateSpaceName = space
            $0.safeAreaExtension = SafeAreaExtension(edges: .all, makesSafe: false)
        }
        for element in elements[start...] {
            resolver.summary.flags[element.index].remove(.placesRelatively)
            resolver.summary.flags[element.index].insert(.reachesIntoSafeArea)
        }
        // What grows is the scroll view's viewport: the scroll view itself keeps the frame its
        // container lays it out at, inside the safe area, for what is applied to it (an `.id`,
        // a background), as `ignoresSafeArea()` keeps its (swiftui-web `ios/nav/scroll`: under a
        // large title the scroll view is at 0, 116.5, 320 × 283.5, its content at its top).
        let frame = resolver.box(SafeAreaIgnoringLayout(edges: .all), modifier: SafeAreaIgnoringModifier(edges: .all))
        for index in start ..< elements.count {
            elements[index] = resolver.wrap(elements[index], in: frame, name: .builtIn(.scrollViewFrame))
        }
    }
}
