import Foundation

/// A container view that displays semantically-related controls in a visually-appropriate
/// manner for the context.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease") {}
///     Button("Increase") {}
/// }
/// ```
///
/// The control group style draws the group (``View/controlGroupStyle(_:)``). On iOS the
/// automatic style lays its controls out as a row of equal-width segments on one capsule
/// bezel that fills the width offered (derived from iOS 26's look: no recording holds a
/// control group; see `docs/differences.md`). The `.menu` and `.compactMenu` styles show the
/// group as a menu whose label is the group's label.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView

    init(content: Content, label: AnyView) {
        self.content = content
        self.label = label
    }

    /// Creates a new control group with the specified children.
    ///
    /// - Parameter content: The views to display inside the group.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), label: AnyView(EmptyView()))
    }

    /// The group as the environment's control group style draws it.
    public var body: some View {
        let configuration = ControlGroupStyleConfiguration(
            content: .init(view: AnyView(content)), label: .init(view: label))
        StyledBody(configuration: configuration) { AutomaticControlGroupBody(configuration: $0) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration, as a custom style's body does
    /// to show the group drawn by the style outside it (the platform's when there is none).
    ///
    /// - Parameter configuration: The properties of the control group.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: configuration.content, label: AnyView(configuration.label))
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content and a label.
    ///
    /// The label is what a menu style shows as its menu's label; the automatic style on iOS
    /// shows the content alone.
    ///
    /// - Parameters:
    ///   - content: The views to display inside the group.
    ///   - label: A view that describes the purpose of the group.
    public init<C: View, L: View>(
        @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
    ) where Content == LabeledControlGroupContent<C, L> {
        let content = content(), label = label()
        self.init(content: LabeledControlGroupContent(content: content, label: label), label: AnyView(label))
    }

    /// Creates a new control group with the specified content that generates its label from a
    /// localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the group's localized title.
    ///   - content: The views to display inside the group.
    public init<C: View>(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a new control group with the specified content that generates its label from a
    /// string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the group.
    ///   - content: The views to display inside the group.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// Creates a new control group with the specified content that generates its label from a
    /// localized string key and system image name.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the group's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: The views to display inside the group.
    public init<C: View>(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a new control group with the specified content that generates its label from a
    /// string and system image name.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the group.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - content: The views to display inside the group.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

/// The content and label of a control group made with a label (`ControlGroup(content:label:)`):
/// as a view, the content; the group hands the label to its style.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The group's content (its label is the style's to place).
    public var body: some View { content }
}
