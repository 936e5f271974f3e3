import Foundation

extension Menu where Label == Trellis.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and an image
    /// resource.
    ///
    /// ```swift
    /// Menu("Account", image: .avatar) { Button("Sign Out") { signOut() } }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The key for the menu's localized title.
    ///   - image: The image resource to show with the title.
    ///   - content: A group of menu items.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: Trellis.Label { Text(titleKey) } icon: { Image(image) }, content: content(), primaryAction: nil, configuration: nil)
    }

    /// Creates a menu that generates its label from a string and an image resource.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: Trellis.Label { Text(title) } icon: { Image(image) }, content: content(), primaryAction: nil, configuration: nil)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key and an image resource.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the menu's localized title.
    ///   - image: The image resource to show with the title.
    ///   - content: A group of menu items.
    ///   - primaryAction: The action to perform on primary interaction with the menu.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(label: Trellis.Label { Text(titleKey) } icon: { Image(image) }, content: content(),
                  primaryAction: primaryAction, configuration: nil)
    }
}
