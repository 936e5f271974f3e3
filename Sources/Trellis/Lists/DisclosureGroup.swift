import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control.
///
/// A snapshot shows the group as its `isExpanded` binding says (collapsed without one): its
/// label row, with the disclosure chevron, and below it, when expanded, its content, centred
/// across the group's width as a `VStack`'s views are. The group takes the width it is
/// offered. On macOS the chevron comes before the label (11.5 points with its gap) and the
/// label row has 4 points above and below the label; on iOS (estimate) the chevron trails.
/// In a macOS list the group is an outline instead: its label one row, each view of its
/// content a row one level deeper (swiftui-web `list/outline`).
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: .constant(true)) {
///     Text("Inside")
/// }
/// ```
///
/// Source: swiftui-web golden `disclosure/basic` (macOS 26): a collapsed group 24 tall (a
/// 16-tall label), an expanded one with a 24-tall label 48 tall (its label at 11.5, 4 down; its
/// 16-tall content centred, 32 down).
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>

    /// Creates a disclosure group with the given label and content views (collapsed).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = .constant(false)
    }

    /// Creates a disclosure group with the given label and content views, and a binding to
    /// the expansion state (expanded or collapsed).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// What the environment's disclosure group style makes of the group: by default, the
    /// label row and, when expanded, the content below it.
    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(view: AnyView(label)), content: .init(view: AnyView(content)), isExpanded: isExpanded)
        return StyledBody(configuration: configuration) {
            DisclosureGroupBody(label: $0.label, content: $0.content, isExpanded: $0.isExpanded)
        }
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// Creates a disclosure group based on a style configuration, as a custom style's body
    /// does to show the group of the style outside it (or the platform's).
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided string to create a text view for the label.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(label) })
    }

    /// Creates a disclosure group, using a localized string key for the label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// Creates a disclosure group, using a provided string for the label, and a binding to
    /// the expansion state.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }

    /// Creates a disclosure group, using a localized string key for the label, and a binding
    /// to the expansion state.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
}

/// A disclosure group's views for the platform laid out for.
nonisolated struct DisclosureGroupBody<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Bool

    var body: Never { fatalError("DisclosureGroupBody has no body") }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let mac = resolver.environment.platform.system == .macOS
        let triangle = Text(isExpanded ? "▾" : "▸").font(.system(size: 9)).foregroundColor(.secondary)
        if Self.isOutlineRow(in: resolver.environment) {
            resolveOutlineRows(triangle: triangle, into: &resolver, elements: &elements)
            return
        }
        let chevron = triangle.frame(width: 11.5, alignment: .leading)
        let row = HStack(spacing: 0) {
            if mac { chevron }
            label
            if !mac {
                Spacer(minLength: 8)
                chevron
            }
        }
        .padding(.vertical, 4)
        .frame(maxWidth: .infinity, alignment: .leading)
        resolver.resolve(VStack(spacing: 0) {
            row
            if isExpanded { VStack { content } }
        }, into: &elements)
    }
}
