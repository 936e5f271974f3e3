import Foundation

/// An indication whether a view is currently presented by another view, with the means to
/// dismiss it: SwiftUI's first form of ``EnvironmentValues/isPresented`` and
/// ``EnvironmentValues/dismiss``, which it reads.
///
/// ```swift
/// struct Detail: View {
///     @Environment(\.presentationMode) private var presentationMode
///     var body: some View {
///         Button("Done") { presentationMode.wrappedValue.dismiss() }
///     }
/// }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
    /// Whether the view is presented: in a sheet, a cover, a popover, or a screen a
    /// ``NavigationStack`` pushed.
    public private(set) var isPresented: Bool
    /// What dismissing does (``DismissAction``'s action); `nil` where nothing is presented.
    let dismissal: (() -> Void)?

    /// Dismisses the view if it is presented (its sheet closes, its pushed screen pops), as
    /// ``DismissAction`` does; does nothing otherwise.
    public mutating func dismiss() {
        guard isPresented, let dismissal else { return }
        dismissal()
    }
}

@available(*, unavailable)
extension PresentationMode: Sendable {}

extension EnvironmentValues {
    /// A binding to the current presentation mode of the view associated with this
    /// environment: its ``PresentationMode/isPresented`` is ``isPresented``, and its
    /// ``PresentationMode/dismiss()`` runs ``dismiss``. Setting the binding changes nothing.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissal: dismiss.action)
        return Binding(get: { mode }, set: { _ in })
    }
}
