import Foundation

/// A property wrapper type that instantiates an observable object.
///
/// ```swift
/// struct Library: View {
///     @StateObject private var model = LibraryModel()
///     var body: some View { Text("\(model.books.count) books") }
/// }
/// ```
///
/// The object is made the first time the view reads it, once for the view and its copies, and
/// kept while the view keeps its place in a ``LayoutHost``'s tree. A view that reads it is read
/// again when the object's `objectWillChange` publisher sends.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let storage: StateObjectStorage<ObjectType>

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
final class StateObjectStorage<ObjectType>: ViewStateStorage {
    private var made: ObjectType?
    private let make: () -> ObjectType
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    func adopt(_ other: any ViewStateStorage) {
        if let other = other as? StateObjectStorage<ObjectType> { made = other.object }
    }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}
