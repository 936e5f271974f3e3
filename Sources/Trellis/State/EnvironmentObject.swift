import Foundation

/// A property wrapper type for an observable object that a parent or ancestor view supplies,
/// with `environmentObject(_:)`.
///
/// ```swift
/// struct Header: View {
///     @EnvironmentObject var settings: Settings
///     var body: some View { Text("\(settings.columns)") }
/// }
///
/// Header().environmentObject(Settings())
/// ```
///
/// Reading it where no ancestor supplied an object of its type is a programming error, as in
/// SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its
    /// properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    let box = EnvironmentBox()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        guard let object = box.environment?.object(of: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: set one with environmentObject(_:) on an ancestor view")
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: EnvironmentReader {
    func install(_ environment: EnvironmentValues) { box.environment = environment }
}

nonisolated extension View {
    /// Supplies an observable object to a view subhierarchy, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWriter(write: { $0.setObject(object) }))
    }
}

extension EnvironmentObject: ObservingProperty {
    /// The supplied object's publisher (none when no ancestor supplied one).
    var observedPublisher: (any _ChangePublisher)? {
        box.environment?.object(of: ObjectType.self)?.objectWillChange as? any _ChangePublisher
    }
}
