import Foundation

/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// Build toolbar content from ``ToolbarItem``, ``ToolbarItemGroup`` and ``ToolbarSpacer`` in
/// a `toolbar(content:)` modifier, or declare a type of your
/// own whose `body` is made of them:
///
/// ```swift
/// struct EditingItems: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }

    /// Collects the content's items. An implementation detail, as SwiftUI's `_makeToolbar`
    /// is: don't implement it; the default expands ``body``, and the built-in items have
    /// their own.
    nonisolated static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList)
}

/// The conforming types represent items that can be placed in a toolbar a person can
/// customize (Trellis shows every item: customization is not offered).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension ToolbarContent {
    /// Expands the content's ``body``.
    nonisolated public static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        guard Body.self != Never.self else { return }
        Body._collectToolbar(MainActorBody.call({ $0.body }, content), into: &list)
    }
}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// The items a toolbar's content collected, in order. An implementation detail.
public struct _ToolbarItemList {
    /// The entries, in the order declared.
    var entries: [ToolbarEntry] = []

    init() {}
}

/// One collected toolbar entry: an item, a group or a spacer, and where it goes.
struct ToolbarEntry {
    enum Kind {
        /// A ``ToolbarItem``: its content in one platter.
        case item(AnyView)
        /// A ``ToolbarItemGroup``: each of its views in a platter of its own.
        case group(AnyView)
        /// A ``ToolbarSpacer``.
        case spacer(SpacerSizing)
        /// A ``ToolbarTitleMenu``: the title's menu.
        case titleMenu(AnyView)
    }

    let placement: ToolbarItemPlacement
    let kind: Kind
    /// Whether the item's platter shows its glass (`sharedBackgroundVisibility`).
    var glass = true
}

/// Toolbar content made by a ``ToolbarContentBuilder`` block: its parts, collected in order.
nonisolated struct TupleToolbarContent<T>: ToolbarContent, CustomizableToolbarContent {
    let value: T
    /// Collects the parts of ``value``.
    let collect: (inout _ToolbarItemList) -> Void

    var body: Never { return fatalError("TupleToolbarContent has no body") }

    static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        content.collect(&list)
    }
}

/// Toolbar content erased to its existential (`buildLimitedAvailability(_:)`).
nonisolated struct ErasedToolbarContent: ToolbarContent, CustomizableToolbarContent {
    let collect: (inout _ToolbarItemList) -> Void

    init(_ content: any ToolbarContent) {
        func collector<C: ToolbarContent>(_ content: C) -> (inout _ToolbarItemList) -> Void {
            { C._collectToolbar(content, into: &$0) }
        }
        collect = collector(content)
    }

    var body: Never { return fatalError("ErasedToolbarContent has no body") }

    static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        content.collect(&list)
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Optional toolbar content has no body: its wrapped content, if any, is collected.
    public var body: Never { return fatalError("Optional has no body") }

    /// Collects the wrapped content, if any.
    nonisolated public static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        if let content { Wrapped._collectToolbar(content, into: &list) }
    }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// Conditional toolbar content has no body: its active branch is collected.
    public var body: Never { return fatalError("_ConditionalContent has no body") }

    /// Collects the active branch.
    nonisolated public static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        switch content {
        case let .trueContent(content): TrueContent._collectToolbar(content, into: &list)
        case let .falseContent(content): FalseContent._collectToolbar(content, into: &list)
        }
    }
}

extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar content.
    ///
    /// ```swift
    /// .toolbar {
    ///     Group {
    ///         ToolbarItem { Button("One") {} }
    ///         ToolbarItem { Button("Two") {} }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter content: The toolbar content of the group.
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.init(content(), storing: ())
    }

    /// A group of toolbar content has no body: its content is collected.
    public var body: Never { return fatalError("Group has no body") }

    /// Collects the group's content.
    nonisolated public static func _collectToolbar(_ content: Self, into list: inout _ToolbarItemList) {
        Content._collectToolbar(content.content, into: &list)
    }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
