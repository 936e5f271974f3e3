import Foundation

// The tab content of a `TabView` built from `Tab`s (iOS 18): each piece of tab content becomes
// a view (`_identifiedView`) that carries its tab's item (title, image, value, role, badge) as
// container values, as `tabItem(_:)` and `tag(_:)` do for the older form, so the tab view
// reads both forms alike.

/// A type that provides content for programmatically selectable tabs in a tab view.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { Text("Home") }
///     Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
/// }
/// ```
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of value that identifies a tab in the content.
    associatedtype TabValue: Hashable where TabValue == Body.TabValue
    /// The view the content becomes in the tab view: its tab's content with its item.
    associatedtype _IdentifiedView: View = _TabContentBodyAdaptor<Self>
    /// The view the content becomes in the tab view.
    var _identifiedView: _IdentifiedView { get }
    /// The type of tab content this content is made of.
    associatedtype Body: TabContent
    /// The content and behavior of the tab content.
    @TabContentBuilder<TabValue> var body: Body { get }
}

extension TabContent where _IdentifiedView == _TabContentBodyAdaptor<Self> {
    /// The view of the content's body.
    public var _identifiedView: _TabContentBodyAdaptor<Self> { _TabContentBodyAdaptor(content: self) }
}

/// The view of custom tab content: the view its body becomes.
nonisolated public struct _TabContentBodyAdaptor<C: TabContent>: View {
    let content: C

    /// The view of the content's body.
    @MainActor @preconcurrency
    public var body: C.Body._IdentifiedView { content.body._identifiedView }
}

/// A result builder that constructs tabs for a tab view that supports programmatic
/// selection.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// The tab view's content made of tab content: the views each tab becomes.
    nonisolated public struct Content<C: TabContent>: View {
        let content: C

        /// The views the tabs become.
        @MainActor @preconcurrency
        public var body: some View { content._identifiedView }
    }

    /// Passes a single piece of tab content through.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// Passes a single piece of tab content through.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// Combines 2 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
        })
    }

    /// Combines 3 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView, C2._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView, c2._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
            resolver.resolve(c2._identifiedView, into: &elements)
        })
    }

    /// Combines 4 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView, C2._IdentifiedView, C3._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView, c2._identifiedView, c3._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
            resolver.resolve(c2._identifiedView, into: &elements)
            resolver.resolve(c3._identifiedView, into: &elements)
        })
    }

    /// Combines 5 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView, C2._IdentifiedView, C3._IdentifiedView, C4._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView, c2._identifiedView, c3._identifiedView, c4._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
            resolver.resolve(c2._identifiedView, into: &elements)
            resolver.resolve(c3._identifiedView, into: &elements)
            resolver.resolve(c4._identifiedView, into: &elements)
        })
    }

    /// Combines 6 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView, C2._IdentifiedView, C3._IdentifiedView, C4._IdentifiedView, C5._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView, c2._identifiedView, c3._identifiedView, c4._identifiedView, c5._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
            resolver.resolve(c2._identifiedView, into: &elements)
            resolver.resolve(c3._identifiedView, into: &elements)
            resolver.resolve(c4._identifiedView, into: &elements)
            resolver.resolve(c5._identifiedView, into: &elements)
        })
    }

    /// Combines 7 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView, C2._IdentifiedView, C3._IdentifiedView, C4._IdentifiedView, C5._IdentifiedView, C6._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView, c2._identifiedView, c3._identifiedView, c4._identifiedView, c5._identifiedView, c6._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
            resolver.resolve(c2._identifiedView, into: &elements)
            resolver.resolve(c3._identifiedView, into: &elements)
            resolver.resolve(c4._identifiedView, into: &elements)
            resolver.resolve(c5._identifiedView, into: &elements)
            resolver.resolve(c6._identifiedView, into: &elements)
        })
    }

    /// Combines 8 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView, C2._IdentifiedView, C3._IdentifiedView, C4._IdentifiedView, C5._IdentifiedView, C6._IdentifiedView, C7._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView, c2._identifiedView, c3._identifiedView, c4._identifiedView, c5._identifiedView, c6._identifiedView, c7._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
            resolver.resolve(c2._identifiedView, into: &elements)
            resolver.resolve(c3._identifiedView, into: &elements)
            resolver.resolve(c4._identifiedView, into: &elements)
            resolver.resolve(c5._identifiedView, into: &elements)
            resolver.resolve(c6._identifiedView, into: &elements)
            resolver.resolve(c7._identifiedView, into: &elements)
        })
    }

    /// Combines 9 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView, C2._IdentifiedView, C3._IdentifiedView, C4._IdentifiedView, C5._IdentifiedView, C6._IdentifiedView, C7._IdentifiedView, C8._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView, c2._identifiedView, c3._identifiedView, c4._identifiedView, c5._identifiedView, c6._identifiedView, c7._identifiedView, c8._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
            resolver.resolve(c2._identifiedView, into: &elements)
            resolver.resolve(c3._identifiedView, into: &elements)
            resolver.resolve(c4._identifiedView, into: &elements)
            resolver.resolve(c5._identifiedView, into: &elements)
            resolver.resolve(c6._identifiedView, into: &elements)
            resolver.resolve(c7._identifiedView, into: &elements)
            resolver.resolve(c8._identifiedView, into: &elements)
        })
    }

    /// Combines 10 pieces of tab content, in order.
    @MainActor @preconcurrency
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> _TupleTabContent<TabValue, (C0._IdentifiedView, C1._IdentifiedView, C2._IdentifiedView, C3._IdentifiedView, C4._IdentifiedView, C5._IdentifiedView, C6._IdentifiedView, C7._IdentifiedView, C8._IdentifiedView, C9._IdentifiedView)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        _TupleTabContent(TupleView((c0._identifiedView, c1._identifiedView, c2._identifiedView, c3._identifiedView, c4._identifiedView, c5._identifiedView, c6._identifiedView, c7._identifiedView, c8._identifiedView, c9._identifiedView)).builtFrom { resolver, elements in
            resolver.resolve(c0._identifiedView, into: &elements)
            resolver.resolve(c1._identifiedView, into: &elements)
            resolver.resolve(c2._identifiedView, into: &elements)
            resolver.resolve(c3._identifiedView, into: &elements)
            resolver.resolve(c4._identifiedView, into: &elements)
            resolver.resolve(c5._identifiedView, into: &elements)
            resolver.resolve(c6._identifiedView, into: &elements)
            resolver.resolve(c7._identifiedView, into: &elements)
            resolver.resolve(c8._identifiedView, into: &elements)
            resolver.resolve(c9._identifiedView, into: &elements)
        })
    }

    /// Tab content that is present only when a condition holds.
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }

    /// The first of two alternative pieces of tab content.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue {
        .first(first)
    }

    /// The second of two alternative pieces of tab content.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue {
        .second(second)
    }

    /// Erases the type of tab content inside `if #available`.
    @MainActor @preconcurrency
    public static func buildLimitedAvailability<T: TabContent>(_ content: T) -> AnyTabContent<T.TabValue> {
        AnyTabContent(content)
    }
}

/// Several pieces of tab content, in order.
nonisolated public struct _TupleTabContent<T: Hashable, U>: TabContent {
    /// The value that identifies the tabs.
    public typealias TabValue = T
    /// The views of the tabs, in order.
    public let _identifiedView: TupleView<U>

    init(_ view: TupleView<U>) { _identifiedView = view }

    /// The content itself.
    @MainActor @preconcurrency
    public var body: _TupleTabContent<T, U> { self }
}

extension TupleView {
    /// The same tuple, resolved by `resolve` (code written for its members' types).
    func builtFrom(_ resolve: @escaping (inout Resolver, inout [NodeID]) -> Void) -> TupleView<T> {
        TupleView(value: value, elements: ResolvableContent(resolve: resolve))
    }
}

/// One of two pieces of tab content (`if`/`else`, `switch`).
nonisolated public enum _ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent
where TrueContent.TabValue == FalseContent.TabValue {
    /// The first branch's content.
    case first(TrueContent)
    /// The second branch's content.
    case second(FalseContent)

    /// The value that identifies the tabs.
    public typealias TabValue = TrueContent.TabValue

    /// The active branch's view.
    @MainActor @preconcurrency
    public var _identifiedView: _ConditionalContent<TrueContent._IdentifiedView, FalseContent._IdentifiedView> {
        switch self {
        case .first(let content): .trueContent(content._identifiedView)
        case .second(let content): .falseContent(content._identifiedView)
        }
    }

    /// The content itself.
    @MainActor @preconcurrency
    public var body: Self { self }
}

extension Optional: TabContent where Wrapped: TabContent {
    /// The value that identifies the tabs.
    public typealias TabValue = Wrapped.TabValue

    /// The wrapped content's view, when there is content.
    @MainActor @preconcurrency
    public var _identifiedView: Wrapped._IdentifiedView? { map { $0._identifiedView } }

    /// The content itself.
    @MainActor @preconcurrency
    public var body: Self { self }
}

/// Type-erased tab content.
nonisolated public struct AnyTabContent<TabValue: Hashable>: TabContent {
    let view: AnyView

    /// Creates type-erased tab content.
    ///
    /// - Parameter content: The tab content to erase.
    @MainActor @preconcurrency
    public init<C: TabContent>(_ content: C) where C.TabValue == TabValue {
        view = AnyView(content._identifiedView)
    }

    /// The erased content's view.
    @MainActor @preconcurrency
    public var _identifiedView: AnyView { view }

    /// The content itself.
    @MainActor @preconcurrency
    public var body: Self { self }
}

extension TabContent {
    /// Generates a badge for the tab from an integer value; zero shows none.
    ///
    /// - Parameter count: An integer value to display in the badge.
    nonisolated public func badge(_ count: Int) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, badge: count == 0 ? nil : Text("\(count)"))
    }

    /// Generates a badge for the tab from a text view.
    ///
    /// - Parameter label: An optional text view to display as a badge.
    nonisolated public func badge(_ label: Text?) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, badge: label)
    }

    /// Generates a badge for the tab from a localized string key.
    ///
    /// - Parameter key: A string key to display as a badge.
    nonisolated public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, badge: Text(key))
    }

    /// Generates a badge for the tab from a string.
    ///
    /// - Parameter label: A string to display as a badge.
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, badge: Text(label))
    }
}

/// Tab content with a badge on its bar item.
nonisolated struct _BadgedTabContent<Base: TabContent>: TabContent {
    typealias TabValue = Base.TabValue
    let base: Base
    let badge: Text?

    @MainActor @preconcurrency
    var _identifiedView: some View {
        let badge = self.badge
        return base._identifiedView.modifier(ContainerValueModifier(write: { $0[TabItemBadgeKey.self] = badge }))
    }

    @MainActor @preconcurrency
    var body: Self { self }
}

/// A container that you can use to add hierarchy within a tab view.
///
/// On iPhone the tab bar shows a section's tabs with the others; its header and footer show
/// only in a sidebar, which a compact width does not have.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { Text("Home") }
///     TabSection("Library") {
///         Tab("Songs", systemImage: "music.note") { Text("Songs") }
///     }
/// }
/// ```
nonisolated public struct TabSection<Header, Content, Footer, SelectionValue> {
    let content: Content
}

extension TabSection: TabContent where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    /// The value that identifies the section's tabs.
    public typealias TabValue = Content.TabValue

    /// The section's tabs, as the tab bar shows them.
    @MainActor @preconcurrency
    public var _identifiedView: Content._IdentifiedView { content._identifiedView }

    /// The section itself.
    @MainActor @preconcurrency
    public var body: TabSection<Header, Content, Footer, SelectionValue> { self }
}

extension TabSection where Content: TabContent, SelectionValue: Hashable {
    /// Creates a section with a header and the provided section content.
    ///
    /// - Parameters:
    ///   - content: The section's tabs.
    ///   - header: A view to use as the section's header (shown in a sidebar).
    @MainActor @preconcurrency
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header)
    where Header: View, Footer == EmptyView {
        self.content = content()
    }

    /// Creates a section with the provided section content.
    ///
    /// - Parameter content: The section's tabs.
    @MainActor @preconcurrency
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView {
        self.content = content()
    }

    /// Creates a section with a header string and the provided section content.
    ///
    /// - Parameters:
    ///   - title: The string to use as the section's header (shown in a sidebar).
    ///   - content: The section's tabs.
    @_disfavoredOverload
    @MainActor @preconcurrency
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        self.content = content()
    }

    /// Creates a section with a localized header string and the provided section content.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the section's header (shown in a sidebar).
    ///   - content: The section's tabs.
    @MainActor @preconcurrency
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        self.content = content()
    }
}
