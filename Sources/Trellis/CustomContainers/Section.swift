import Foundation

/// A container view that you can use to add hierarchy within certain views: a header, content
/// and a footer.
///
/// In a stack or other layout container, a section's header, content and footer are views of
/// that container, in that order, as a `Group`'s are (the styled sections of lists and forms
/// are not laid out yet). A custom container reads them apart with `ForEach(sections:)` or
/// `Group(sections:)`.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Section {
///         Text("Milk")
///         Text("Eggs")
///     } header: {
///         Text("Groceries").font(.headline)
///     }
/// }
/// ```
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the content shows: `false` for a collapsed section (``init(isExpanded:content:header:)``),
    /// whose content is left out (its header stays).
    var isExpanded = true

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section has no body: its header, content and footer are resolved in turn.
    public var body: Never { fatalError("Section has no body") }

    /// Resolves the header, content and footer as views of the enclosing container, or, while
    /// a custom container reads its content's sections, records them as one section.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        guard resolver.scope.sections != nil else {
            if let collector = resolver.currentLazyCollector {
                // In a lazy stack in a scroll view: its views know their parts, for pinning.
                // In a list or form, an increased header prominence makes the header a title.
                if resolver.environment.headerProminence == .increased, resolver.environment.list.sectionFonts != nil {
                    let header = ProminentSectionHeader(content: view.header, platform: resolver.environment.platform)
                    guard view.isExpanded else {
                        return resolver.resolveLazySection(header: header, content: EmptyView(), footer: view.footer, in: collector)
                    }
                    return resolver.resolveLazySection(header: header, content: view.content, footer: view.footer, in: collector)
                }
                guard view.isExpanded else {
                    return resolver.resolveLazySection(header: view.header, content: EmptyView(), footer: view.footer, in: collector)
                }
                return resolver.resolveLazySection(header: view.header, content: view.content, footer: view.footer, in: collector)
            }
            resolver.resolve(view.header)
            if view.isExpanded { resolver.resolve(view.content) }
            resolver.resolve(view.footer)
            return
        }
        let looseBefore = resolver.elements.count
        let header = resolver.elements(of: view.header)
        let content = view.isExpanded ? resolver.elements(of: view.content) : []
        let footer = resolver.elements(of: view.footer)
        resolver.scope.sections!.append(SectionRecord(
            header: header, content: content, footer: footer, containerValues: ContainerValues(), looseBefore: looseBefore))
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with the provided section content and a header view (the form
    /// SwiftUI deprecated in iOS 15).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with the provided section content and a footer view (deprecated form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// Creates a section with the provided section content and header and footer views
    /// (deprecated form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and content whose binding says whether the content
    /// shows: collapsed (`false`), only the header is laid out. (SwiftUI draws a disclosure
    /// chevron in a sidebar list's header; Trellis does not draw it.)
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a collapsible section whose header is a text view of a localized string key
    /// (see ``init(isExpanded:content:header:)``).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleKey) })
    }

    /// Creates a collapsible section whose header is a text view of `title` (see
    /// ``init(isExpanded:content:header:)``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(title) })
    }

    /// Creates a section whose header is a text view of `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// Creates a section whose header is a text view of a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

/// A section declared in content whose sections a custom container reads: its parts'
/// elements, its container values, and how many loose elements came before it.
struct SectionRecord {
    var header: [NodeID]
    var content: [NodeID]
    var footer: [NodeID]
    var containerValues: ContainerValues
    let looseBefore: Int
}
