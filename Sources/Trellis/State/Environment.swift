import Foundation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.layoutDirection) private var direction
///     var body: some View {
///         Text(direction == .rightToLeft ? "RTL" : "LTR")
///     }
/// }
/// ```
///
/// The value is that of the place where the view is in the tree, as set by the modifiers above
/// it (`environment(_:_:)`) and the host's ``EnvironmentValues``. Read it in `body`: outside a
/// view that is being laid out, it is the key's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    private let box = EnvironmentBox()

    /// Creates an environment property to read the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        // A key path is not Sendable; nothing here is shared across threads but with its view.
        read = { $0[keyPath: keyPath] }
    }

    /// The current value of the environment property.
    public var wrappedValue: Value { read(box.environment ?? EnvironmentValues()) }
}

extension Environment: EnvironmentReader {
    func install(_ environment: EnvironmentValues) { box.environment = environment }
}

extension Environment where Value: AnyObject & Observable {
    /// Creates an environment property to read an observable object of type `objectType`, put
    /// in the environment with `environment(_:)`. Reading it where none was put there is a
    /// programming error, as in SwiftUI.
    public init(_ objectType: Value.Type) {
        read = { environment in
            guard let object = environment.object(of: Value.self) else {
                fatalError("No observable object of type \(Value.self) found: set one with environment(_:) on an ancestor")
            }
            return object
        }
    }
}

extension Environment {
    /// Creates an environment property to read an observable object of type `objectType`, or
    /// `nil` where none was put in the environment.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(of: T.self) }
    }
}

extension EnvironmentValues {
    /// The object of type `T` put in the environment (by `environment(_:)` or
    /// `environmentObject(_:)`), if any.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        custom.value(for: ObjectIdentifier(T.self)) as? T
    }

    /// Puts `object` in the environment, found by its type.
    mutating func setObject<T: AnyObject>(_ object: T?) {
        if let object { custom.set(object, for: ObjectIdentifier(T.self)) }
    }
}

nonisolated extension View {
    /// Places an observable object in the view's environment, for `@Environment(T.self)`.
    ///
    /// ```swift
    /// @Observable final class Library { var books = 3 }
    /// ContentView().environment(Library())
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWriter(write: { $0.setObject(object) }))
    }
}
