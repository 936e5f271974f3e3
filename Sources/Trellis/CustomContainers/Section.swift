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
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        guard resolver.sections != nil else {
            resolver.resolve(view.header)
            resolver.resolve(view.content)
            resolver.resolve(view.footer)
            return
        }
        let looseBefore = resolver.elements.count
        let header = resolver.elements(of: view.header)
        let content = resolver.elements(of: view.content)
        let footer = resolver.elements(of: view.footer)
        resolver.sections!.append(SectionRecord(
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

extension Section where Parent == Text, Footer == EmptyView {
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

/// A specific section's configuration, from `ForEach(sections:content:)` or
/// `Group(sections:transform:)`.
nonisolated public struct SectionConfiguration: Identifiable {
    /// The identity of a section.
    public struct ID: Hashable, Sendable {
        let index: Int
    }

    /// The identity of the section.
    public let id: ID
    /// The subviews of the section's header.
    public let header: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection
    /// The subviews of the section's footer.
    public let footer: SubviewsCollection
    /// The container values of the section (set with `containerValue(_:_:)` on it).
    public let containerValues: ContainerValues
}

/// An opaque collection representing the sections of a view.
nonisolated public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    /// The position of the first section.
    public var startIndex: Int { sections.startIndex }
    /// The position after the last section.
    public var endIndex: Int { sections.endIndex }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension Resolver {
    /// Resolves `content` here and returns its sections, unattached. Views outside any
    /// `Section` form a section of their own with what is next to them (no header or footer).
    mutating func sections(resolving content: ResolvableContent) -> SectionCollection {
        let outer = sections
        sections = []
        let loose = content.elements(in: &self)
        let records = sections!
        sections = outer
        let uses = SubviewUses()
        var configurations: [SectionConfiguration] = []
        func add(header: ArraySlice<NodeID>, content: ArraySlice<NodeID>, footer: ArraySlice<NodeID>, values: ContainerValues) {
            configurations.append(SectionConfiguration(
                id: SectionConfiguration.ID(index: configurations.count), header: subviews(of: header, uses: uses),
                content: subviews(of: content, uses: uses), footer: subviews(of: footer, uses: uses), containerValues: values))
        }
        var next = 0
        for record in records {
            if record.looseBefore > next { add(header: [], content: loose[next ..< record.looseBefore], footer: [], values: ContainerValues()) }
            next = max(next, record.looseBefore)
            add(header: record.header[...], content: record.content[...], footer: record.footer[...], values: record.containerValues)
        }
        if loose.count > next { add(header: [], content: loose[next...], footer: [], values: ContainerValues()) }
        return SectionCollection(sections: configurations)
    }
}

/// Transforms the sections of a given view into a resulting content view
/// (`Group(sections:transform:)`).
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    /// Resolved through its entry point.
    public var body: Never { fatalError("GroupSectionsOfContent has no body") }

    /// Resolves the base view's sections, then the view the transform makes of them.
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        let collection = resolver.sections(resolving: ResolvableContent(view.sections))
        resolver.resolve(view.transform(collection))
    }
}

extension Group {
    /// Constructs a group from the sections of the given view.
    ///
    /// ```swift
    /// Group(sections: content) { sections in
    ///     ForEach(sections) { section in
    ///         section.header
    ///         section.content.padding(.leading, 8)
    ///     }
    /// }
    /// ```
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}

/// A collection which allows a view to be treated as a collection of its sections in a
/// for-each loop (`ForEach(sections:content:)`); its sections are resolved when the for-each
/// is.
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let base: ResolvableContent
    /// The sections, once the for-each that owns the collection resolves them.
    let resolved = ResolvedLater<SectionCollection>()

    /// Resolves the sections, here: the for-each's entry point calls it before walking them.
    @usableFromInline
    func resolveSections(_ resolver: inout Resolver) {
        resolved.value = resolver.sections(resolving: base)
    }

    /// The position of the first section.
    public var startIndex: Int { 0 }
    /// The position after the last section.
    public var endIndex: Int { resolved.value?.count ?? 0 }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { resolved.value![position] }
}

extension ForEach {
    /// Creates an instance that creates views from the sections of a given view.
    ///
    /// ```swift
    /// ForEach(sections: content) { section in
    ///     VStack { section.header; section.content }
    /// }
    /// ```
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(base: ResolvableContent(view)), id: \.id, content: content)
    }
}
