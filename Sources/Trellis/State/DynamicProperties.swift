import Foundation

/// Finds the dynamic properties of a view or modifier and gives them their environment.
enum DynamicProperties {
    /// Whether a value of this type has a dynamic property among its stored properties.
    static func exist(in value: Any) -> Bool {
        Mirror(reflecting: value).children.contains { $0.value is DynamicProperty }
    }

    /// Gives every dynamic property stored in `value` (and in dynamic properties stored in it)
    /// `environment`.
    static func install(_ environment: EnvironmentValues, into value: Any) {
        var found = LiveProperties()
        found.collect(in: value, environment: environment)
    }
}

extension Resolver {
    /// Gives the dynamic properties of `value`, a view or modifier whose body is about to be
    /// read, the current environment. Types without any are remembered: the last two seen cost
    /// two comparisons here (a list's rows and their content alternate), others a table lookup.
    @inlinable
    mutating func installDynamicProperties<T>(in value: T) {
        let type = ObjectIdentifier(T.self)
        if type == memo.recentPlainTypes.0 || type == memo.recentPlainTypes.1 { return }
        installDynamicPropertiesLooking(in: value)
    }

    /// Readies `value`, a view or modifier whose body is about to be read: in a snapshot,
    /// gives its dynamic properties their environment; returns whether its body is to be read
    /// as in a snapshot (`false`: in a live host, for a view that is not ``LiveKind/plain``,
    /// which ``resolveLive(_:)`` resolves). The last two types found plain with no dynamic
    /// property cost two comparisons.
    @inlinable
    mutating func readiesBody<T>(of value: T) -> Bool {
        let type = ObjectIdentifier(T.self)
        if type == memo.recentPlainTypes.0 || type == memo.recentPlainTypes.1 { return true }
        return readiesBodyLooking(of: value)
    }

    /// ``readiesBody(of:)`` past its two recent types.
    @usableFromInline
    mutating func readiesBodyLooking<T>(of value: T) -> Bool {
        if live == nil {
            installDynamicPropertiesLooking(in: value)
            return true
        }
        let kind = liveKind(of: value)
        if kind == .plain { memo.recentPlainTypes = (ObjectIdentifier(T.self), memo.recentPlainTypes.0) }
        return kind == .plain
    }

    /// Resolves `view`, a view with a body that is not ``LiveKind/plain``, in a live host: its
    /// body's reads are tracked, its state kept, and a record made when it needs one
    /// (`LiveRecorder.swift`). Not inlinable: the plain views, which the caller resolves
    /// itself, stay small where they are specialised.
    @usableFromInline
    mutating func resolveLive<V: View>(_ view: V) {
        guard let live else { return }
        live.begin(type: V.self, elementCount: elements.count)
        scope.trackedLiveViews += 1
        if liveKind(of: view) == .dynamic { live.reflect(view, environment: environment) }
        resolve(live.track { MainActorBody.of(view) })
        scope.trackedLiveViews -= 1
        if let record = live.end(&self) { record.resolve = { $0.resolve(view) } }
    }

    /// Resolves the views of `view` inside a tracked live view, tracking what each element's
    /// content reads (a change to it marks the view around, which makes the content again);
    /// the views of each element take their identity from its id.
    @usableFromInline
    mutating func resolveTracking<Data, ID, Content: View>(_ view: ForEach<Data, ID, Content>) {
        guard let live else { return }
        var index = view.data.startIndex
        while index != view.data.endIndex {
            let element = view.data[index]
            live.beginScope(AnyHashable(element[keyPath: view.id]).hashValue, elementCount: elements.count)
            resolve(live.track { view.content(element) })
            live.endScope()
            view.data.formIndex(after: &index)
        }
    }

    /// What a live host does with the body of `value`'s type (worked out once per type).
    mutating func liveKind<T>(of value: T) -> LiveKind {
        memo.liveKinds.value(for: T.self) { _ in TypeFacts.shared.liveKind(of: value) }
    }

    /// ``installDynamicProperties(in:)`` past its two recent types.
    @usableFromInline
    mutating func installDynamicPropertiesLooking<T>(in value: T) {
        guard memo.dynamicPropertyTypes.value(for: T.self, compute: { _ in TypeFacts.shared.hasDynamicProperties(value) }) else {
            memo.recentPlainTypes = (ObjectIdentifier(T.self), memo.recentPlainTypes.0)
            return
        }
        DynamicProperties.install(environment, into: value)
    }
}

/// What a live host does with the body of a view (or modifier) type.
@usableFromInline
enum LiveKind: UInt8 {
    /// Its stored properties are plain values (numbers, strings, structs and enums of them,
    /// other such views): its body can reach no observable state but through globals, and is
    /// resolved as in a snapshot (no tracking, no identity of its own: the views inside it
    /// count as the view around it's).
    case plain
    /// It stores references, closures or existentials, but no dynamic property: its body's
    /// reads are tracked.
    case observing
    /// It stores dynamic properties (`@State`, `@Environment`…): they are also given their
    /// environment, kept and observed.
    case dynamic

    /// The kind of `value`'s type, judged from `value` (conservatively: an empty collection or
    /// `nil` optional might hold references in another value of the type, so it is not plain).
    init(of value: Any) {
        if DynamicProperties.exist(in: value) {
            self = .dynamic
        } else {
            self = Self.isPlain(value, depth: 0) ? .plain : .observing
        }
    }

    private static func isPlain(_ value: Any, depth: Int) -> Bool {
        guard depth < 6 else { return false }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .tuple?, .enum?:
            return mirror.children.allSatisfy { isPlain($0.value, depth: depth + 1) }
        case nil:
            // A scalar (numbers, strings, booleans): not a closure or a metatype.
            return mirror.children.isEmpty && value is any Equatable
        default:
            // Classes, optionals, collections, dictionaries, sets.
            return false
        }
    }
}

/// What reflection finds about view and modifier types, kept for the process: each resolver
/// keeps its own quick table (``TypeTable``) and asks here only for a type it has not seen,
/// so a type is reflected on once, not once per tree.
final class TypeFacts: @unchecked Sendable {
    // Unchecked: the tables are behind `lock`.
    static let shared = TypeFacts()
    private let lock = NSLock()
    private var liveKinds: [ObjectIdentifier: LiveKind] = [:]
    private var dynamic: [ObjectIdentifier: Bool] = [:]

    /// ``LiveKind`` of `value`'s type.
    func liveKind<T>(of value: T) -> LiveKind {
        let key = ObjectIdentifier(T.self)
        if let known = lock.withLock({ liveKinds[key] }) { return known }
        let kind = LiveKind(of: value)
        lock.withLock { liveKinds[key] = kind }
        return kind
    }

    /// Whether `value`'s type stores dynamic properties.
    func hasDynamicProperties<T>(_ value: T) -> Bool {
        let key = ObjectIdentifier(T.self)
        if let known = lock.withLock({ dynamic[key] }) { return known }
        let exists = DynamicProperties.exist(in: value)
        lock.withLock { dynamic[key] = exists }
        return exists
    }
}
