import Foundation

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
