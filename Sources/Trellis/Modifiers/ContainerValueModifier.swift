import Foundation

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
        let firstSection = resolver.scope.sections?.count ?? 0
        resolver.resolve(content, into: &elements)
        for element in elements[start...] {
            write(&resolver.scope.containerValues[element, default: ContainerValues()])
        }
        if resolver.scope.sections != nil {
            for index in firstSection ..< resolver.scope.sections!.count { write(&resolver.scope.sections![index].containerValues) }
        }
    }
}
