import Foundation

/// A key for accessing values in a ``ContainerValues`` collection.
///
/// ```swift
/// private struct IsHighlightedKey: ContainerValueKey {
///     static let defaultValue = false
/// }
///
/// extension ContainerValues {
///     var isHighlighted: Bool {
///         get { self[IsHighlightedKey.self] }
///         set { self[IsHighlightedKey.self] = newValue }
///     }
/// }
/// ```
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of the key where no view has set it.
    static var defaultValue: Value { get }
}

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

nonisolated extension View {
    /// Sets a particular container value of a view.
    ///
    /// ```swift
    /// Text("Today").containerValue(\.isHighlighted, true)
    /// ```
    ///
    /// The value applies to each view this one resolves to, and to the sections it declares;
    /// a container reads it from ``Subview/containerValues`` (``SectionConfiguration/containerValues``).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueModifier(write: { $0[keyPath: keyPath] = value }))
    }
}

/// Writes a container value on each element its content resolves to, and on each section the
/// content declares.
nonisolated struct ContainerValueModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let write: (inout ContainerValues) -> Void

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        let start = elements.count
        let firstSection = resolver.sections?.count ?? 0
        resolver.resolve(content, into: &elements)
        for element in elements[start...] {
            write(&resolver.containerValues[element, default: ContainerValues()])
        }
        if resolver.sections != nil {
            for index in firstSection ..< resolver.sections!.count { write(&resolver.sections![index].containerValues) }
        }
    }
}
