import Foundation

/// A container for attaching a label to a value-bearing view.
///
/// ```swift
/// LabeledContent("Name", value: "Corey")
/// LabeledContent { Text("3") } label: { Label("Count", systemImage: "number") }
/// ```
///
/// Layout outside a form, as measured on SwiftUI (macOS): the label then the content, 8
/// points apart, centred vertically; the pair is as wide as the two, not stretched to the
/// proposal. The content is drawn in the secondary colour. (In a `Form`, SwiftUI puts the
/// label at the row's leading edge and the content at its trailing edge; that is the form's
/// layout, not this view's.)
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    ///
    /// - Parameters:
    ///   - content: The view that conveys the value of the resulting labeled element.
    ///   - label: The label that describes the purpose of the result.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// What the environment's labeled content style makes of the label and content: by
    /// default, the two side by side.
    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: AnyView(content)))
        return StyledBody(configuration: configuration) {
            LabeledContentBody(label: $0.label, content: $0.content)
        }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a style configuration, as a custom style's body does
    /// to show the labeled content of the style outside it (or the platform's).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the view's localized title, that describes the purpose of
    ///     the view.
    ///   - content: The value content being labeled.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a labeled view that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the view.
    ///   - content: The value content being labeled.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the view's localized title, that describes the purpose of
    ///     the view.
    ///   - value: The value being labeled.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// Creates a labeled informational view.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the view.
    ///   - value: The value being labeled.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
