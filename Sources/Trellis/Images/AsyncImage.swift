import Foundation

/// A view that asynchronously loads and displays an image.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
///     image.resizable()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 50, height: 50)
/// ```
///
/// Trellis has no network and no run loop to wait on: the image is loaded as the view is laid
/// out, from a `file:` URL only. A file that loads is phase ``AsyncImagePhase/success(_:)``;
/// a file that cannot be read or decoded is ``AsyncImagePhase/failure(_:)``; no URL, or a URL
/// that is not a file's (`https:`…), stays ``AsyncImagePhase/empty``, as SwiftUI's view is
/// until its download ends (docs/differences.md). Without a content closure the image is
/// shown at its own size once loaded, and before that (or on failure) a gray placeholder
/// fills the space offered (its colour, `Color.gray` at 20 % opacity, is an estimate).
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: ((AsyncImagePhase) -> Content)?

    /// Loads and displays an image from the specified URL: the image at its own size once
    /// loaded, a placeholder until then or if it fails.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display (in Trellis, a `file:` URL to load).
    ///   - scale: The scale to use for the image: how many pixels make a point (1 by
    ///     default; a scale outside 0.01...100 counts as 1, and the layout reports it).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = nil
    }

    /// Loads and displays a modifiable image from the specified URL using a custom
    /// placeholder until the image loads (and in its place if it fails).
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases: `content` is
    /// given the phase of the load and makes the view for it.
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image.
    ///   - transaction: The transaction to use when the phase changes (kept: Trellis's load
    ///     ends as the view is laid out, so no phase change is animated).
    ///   - content: A closure that takes the load phase as an input, and returns the view to
    ///     display for the specified phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = content
    }

    /// The view for the phase the load of `url` ends in.
    public var body: some View {
        let phase = AsyncImagePhase.load(url, scale: scale)
        if let content {
            content(phase)
        } else if let image = phase.image {
            image
        } else {
            Color.gray.opacity(0.2)
        }
    }
}

/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image succesfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }

    /// Why an image did not load.
    struct LoadFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The phase the load of `url` ends in: `.empty` without a URL or for a URL that is not a
    /// file's, `.success` for a file that decodes, `.failure` for one that cannot be read or
    /// decoded.
    static func load(_ url: URL?, scale: CGFloat) -> AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failure(LoadFailure(description: "\(url.path) cannot be read: \(error.localizedDescription)"))
        }
        let image = Image(data: data, scale: scale)
        if case let .failure(problem) = ImageLoader.load(image.source, displayScale: 1) {
            return .failure(LoadFailure(description: "\(url.path): \(problem)"))
        }
        return .success(image)
    }
}
