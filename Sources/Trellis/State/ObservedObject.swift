import Foundation

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// ```swift
/// struct Grid: View {
///     @ObservedObject var settings: Settings
///     var body: some View { Text("\(settings.columns) columns") }
/// }
/// ```
///
/// In a layout the object is read as it is.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its
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

    /// The underlying value referenced by the observed object.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A property wrapper type that instantiates an observable object.
///
/// ```swift
/// struct Library: View {
///     @StateObject private var model = LibraryModel()
///     var body: some View { Text("\(model.books.count) books") }
/// }
/// ```
///
/// The object is made the first time the view reads it, once for the view and its copies.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let storage: StateObjectStorage<ObjectType>

    /// Creates a new state object with an initial wrapped value, made when first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = StateObjectStorage(thunk)
    }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { storage.object }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// Where a ``StateObject`` keeps its object, made when first read.
final class StateObjectStorage<ObjectType> {
    private var made: ObjectType?
    private let make: () -> ObjectType
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

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

    private let box = EnvironmentBox()

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

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects (Observation's `@Observable`).
///
/// ```swift
/// @Observable final class Book { var title = "" }
///
/// struct TitleEditor: View {
///     @Bindable var book: Book
///     var body: some View { Field(text: $book.title) }   // a child taking a Binding<String>
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    private init(object: Value) {
        wrappedValue = object
    }

    /// Not available: `@Bindable` wraps an observable object. (Declared so that a view's
    /// memberwise initialiser takes the object itself; the initialiser used is the one for
    /// observable objects below.)
    @available(*, unavailable, message: "Bindable wraps an object that conforms to Observable")
    public init(wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    /// The bindable wrapper for the object that creates bindings to its properties.
    public var projectedValue: Bindable<Value> { self }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable where Value: AnyObject & Observable {
    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: DynamicProperty {}
