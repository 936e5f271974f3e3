import Foundation

/// A type that specifies the appearance and interaction of disclosure groups within a view
/// hierarchy.
///
/// ```swift
/// struct Plain: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
///
/// The body the style makes is what lays out; a `DisclosureGroup(configuration)` inside it is
/// drawn by the style outside this one (the platform's when there is none). A snapshot shows
/// the expansion state the group's binding holds.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View
    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group instance.
nonisolated public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased content of a disclosure group.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content is resolved as the view it erases.
        public var body: some View { view }
    }

    /// The label for the disclosure group.
    public let label: Label
    /// The content of the disclosure group.
    public let content: Content
    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

/// A disclosure group style that resolves its appearance automatically based on the current
/// context.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}
    /// The platform's disclosure group: a label row with a chevron, the content below it when
    /// expanded.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroupBody(label: configuration.label, content: configuration.content, isExpanded: configuration.isExpanded)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the
    /// current context.
    nonisolated public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension View {
    /// Sets the style for disclosure groups within this view.
    ///
    /// ```swift
    /// DisclosureGroup("More") { Text("Details") }.disclosureGroupStyle(.automatic)
    /// ```
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}
