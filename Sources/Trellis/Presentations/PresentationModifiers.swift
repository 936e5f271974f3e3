import Foundation

nonisolated extension View {
    /// Sets the available detents for the enclosing sheet.
    ///
    /// The sheet rests at the smallest available detent. Outside a sheet it does nothing.
    ///
    /// ```swift
    /// Text("Details").presentationDetents([.medium, .large])
    /// ```
    ///
    /// - Parameter detents: A set of supported detents for the sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationRecordModifier { record in
            if record.detents == nil { record.detents = detents }
        })
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of
    /// the currently selected detent.
    ///
    /// The sheet rests at the selected detent when it is one of `detents`, else at the
    /// smallest.
    ///
    /// - Parameters:
    ///   - detents: A set of supported detents for the sheet.
    ///   - selection: A binding to the currently selected detent.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationRecordModifier { record in
            if record.detents == nil {
                record.detents = detents
                record.selection = selection
            }
        })
    }

    /// Sets the visibility of the drag indicator on top of a sheet.
    ///
    /// Visible, it is a 36 × 5 capsule 5 points below the sheet's top; automatic shows it
    /// when the sheet has several detents.
    ///
    /// - Parameter visibility: The preferred visibility of the drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationRecordModifier { record in
            if record.dragIndicator == nil { record.dragIndicator = visibility }
        })
    }

    /// Requests that the presentation have a specific corner radius.
    ///
    /// - Parameter cornerRadius: The corner radius, or `nil` to use the system default (39).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(PresentationRecordModifier { record in
            if record.cornerRadius == nil { record.cornerRadius = .some(cornerRadius) }
        })
    }

    /// Sets the presentation background of the enclosing sheet using a shape style.
    ///
    /// - Parameter style: The shape style to use as the presentation background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let background = AnyView(Rectangle().fill(style))
        return modifier(PresentationRecordModifier { record in
            if record.background == nil { record.background = background }
        })
    }

    /// Sets the presentation background of the enclosing sheet to a custom view.
    ///
    /// - Parameters:
    ///   - alignment: The alignment that the modifier uses to position the implicit `ZStack`
    ///     that groups the background views.
    ///   - content: The view to use as the background of the presentation.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(ZStack(alignment: alignment) { content() }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        return modifier(PresentationRecordModifier { record in
            if record.background == nil { record.background = background }
        })
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets,
    /// and inspectors.
    ///
    /// Headless there is no swipe to dismiss; the value is kept with the sheet and only the
    /// `dismiss` action and the binding dismiss it, as in SwiftUI.
    ///
    /// - Parameter isDisabled: A Boolean value that indicates whether to prevent
    ///   nonprogrammatic dismissal of the containing view hierarchy.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(PresentationRecordModifier { record in
            if record.interactiveDismissDisabled == nil { record.interactiveDismissDisabled = isDisabled }
        })
    }
}

/// A presentation modifier: notes its value in the record of the sheet around (if any) and
/// resolves its content unchanged.
nonisolated struct PresentationRecordModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let change: (PresentationRecord) -> Void

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        if let record = resolver.environment.presentation.sheet { change(record) }
        resolver.resolve(content, into: &elements)
    }
}
