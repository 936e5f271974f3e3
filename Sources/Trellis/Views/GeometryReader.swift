import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// The reader takes the size it is offered and puts its content at its top-leading corner.
/// Its content depends on where it was laid out, so Trellis lays the tree out, builds each
/// reader's content from a ``GeometryProxy`` of its frame, and lays out again, until no
/// reader's frame changes (a few passes for readers inside readers).
///
/// ```swift
/// GeometryReader { proxy in
///     Color.blue.frame(width: proxy.size.width / 2)
/// }
/// .frame(width: 200, height: 100)
/// ```
///
/// Content is built on the main actor, where views are; a host laid out elsewhere keeps each
/// reader's last content and reports it (``LayoutDiagnostic/Kind/approximated``).
nonisolated public struct GeometryReader<Content: View>: View {
    /// The view builder that makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from its geometry.
    ///
    /// - Parameter content: Makes the content from a proxy of the reader's size and frame.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A `GeometryReader` has no body: its content is made during layout.
    public var body: Never { fatalError("GeometryReader has no body") }
}

extension GeometryReader: PrimitiveView {
    /// Adds the reader's container with a placeholder for its content.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let content = self.content
        let make: GeometryReaderRecord.Content = { proxy in
            AnyView(ZStack(alignment: .topLeading) { content(proxy) })
        }
        elements.append(resolver.addGeometryReader(make))
    }
}
