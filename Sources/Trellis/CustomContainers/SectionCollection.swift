import Foundation

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
        let outer = scope.sections
        scope.sections = []
        let loose = content.elements(in: &self)
        let records = scope.sections!
        scope.sections = outer
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
