import Foundation

/// A control for Control Center, the Lock Screen or the Action button (iOS 18).
///
/// ```swift
/// struct Torch: ControlWidget {
///     var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
/// }
/// ```
///
/// Trellis reads a control's declaration but shows no control: there is no Control Center,
/// and the WidgetKit configurations that give a control its button or toggle are not part
/// of SwiftUI (docs/differences.md, "App and scenes").
@preconcurrency @MainActor
public protocol ControlWidget {
    /// Creates the control.
    init()
    /// The type of configuration representing the control's content.
    associatedtype Body: ControlWidgetConfiguration
    /// The content and behavior of the control.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// A type that describes a control's content.
@preconcurrency @MainActor
public protocol ControlWidgetConfiguration {
    /// The type of configuration representing the body of this configuration.
    associatedtype Body: ControlWidgetConfiguration
    /// The content and behavior of this configuration.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// A control configuration with no content.
@frozen @preconcurrency @MainActor
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
    /// An empty configuration.
    @inlinable public init() {}
    /// An empty configuration has no body.
    public var body: Never { fatalError("EmptyControlWidgetConfiguration has no body") }
}

/// A custom attribute that constructs a control's configuration.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    /// Passes a configuration through unmodified.
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    /// A body of one configuration.
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A template that describes a control's look: a button or toggle with its label.
@preconcurrency @MainActor
public protocol ControlWidgetTemplate {
    /// The type of template representing the body of this template.
    associatedtype Body: ControlWidgetTemplate
    /// The content of this template.
    @ControlWidgetTemplateBuilder var body: Body { get }
}

extension Never: ControlWidgetTemplate {}

/// A control template with no content.
@frozen @preconcurrency @MainActor
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {
    /// An empty template.
    @inlinable public init() {}
    /// An empty template has no body.
    public var body: Never { fatalError("EmptyControlWidgetTemplate has no body") }
}

/// A custom attribute that constructs a control's template.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    /// Passes a template through unmodified.
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// A body of one template.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}
