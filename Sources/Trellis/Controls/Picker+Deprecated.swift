import Foundation

extension Picker {
    /// Creates a picker with a label given as a view, not a closure (deprecated in SwiftUI:
    /// renamed `Picker(selection:content:label:)`, which this calls).
    ///
    /// - Parameters:
    ///   - selection: A binding to a property that determines the currently-selected option.
    ///   - label: A view that describes the purpose of selecting an option.
    ///   - content: A view that contains the set of options.
    @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    @available(macOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}
