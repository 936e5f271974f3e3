import Foundation

/// A representation of a type to display in a share preview: its title, and optionally an
/// image and an icon, each a ``Transferable`` value.
///
/// ```swift
/// ShareLink(item: photo.url, preview: SharePreview(photo.caption, image: photo.image))
/// ```
///
/// The share sheet that shows the preview is not presented headless (``ShareLink``), so the
/// preview is kept with the link and never drawn.
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
    /// The preview's title.
    let title: Text
    /// The preview's image, if it has one.
    let image: Image?
    /// The preview's icon, if it has one.
    let icon: Icon?

    /// Creates a preview with a title, image and icon; the title is a localized string key.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(Text(titleKey), image: image, icon: icon)
    }

    /// Creates a preview with a title, image and icon; the title is a string.
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image, icon: Icon) where S: StringProtocol {
        self.init(Text(title), image: image, icon: icon)
    }

    /// Creates a preview with a title, image and icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

@available(*, unavailable)
extension SharePreview: Sendable {}

extension SharePreview where Image == Never {
    /// Creates a preview with a title and an icon; the title is a localized string key.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(Text(titleKey), icon: icon)
    }

    /// Creates a preview with a title and an icon; the title is a string.
    @_disfavoredOverload
    public init<S>(_ title: S, icon: Icon) where S: StringProtocol {
        self.init(Text(title), icon: icon)
    }

    /// Creates a preview with a title and an icon.
    public init(_ title: Text, icon: Icon) {
        self.title = title
        self.image = nil
        self.icon = icon
    }
}

extension SharePreview where Icon == Never {
    /// Creates a preview with a title and an image; the title is a localized string key.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(Text(titleKey), image: image)
    }

    /// Creates a preview with a title and an image; the title is a string.
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image) where S: StringProtocol {
        self.init(Text(title), image: image)
    }

    /// Creates a preview with a title and an image.
    public init(_ title: Text, image: Image) {
        self.title = title
        self.image = image
        self.icon = nil
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview with a title; the title is a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(Text(titleKey))
    }

    /// Creates a preview with a title; the title is a string.
    @_disfavoredOverload
    public init<S>(_ title: S) where S: StringProtocol {
        self.init(Text(title))
    }

    /// Creates a preview with a title.
    public init(_ title: Text) {
        self.title = title
        self.image = nil
        self.icon = nil
    }
}
