import Foundation

// Controls labelled with a title and an image resource (`image:`): each is the control's own
// initialiser with a `Label` of the title and `Image(resource)`, so it lays out and draws as
// it does with that label.

extension Button where Label == Trellis.Label<Text, Image> {
    /// Creates a button with a label of a title from a localized string key and an image
    /// resource.
    ///
    /// ```swift
    /// Button("Profile", image: .avatar) { showProfile() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label { Text(titleKey) } icon: { Image(image) } }
    }

    /// Creates a button with a label of a title from a string and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label { Text(title) } icon: { Image(image) } }
    }

    /// Creates a button with a specified role and a label of a title from a localized string
    /// key and an image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label { Text(titleKey) } icon: { Image(image) } }
    }

    /// Creates a button with a specified role and a label of a title from a string and an
    /// image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label { Text(title) } icon: { Image(image) } }
    }
}

extension Toggle where Label == Trellis.Label<Text, Image> {
    /// Creates a toggle with a label of a title from a localized string key and an image
    /// resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label { Text(titleKey) } icon: { Image(image) } }
    }

    /// Creates a toggle with a label of a title from a string and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label { Text(title) } icon: { Image(image) } }
    }

    /// Creates a toggle representing a collection of values, with a label of a title from a
    /// localized string key and an image resource (see `init(sources:isOn:label:)`).
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Trellis.Label { Text(titleKey) } icon: { Image(image) } }
    }

    /// Creates a toggle representing a collection of values, with a label of a title from a
    /// string and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Trellis.Label { Text(title) } icon: { Image(image) } }
    }
}

extension Picker where Label == Trellis.Label<Text, Image> {
    /// Creates a picker with a label of a title from a localized string key and an image
    /// resource.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Trellis.Label { Text(titleKey) } icon: { Image(image) } }
    }

    /// Creates a picker with a label of a title from a string and an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Trellis.Label { Text(title) } icon: { Image(image) } }
    }
}
