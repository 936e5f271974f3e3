import Foundation

/// A view that controls a sharing presentation: a button that presents the share sheet (on
/// macOS, the sharing services menu) for its items.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/recipe")!)
/// ShareLink("Send", item: recipe.text, subject: Text(recipe.title))
/// ShareLink(item: photo.url) { Label("Photo", systemImage: "photo") }
/// ```
///
/// It is laid out and drawn as a ``Button`` with its label, taking the button style around it:
/// the default label is "Share" ("Share…" on macOS) with the `square.and.arrow.up` symbol (``DefaultShareLinkLabel``),
/// a title replacing "Share". Headless there is no share sheet: activating the link presents
/// nothing, and its items, subject, message and previews are kept but never exported
/// (docs/differences.md, "Sharing").
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View,
      Data.Element: Transferable {
    /// The items to share.
    let items: Data
    /// The title of the message or email the items are shared in, if any.
    let subject: Text?
    /// The description of the items, if any.
    let message: Text?
    /// The preview of each item, if the link was given one.
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    /// The button's label.
    let label: Label

    /// The one place every initialiser ends.
    nonisolated init(
        items: Data, subject: Text?, message: Text?,
        preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label
    ) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// Creates an instance that presents the share interface for `items`, each with the
    /// preview `preview` makes of it, and a custom label.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: label())
    }

    /// The link: a button showing the label, whose share sheet is not presented headless.
    @MainActor @preconcurrency
    public var body: some View {
        Button(action: {}, label: { label })
    }
}

@available(*, unavailable)
extension ShareLink: Sendable {}

extension ShareLink {
    /// Creates an instance that presents the share interface for `item`, with `preview`, and a
    /// custom label.
    nonisolated public init<I>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Creates an instance that presents the share interface for the URLs `items`, with a
    /// custom label.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Creates an instance that presents the share interface for the strings `items`, with a
    /// custom label.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Creates an instance that presents the share interface for the URL `item`, with a custom
    /// label.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// Creates an instance that presents the share interface for the string `item`, with a
    /// custom label.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

/// The default label of a ``ShareLink``: "Share" (or the link's title) with the
/// `square.and.arrow.up` symbol, laid out as a ``Label``. On macOS the title is "Share…", as
/// macOS titles a command that asks for more before it acts.
///
/// "Share…" is **derived**: `sharelink/basic` (swiftui-web, macOS 26.2, at 1ff5654) records
/// the default link 92 wide, 10 wider than the same button titled "Share" and 14.5 wider than
/// one titled "Send" — the width of the ellipsis (10.5 in the system font at 13 points).
nonisolated public struct DefaultShareLinkLabel: View {
    /// The link's title; `nil` for "Share".
    let title: Text?
    /// The platform the label is laid out for: it picks the default title.
    @Environment(\.targetPlatform) private var platform

    /// A label titled `title` (`nil`: "Share").
    nonisolated init(title: Text?) {
        self.title = title
    }

    /// The label.
    @MainActor @preconcurrency
    public var body: some View {
        Trellis.Label(
            title: { title ?? Text(verbatim: platform.system == .macOS ? "Share…" : "Share") },
            icon: { Image(systemName: "square.and.arrow.up") })
    }
}

@available(*, unavailable)
extension DefaultShareLinkLabel: Sendable {}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates an instance, with the default label, that presents the share interface for
    /// `items`, each with the preview `preview` makes of it.
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance, with a localized title, that presents the share interface for
    /// `items`, each with the preview `preview` makes of it.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(Text(titleKey), items: items, subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with a title, that presents the share interface for `items`, each
    /// with the preview `preview` makes of it.
    @_disfavoredOverload
    nonisolated public init<S>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) where S: StringProtocol {
        self.init(Text(title), items: items, subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with a title, that presents the share interface for `items`, each
    /// with the preview `preview` makes of it.
    nonisolated public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: title))
    }

    /// Creates an instance, with the default label, that presents the share interface for
    /// `item`, with `preview`.
    nonisolated public init<I>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance, with a localized title, that presents the share interface for
    /// `item`, with `preview`.
    nonisolated public init<I>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(Text(titleKey), item: item, subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with a title, that presents the share interface for `item`, with
    /// `preview`.
    @_disfavoredOverload
    nonisolated public init<S, I>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I>, S: StringProtocol, I: Transferable {
        self.init(Text(title), item: item, subject: subject, message: message, preview: preview)
    }

    /// Creates an instance, with a title, that presents the share interface for `item`, with
    /// `preview`.
    nonisolated public init<I>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// Creates an instance, with the default label, that presents the share interface for the
    /// URLs `items`.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance, with a localized title, that presents the share interface for the
    /// URLs `items`.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(Text(titleKey), items: items, subject: subject, message: message)
    }

    /// Creates an instance, with a title, that presents the share interface for the URLs
    /// `items`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where S: StringProtocol {
        self.init(Text(title), items: items, subject: subject, message: message)
    }

    /// Creates an instance, with a title, that presents the share interface for the URLs
    /// `items`.
    nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// Creates an instance, with the default label, that presents the share interface for the
    /// strings `items`.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    /// Creates an instance, with a localized title, that presents the share interface for the
    /// strings `items`.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(Text(titleKey), items: items, subject: subject, message: message)
    }

    /// Creates an instance, with a title, that presents the share interface for the strings
    /// `items`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where S: StringProtocol {
        self.init(Text(title), items: items, subject: subject, message: message)
    }

    /// Creates an instance, with a title, that presents the share interface for the strings
    /// `items`.
    nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates an instance, with the default label, that presents the share interface for the
    /// URL `item`.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(defaultLabelTitle: nil, item: item, subject: subject, message: message)
    }

    /// Creates an instance, with the default label, that presents the share interface for the
    /// string `item`.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(defaultLabelTitle: nil, item: item, subject: subject, message: message)
    }

    /// Creates an instance, with a localized title, that presents the share interface for the
    /// URL `item`.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(Text(titleKey), item: item, subject: subject, message: message)
    }

    /// Creates an instance, with a localized title, that presents the share interface for the
    /// string `item`.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(Text(titleKey), item: item, subject: subject, message: message)
    }

    /// Creates an instance, with a title, that presents the share interface for the URL
    /// `item`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL>, S: StringProtocol {
        self.init(Text(title), item: item, subject: subject, message: message)
    }

    /// Creates an instance, with a title, that presents the share interface for the string
    /// `item`.
    @_disfavoredOverload
    nonisolated public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String>, S: StringProtocol {
        self.init(Text(title), item: item, subject: subject, message: message)
    }

    /// Creates an instance, with a title, that presents the share interface for the URL
    /// `item`.
    nonisolated public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(defaultLabelTitle: title, item: item, subject: subject, message: message)
    }

    /// Creates an instance, with a title, that presents the share interface for the string
    /// `item`.
    nonisolated public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(defaultLabelTitle: title, item: item, subject: subject, message: message)
    }

    /// The link for one URL or string, titled `title` (`nil`: "Share").
    nonisolated init<I: Transferable>(defaultLabelTitle title: Text?, item: I, subject: Text?, message: Text?) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil,
                  label: DefaultShareLinkLabel(title: title))
    }
}
