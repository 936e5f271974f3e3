import Foundation

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

extension ForEach where Content: View {
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
