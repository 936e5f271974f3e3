import Foundation

/// The appearance and behavior of a labeled content instance.
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
///     }
/// }
/// ```
///
/// The body the style makes is what lays out; a `LabeledContent(configuration)` inside it is
/// drawn by the style outside this one (the platform's when there is none).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behavior of labeled content.
    associatedtype Body: View
    /// Creates a view that represents the body of labeled content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance.
nonisolated public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label is resolved as the view it erases.
        public var body: some View { view }
    }

    /// A type-erased content of a labeled content instance.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The content is resolved as the view it erases.
        public var body: some View { view }
    }

    /// The label of the labeled content instance.
    public let label: Label
    /// The content of the labeled content instance.
    public let content: Content
}

/// The default labeled content style.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}
    /// The label and its content side by side.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContentBody(label: configuration.label, content: configuration.content)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the
    /// current context.
    nonisolated public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The platform's labeled content: the label then the content, 8 points apart, centred
/// vertically, the content in the secondary colour; under `labelsHidden()` the content alone.
///
/// Outside a form, a macOS label's text is set on a control label's 18.5-point line
/// (``TextLineInsets/macControlLabel``) while the content keeps its own 16-point one, centred
/// beside it (swiftui-web `labeledcontent/basic` at 37d0f2c, macOS 26: `value` 79.5 × 18.5,
/// `countContent` 16 tall 1.25 below its pair's top; `hidden`, under `labelsHidden()`, 41 wide:
/// the value "Shown" alone).
nonisolated struct LabeledContentBody: View {
    let label: LabeledContentStyleConfiguration.Label
    let content: LabeledContentStyleConfiguration.Content
    @Environment(\.targetPlatform) private var platform
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isGroupedFormRow) private var isGroupedFormRow
    @Environment(\.isColumnsFormRow) private var isColumnsFormRow
    @Environment(\.textLineInsets) private var inheritedInsets

    var body: some View {
        if labelsHidden {
            content.foregroundStyle(Color.secondary).formControlColumn()
        } else {
            HStack(alignment: .center, spacing: 8) {
                label.environment(\.textLineInsets, controlLabelLine ? .macControlLabel : inheritedInsets)
                content.foregroundStyle(Color.secondary).formControlColumn()
            }
        }
    }

    /// Whether the label's text takes macOS's control label line: on macOS, outside a form's
    /// rows (which lay their labels out on their own lines).
    private var controlLabelLine: Bool {
        platform == .macOS && !isGroupedFormRow && !isColumnsFormRow
    }
}

nonisolated extension View {
    /// Sets a style for labeled content.
    ///
    /// ```swift
    /// LabeledContent("Name", value: "Corey").labeledContentStyle(.automatic)
    /// ```
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        writingStyle { AnyView(MainActorBody.call({ $0.makeBody(configuration: $1) }, style, $0)) }
    }
}
