import Foundation

/// The value of an `.id(_:)` mark. Marks are only hashed and compared, never mutated, so
/// sharing one across threads is safe even when its type does not say so.
@usableFromInline
struct Marker: @unchecked Sendable, Hashable, CustomStringConvertible {
    let value: AnyHashable
    @usableFromInline
    init<ID: Hashable>(_ value: ID) { self.value = AnyHashable(value) }
    @usableFromInline var description: String { String(describing: value.base) }
}

/// What a view was resolved in, beyond its layout direction: the whole environment (fonts,
/// colours, line limits…) and the orientation of the stack around it.
struct MarkContext: Equatable {
    var environment: EnvironmentValues
    var stackOrientation: Axis?
}
