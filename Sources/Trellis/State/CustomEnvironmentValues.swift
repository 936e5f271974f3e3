import Foundation

/// The values of keys declared outside Trellis (``EnvironmentKey``) and the objects put in
/// the environment (`environmentObject(_:)`, `environment(_:)` with an observable object),
/// copied on write.
///
/// Values of any type are kept, as SwiftUI keeps them: a value that is a class instance is
/// shared by every view that reads it, whatever thread lays it out, as in SwiftUI. Two
/// environments are equal when their values are: values that are `Equatable` compare with
/// `==`, objects by identity, other values only when they are the same stored value.
struct CustomEnvironmentValues: @unchecked Sendable, Equatable {
    // Unchecked: the storage is copied before it is changed whenever it is shared, so no two
    // environments write the same storage; what is stored is the user's, as SwiftUI's is.
    private final class Storage {
        var values: [ObjectIdentifier: Any]
        init(_ values: [ObjectIdentifier: Any]) { self.values = values }
    }

    private var storage: Storage?

    /// The value stored for `key`, if any.
    func value(for key: ObjectIdentifier) -> Any? { storage?.values[key] }

    /// Stores `value` for `key`.
    mutating func set(_ value: Any, for key: ObjectIdentifier) {
        if storage == nil {
            storage = Storage([key: value])
        } else if isKnownUniquelyReferenced(&storage!) {
            storage!.values[key] = value
        } else {
            var values = storage!.values
            values[key] = value
            storage = Storage(values)
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let (left, right) = (lhs.storage?.values ?? [:], rhs.storage?.values ?? [:])
        guard left.count == right.count else { return false }
        return left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
    }

    /// Whether two stored values are the same: by `==` when equatable, by identity for objects.
    private static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        // On Linux every value converts to AnyObject (boxed), so ask the type whether it is a class.
        guard type(of: a) is AnyClass, type(of: b) is AnyClass else { return false }
        return (a as AnyObject) === (b as AnyObject)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
