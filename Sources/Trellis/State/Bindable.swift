import Foundation

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
