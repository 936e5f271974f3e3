import Foundation

nonisolated extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    ///
    /// The sheet is a layer over the window (this view stays laid out beneath it): on iOS 26 the
    /// window dims and the sheet's card rises to 31 points below the top, or rests at the
    /// detent its content asks for (``View/presentationDetents(_:)``). Inside the sheet,
    /// `dismiss` sets the binding back to `false` and runs `onDismiss`.
    ///
    /// ```swift
    /// struct Screen: View {
    ///     @State private var showsSettings = false
    ///     var body: some View {
    ///         Button("Settings") { showsSettings = true }
    ///             .sheet(isPresented: $showsSettings) {
    ///                 Text("Settings").presentationDetents([.medium])
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the sheet.
    ///   - onDismiss: The closure to execute when the sheet is dismissed from inside it.
    ///   - content: A closure that returns the content of the sheet.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(name: "sheet") {
            guard isPresented.wrappedValue else { return nil }
            return PresentedLayer(kind: .sheet(content: AnyView(content()), covers: false)) {
                isPresented.wrappedValue = false
                onDismiss?()
            }
        })
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    ///
    /// The sheet shows while `item` is not `nil`; dismissing it sets `item` to `nil`.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the sheet.
    ///   - onDismiss: The closure to execute when the sheet is dismissed from inside it.
    ///   - content: A closure returning the content of the sheet for the item.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(name: "sheet") {
            guard let value = item.wrappedValue else { return nil }
            return PresentedLayer(kind: .sheet(content: AnyView(content(value)), covers: false)) {
                item.wrappedValue = nil
                onDismiss?()
            }
        })
    }

    /// Presents a modal view that covers as much of the screen as possible when a binding to
    /// a Boolean value you provide is true.
    ///
    /// The cover is the whole window (this view stays laid out beneath it), white, its content
    /// centred.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the cover.
    ///   - onDismiss: The closure to execute when the cover is dismissed from inside it.
    ///   - content: A closure that returns the content of the cover.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(name: "fullScreenCover") {
            guard isPresented.wrappedValue else { return nil }
            return PresentedLayer(kind: .sheet(content: AnyView(content()), covers: true)) {
                isPresented.wrappedValue = false
                onDismiss?()
            }
        })
    }

    /// Presents a modal view that covers as much of the screen as possible using the binding
    /// you provide as a data source for the cover's content.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the cover.
    ///   - onDismiss: The closure to execute when the cover is dismissed from inside it.
    ///   - content: A closure returning the content of the cover for the item.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(name: "fullScreenCover") {
            guard let value = item.wrappedValue else { return nil }
            return PresentedLayer(kind: .sheet(content: AnyView(content(value)), covers: true)) {
                item.wrappedValue = nil
                onDismiss?()
            }
        })
    }

    /// Presents a popover when a given condition is true.
    ///
    /// On iPhone (a compact width) a popover is presented as a sheet, which is how Trellis
    /// lays it out; the anchor and the arrow edge apply to regular widths only.
    ///
    /// - Parameters:
    ///   - isPresented: A binding to a Boolean value that determines whether to present the popover.
    ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the popover.
    ///   - arrowEdge: The edge of the anchor that the popover's arrow points to.
    ///   - content: A closure returning the content of the popover.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(PresentationModifier(name: "popover") {
            guard isPresented.wrappedValue else { return nil }
            return PresentedLayer(kind: .sheet(content: AnyView(content()), covers: false)) { isPresented.wrappedValue = false }
        })
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    ///
    /// On iPhone (a compact width) it is presented as a sheet.
    ///
    /// - Parameters:
    ///   - item: A binding to an optional source of truth for the popover.
    ///   - attachmentAnchor: The positioning anchor that defines the attachment point of the popover.
    ///   - arrowEdge: The edge of the anchor that the popover's arrow points to.
    ///   - content: A closure returning the content of the popover for the item.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(PresentationModifier(name: "popover") {
            guard let value = item.wrappedValue else { return nil }
            return PresentedLayer(kind: .sheet(content: AnyView(content(value)), covers: false)) { item.wrappedValue = nil }
        })
    }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    /// The anchor point is the rectangle of the source.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point is a point in the source's bounds.
    case point(UnitPoint)
}
