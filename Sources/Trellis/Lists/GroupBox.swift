import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content.
///
/// On macOS the label sits above a rounded box that holds the content 5 points in (the label
/// 10 points in from the box's leading edge, 3 above it, in the `subheadline` font unless one
/// is set); on iOS the label (in `headline`) and the content share the box, 16 points in. The
/// box is as wide as the wider of its label and content. In a row of a macOS grouped form
/// there is no box: the label sits 3 above the content.
///
/// ```swift
/// GroupBox("Settings") {
///     Text("Inside")
/// }
/// ```
///
/// Sources: swiftui-web golden `groupbox/basic` (macOS 26): an untitled box 10 wider and 10
/// taller than its content; a titled one 16 + 3 taller again, its content at the label's
/// bottom + 3 + 5; a custom label 10 in from the box; `dark/controls` (at 3170cea): the title
/// "Settings" sets a box 53.5 wide, 43.5 + 10, the width of 11-pt text. The iOS metrics are
/// estimates.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates a group box with the provided label and view content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a group box with the provided view content (deprecated form with a label value).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }

    /// A group box is what the environment's group box style makes of its label and content:
    /// by default, the two on a rounded box.
    public var body: some View {
        let hasLabel = (label as? GroupBoxStyleConfiguration.Label).map { !$0.isEmpty } ?? (Label.self != EmptyView.self)
        let configuration = GroupBoxStyleConfiguration(
            label: .init(view: AnyView(label), isEmpty: !hasLabel), content: .init(view: AnyView(content)))
        return StyledBody(configuration: configuration) {
            GroupBoxBody(label: $0.label, content: $0.content, hasLabel: hasLabel)
        }
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration, as a custom style's body does to
    /// show the group box of the style outside it (or the platform's).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates an unlabeled group box with the provided view content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// Creates a group box with the provided view content and a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
}

/// A group box's views in its layout, for the platform laid out for.
nonisolated struct GroupBoxBody<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let hasLabel: Bool

    var body: Never { fatalError("GroupBoxBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let mac = resolver.environment.platform.system == .macOS
        // In a row of macOS's grouped form the box is left out: the label 3 above the content,
        // the two as wide as the wider (swiftui-web `form/grouped` at 49c51a9: `box` 37.5 × 35
        // over a 16-tall title and a 37.5 × 16 content 19 down).
        let inFormRow = mac && resolver.environment.isGroupedFormRow
        let layout = inFormRow
            ? GroupBoxLayout(hasLabel: hasLabel, labelInside: true, padding: 0, spacing: 3, labelInset: 0)
            : mac
            ? GroupBoxLayout(hasLabel: hasLabel, labelInside: false, padding: 5, spacing: 3, labelInset: 10)
            : GroupBoxLayout(hasLabel: hasLabel, labelInside: true, padding: 16, spacing: 8, labelInset: 0)
        // The label's font: macOS's subheadline (11 pt on a 16-pt line: swiftui-web
        // `dark/controls` at 3170cea, "Settings" 43.5 wide over a box 53.5 wide, the line 16
        // tall as in `groupbox/basic`), iOS's headline.
        // macOS: a translucent box with a hairline border (drawn as its fill); iOS:
        // `secondarySystemBackground`.
        let fill = inFormRow ? Color.clear : mac ? Color(white: 0, opacity: 0.05) : Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        let saved = resolver.environment.font
        resolver.resolve(LayoutContainerView(layout: layout, content: TupleView((
            RoundedRectangle(cornerRadius: mac ? 5 : 8).fill(fill),
            HStack(spacing: 0) { label }.environment(\.font, saved ?? (mac ? .subheadline : .headline)),
            VStack(alignment: .leading) { content }
        )), name: .text("GroupBox")), into: &elements)
    }
}

