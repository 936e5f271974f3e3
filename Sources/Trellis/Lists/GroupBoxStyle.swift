import Foundation

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy.
///
/// ```swift
/// struct Card: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.headline); configuration.content }
///             .padding()
///             .background(.background, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
///
/// The body the style makes is what lays out; a `GroupBox(configuration)` inside it is drawn
/// by the style outside this one (the platform's when there is none).
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// Creates a view representing the body of a group box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance.
nonisolated public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    nonisolated public struct Label: View {
        let view: AnyView
        /// Whether the group box was given a label (an untitled box leaves the label's row out).
        let isEmpty: Bool
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased content of a group box.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A view that provides the title of the group box.
    public let label: Label
    /// A view that represents the content of the group box.
    public let content: Content
}

/// The default style for group box views.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates a default style for group box views.
    public init() {}
    /// The platform's group box.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxBody(label: configuration.label, content: configuration.content, hasLabel: !configuration.label.isEmpty)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    nonisolated public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// Sets the style for group boxes within this view.
    ///
    /// ```swift
    /// GroupBox("Status") { Text("All good") }.groupBoxStyle(.automatic)
    /// ```
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}
