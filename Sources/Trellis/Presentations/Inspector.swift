import Foundation

// An inspector: a trailing column beside the content in a regular width, presented as a
// sheet in a compact one (Apple: "In a compact horizontal size class, the inspector is
// presented as a sheet"). Trellis models the iPhone: the inspector is a sheet in every width,
// so `inspectorColumnWidth` changes no layout (docs/differences.md, "Presentations").

nonisolated extension View {
    /// Inserts an inspector: on an iPhone, a sheet over the window while `isPresented` is
    /// `true`, as ``View/sheet(isPresented:onDismiss:content:)`` presents it (this view stays
    /// laid out beneath it). Inside the inspector, `dismiss` sets the binding back to `false`.
    ///
    /// ```swift
    /// Text("Photo")
    ///     .inspector(isPresented: $showsInfo) { Text("Taken today") }
    /// ```
    ///
    /// An iPad's trailing column in a regular width is not modelled: the inspector is a sheet
    /// there too (docs/differences.md, "Presentations").
    ///
    /// - Parameters:
    ///   - isPresented: A binding to whether the inspector is presented.
    ///   - content: A view builder that creates the inspector's content.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = AnyView(content())
        return modifier(PresentationModifier(name: "inspector") {
            guard isPresented.wrappedValue else { return nil }
            return PresentedLayer(kind: .sheet(content: inspector, covers: false)) {
                isPresented.wrappedValue = false
            }
        })
    }

    /// Sets a flexible, preferred width for the inspector's column.
    ///
    /// Inert on an iPhone, where the inspector is a sheet as wide as the window
    /// (docs/differences.md, "Presentations").
    ///
    /// - Parameters:
    ///   - min: The minimum width of the column.
    ///   - ideal: The ideal width of the column.
    ///   - max: The maximum width of the column.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }

    /// Sets a fixed, preferred width for the inspector's column.
    ///
    /// Inert on an iPhone, where the inspector is a sheet as wide as the window
    /// (docs/differences.md, "Presentations").
    ///
    /// - Parameter width: The width of the column.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        self
    }
}
