import Foundation

/// The configuration and content of a widget to display on the Home Screen or in
/// Notification Center.
///
/// ```swift
/// struct Empty: Widget {
///     var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
/// }
/// ```
///
/// Trellis reads a widget's declaration but shows no widget: there is no Home Screen, and the
/// WidgetKit configurations that give a widget its view are not part of SwiftUI
/// (docs/differences.md, "App and scenes").
@preconcurrency @MainActor
public protocol Widget {
    /// The type of configuration representing the content of the widget.
    associatedtype Body: WidgetConfiguration
    /// Creates a widget using metadata and content that you provide.
    init()
    /// The content and behavior of the widget.
    var body: Body { get }
}

/// A type that describes a widget's content.
@preconcurrency @MainActor
public protocol WidgetConfiguration {
    /// The type of widget configuration representing the body of this configuration.
    associatedtype Body: WidgetConfiguration
    /// The content and behavior of this widget.
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// An empty widget configuration: a widget with no content.
@frozen
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// An empty configuration.
    @inlinable public init() {}

    /// An empty configuration has no body.
    public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

extension EmptyWidgetConfiguration: Sendable {}

/// A container used to expose multiple widgets from a single widget extension.
///
/// ```swift
/// struct Widgets: WidgetBundle {
///     var body: some Widget {
///         Small()
///         Large()
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol WidgetBundle {
    /// The type of widget that represents the content of the bundle.
    associatedtype Body: Widget
    /// Creates a widget bundle using the bundle's body as its content.
    init()
    /// Declares the group of widgets that an app supports.
    @WidgetBundleBuilder var body: Body { get }
}

/// A custom attribute that constructs a widget bundle's body.
@resultBuilder
public struct WidgetBundleBuilder {
    /// Passes a widget written in a bundle's body through unmodified.
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

    /// A bundle body without widgets.
    public static func buildBlock() -> some Widget { _EmptyWidget() }

    /// A bundle body with one widget.
    public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget { content }

    /// A bundle body with several widgets, in order.
    @_disfavoredOverload
    public static func buildBlock<each C: Widget>(_ c: repeat each C) -> some Widget {
        _TupleWidget<repeat each C>()
    }
}

extension WidgetBundleBuilder: Sendable {}

/// The widgets a bundle declares, in order.
@MainActor
protocol WidgetListing {
    /// The types of the widgets.
    static var widgetTypes: [any Widget.Type] { get }
}

/// No widget: what an empty bundle body declares.
nonisolated public struct _EmptyWidget: Widget, WidgetListing {
    /// No widget.
    public init() {}
    /// An empty configuration.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    @MainActor static var widgetTypes: [any Widget.Type] { [] }
}

/// Several widgets a bundle declares together.
nonisolated public struct _TupleWidget<each W: Widget>: Widget, WidgetListing {
    /// The widgets, each made with its `init()`.
    public init() {}
    /// The widgets together have no single configuration.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    @MainActor static var widgetTypes: [any Widget.Type] {
        var types: [any Widget.Type] = []
        for type in repeat (each W).self { types.append(type) }
        return types
    }
}

extension WidgetBundle {
    /// The types of the widgets the bundle declares, in order.
    package var _widgetTypes: [any Widget.Type] {
        if let listing = Body.self as? any WidgetListing.Type { return listing.widgetTypes }
        return [Body.self]
    }
}
