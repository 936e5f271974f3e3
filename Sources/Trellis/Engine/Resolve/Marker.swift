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

/// The places where marked views were resolved, which their nodes index
/// (``RareProperties/context``), and how the resolver finds the current one without comparing
/// environments for every marked view.
struct MarkContexts {
    /// The contexts, by index.
    private(set) var contexts: [MarkContext] = []
    /// Changes whenever the resolver's environment is set, so that marked views resolved in
    /// the same context (a list's, usually) find it without comparing environments.
    private var environmentVersion = 0
    /// Per stack orientation (none, horizontal, vertical): the ``environmentVersion`` under
    /// which a marked view last found its context, and that context's index.
    private var recent: [(version: Int, index: Int32)?] = [nil, nil, nil]

    /// How many of the last contexts ``index(environment:stackOrientation:)`` compares with the
    /// current one before it adds a new one.
    static let searched = 4

    init() {}

    /// Contexts that extend `contexts` (an engine's, for a replacement).
    init(continuing contexts: [MarkContext]) { self.contexts = contexts }

    /// The index found last for `stackOrientation`, if the environment was not set since: what
    /// ``index(environment:stackOrientation:)`` answers without being given the environment.
    @inline(__always)
    func recentIndex(for stackOrientation: Axis?) -> Int32? {
        guard let recent = recent[Self.slot(of: stackOrientation)], recent.version == environmentVersion else { return nil }
        return recent.index
    }

    /// The entry of ``recent`` for a stack orientation.
    @inline(__always)
    private static func slot(of stackOrientation: Axis?) -> Int { stackOrientation.map { $0 == .horizontal ? 1 : 2 } ?? 0 }

    /// Notes that the resolver's environment was set.
    mutating func environmentChanged() { environmentVersion &+= 1 }

    /// The index of `environment` and `stackOrientation` among the contexts: the one found
    /// last for this orientation when the environment was not set since, else one of the last
    /// few when it is the same (neighbouring marked views share one, and a view resolved again
    /// finds the contexts it had), else a new one. (A view resolved again, by a live update or
    /// a replacement, would otherwise add the contexts of its marked views anew each time: the
    /// host would grow with every change.)
    mutating func index(environment: EnvironmentValues, stackOrientation: Axis?) -> Int32 {
        if let index = recentIndex(for: stackOrientation) { return index }
        let current = MarkContext(environment: environment, stackOrientation: stackOrientation)
        let found = contexts.indices.reversed().prefix(Self.searched).first { contexts[$0] == current }
        if found == nil { contexts.append(current) }
        let index = Int32(found ?? contexts.count - 1)
        recent[Self.slot(of: stackOrientation)] = (environmentVersion, index)
        return index
    }
}
