import Foundation

/// The values a view sets for the container it is in, read through ``Subview/containerValues``
/// by a custom container that reads its content's subviews.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates container values where every key has its default.
    init() {}

    /// Reads or writes the value of `key`: its ``ContainerValueKey/defaultValue`` until a view
    /// sets it.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
