import Foundation

// Controls labelled with a title and a system image (a `Label`), and toggles bound to many
// values at once. Each is the control's own initialiser with the label built for it: the
// control lays out and draws as it does with that label.

extension Button where Label == Trellis.Label<Text, Image> {
    /// Creates a button with a label of a title from a localized string key and a system
    /// image: `Label(titleKey, systemImage: systemImage)`.
    ///
    /// ```swift
    /// Button("Share", systemImage: "square.and.arrow.up") { share() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a label of a title from a string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a specified role and a label of a title from a localized string
    /// key and a system image.
    ///
    /// ```swift
    /// Button("Delete", systemImage: "trash", role: .destructive) { delete() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role and a label of a title from a string and a
    /// system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == Trellis.Label<Text, Image> {
    /// Creates a toggle with a label of a title from a localized string key and a system image.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle with a label of a title from a string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values, with a label of a title from a
    /// localized string key and a system image (see `init(sources:isOn:label:)`).
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values, with a label of a title from a
    /// string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Trellis.Label(title, systemImage: systemImage) }
    }
}

extension Toggle {
    /// Creates a toggle representing a collection of values with a custom label.
    ///
    /// The toggle is on when every source's binding is on (SwiftUI shows a mixed state when
    /// only some are: Trellis shows the toggle off then, and with no sources); turning it on
    /// or off sets every source's binding.
    ///
    /// ```swift
    /// Toggle(sources: $alarms, isOn: \.isEnabled) { Text("All alarms") }
    /// ```
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.init(isOn: Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { value in for binding in bindings { binding.wrappedValue = value } }), label: label)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle representing a collection of values, with a label from a localized
    /// string key (see `init(sources:isOn:label:)`).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle representing a collection of values, with a label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Picker where Label == Trellis.Label<Text, Image> {
    /// Creates a picker with a label of a title from a localized string key and a system image.
    ///
    /// ```swift
    /// Picker("Flavor", systemImage: "cup.and.saucer", selection: $flavor) {
    ///     Text("Chocolate").tag(Flavor.chocolate)
    ///     Text("Vanilla").tag(Flavor.vanilla)
    /// }
    /// ```
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker with a label of a title from a string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}
