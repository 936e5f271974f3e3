import Foundation

/// What a container's resolving put aside (see ``Resolver/beginContainer(_:)``).
@usableFromInline
struct ContainerStart {
    let stackOrientation: Axis?
    /// Where the container's subviews start among the resolver's elements.
    let elements: Int
    /// The sections being read around the container: a section inside it is not one of them.
    let sections: [SectionRecord]?
    /// The lazy container whose rows were being collected around the container: a `ForEach`
    /// inside it is not one of its rows.
    let lazyRows: Int32
}
