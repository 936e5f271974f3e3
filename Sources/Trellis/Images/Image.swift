import Foundation

/// A view that displays an image.
///
/// ```swift
/// Image("avatar")                       // avatar.png, avatar@2x.png… or an asset catalog's set
///     .resizable()
///     .scaledToFill()
///     .frame(width: 64, height: 64)
/// Image(systemName: "star.fill")        // an SF Symbol, sized for the current font
/// ```
///
/// Sizing, as SwiftUI's: an image is as large as its file in points (pixels ÷ the scale its
/// `@2x`/`@3x` suffix or asset catalog entry gives) whatever it is proposed; a ``resizable(capInsets:resizingMode:)``
/// image takes the whole proposal instead, and its natural size for an unspecified dimension.
/// `scaledToFit()`, `scaledToFill()` and `aspectRatio(contentMode:)` keep its natural ratio.
/// An image that cannot be found or read is 0 × 0, as SwiftUI's missing images are, and the
/// layout reports it (``LayoutDiagnostic/Kind/missingImage``).
///
/// Sizes are read from file headers (PNG, JPEG, SVG) without decoding pixels. SF Symbols are
/// Apple's and are not shipped: `Image(systemName:)` is sized from a table of symbols measured
/// on Apple's SwiftUI, scaled to the font, and renderers draw a labelled placeholder box.
nonisolated public struct Image: View, Equatable, Sendable {
    let source: ImageSource
    /// The accessibility label given with ``init(_:bundle:label:)``.
    var label: Text?
    /// Whether the image was made with ``init(decorative:bundle:)`` (no accessibility label).
    var isDecorative = false
    /// How the image is resized, or `nil` when it is not resizable.
    var resizing: Resizing?
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation?
    var isAntialiased = true

    /// What ``resizable(capInsets:resizingMode:)`` set.
    struct Resizing: Equatable, Sendable {
        let capInsets: EdgeInsets
        let mode: ResizingMode
    }

    init(source: ImageSource) {
        self.source = source
    }

    private static func resources(of bundle: Bundle?) -> URL? {
        bundle.map { $0.resourceURL ?? $0.bundleURL }
    }

    /// Creates a labeled image that you can use as content for controls.
    ///
    /// The image is looked up as an asset catalog lookup would, in the bundle's resource
    /// folder: an `*.xcassets` catalog's `name.imageset` (its `Contents.json` choosing the
    /// file for the display scale), then a loose `name.png`, `name@2x.png`, `name@3x.png` (or
    /// `.jpg`, `.jpeg`, `.svg`) file. A name with an extension names its file.
    ///
    /// - Parameters:
    ///   - name: The name of the image resource to look up, as well as the localization key
    ///     with which to label the image.
    ///   - bundle: The bundle to search for the image resource and localization content. If
    ///     `nil`, the main bundle.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundleResources: Self.resources(of: bundle)))
    }

    /// Creates a labeled image that you can use as content for controls, with the specified
    /// label.
    ///
    /// - Parameters:
    ///   - name: The name of the image resource to look up.
    ///   - bundle: The bundle to search for the image resource. If `nil`, the main bundle.
    ///   - label: The label associated with the image, for accessibility.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = label
    }

    /// Creates an unlabeled, decorative image.
    ///
    /// - Parameters:
    ///   - name: The name of the image resource to look up.
    ///   - bundle: The bundle to search for the image resource. If `nil`, the main bundle.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        isDecorative = true
    }

    /// Creates a system symbol image.
    ///
    /// The symbol is sized as SwiftUI sizes it for the environment's font (`.body` when none
    /// is set), its size and weight, and ``Scale`` (`imageScale(_:)`), from tables of symbols
    /// measured on Apple's SwiftUI; its baseline sits where the symbol's does. An SF Symbol
    /// that is not in the table is sized as a typical symbol (`circle`), and the layout says so
    /// (``LayoutDiagnostic/Kind/approximated``). A name that is not an SF Symbol's (Trellis
    /// ships the names of SF Symbols 7.1, older and renamed names included) is an empty 0 × 0
    /// image that draws nothing, as in SwiftUI, and is reported
    /// (``LayoutDiagnostic/Kind/missingImage``) with the message SwiftUI logs: "No symbol named
    /// '…' found in system symbol set". Symbol glyphs are Apple's and are not shipped:
    /// renderers draw a box labelled with the name.
    ///
    /// - Parameter systemName: The name of the system symbol image, such as `"star.fill"`.
    public init(systemName: String) {
        self.init(source: .system(systemName))
    }

    /// Creates an image from a PNG, JPEG or SVG file (a Trellis addition for platforms without
    /// `UIImage` and `NSImage`: SwiftUI's `Image(uiImage:)` and `Image(nsImage:)` take
    /// images loaded by those types).
    ///
    /// ```swift
    /// Image(contentsOf: URL(fileURLWithPath: "Assets/avatar@2x.png"))   // 2 pixels a point
    /// ```
    ///
    /// An `@2x` or `@3x` suffix before the extension sets how many pixels make a point. A file
    /// that cannot be read, or that is not a PNG, JPEG or SVG file, gives a 0 × 0 image and a
    /// diagnostic.
    ///
    /// - Parameter url: The file's URL.
    public init(contentsOf url: URL) {
        self.init(source: .file(url))
    }

    /// Creates an image from the bytes of a PNG, JPEG or SVG file (a Trellis addition, as
    /// ``init(contentsOf:)``).
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - scale: How many pixels make a point: 2 for an image drawn for a 2× display. A
    ///     scale outside 0.01...100 (or not a number) counts as 1, and the layout reports it
    ///     (`LayoutDiagnostic.Kind.invalidModifierValue`).
    public init(data: Data, scale: CGFloat = 1) {
        if ImageLoader.usableScales.contains(scale) {
            self.init(source: .data(data, scale: scale, scaleProblem: nil))
        } else {
            self.init(source: .data(data, scale: 1, scaleProblem: "scale \(scale) is not from 0.01 to 100; 1 is used"))
        }
    }

    /// An image has no body: it is a leaf sized by its file or symbol.
    public var body: Never { fatalError("Image has no body") }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    ///
    /// A resizable image takes the size it is proposed (its natural size for an unspecified
    /// dimension) and stretches, or tiles, its pixels to fill it.
    ///
    /// - Parameters:
    ///   - capInsets: Inset values that indicate a portion of the image that SwiftUI doesn't
    ///     resize.
    ///   - resizingMode: The mode by which SwiftUI resizes the image.
    /// - Returns: An image, with the new resizing behavior set.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.resizing = Resizing(capInsets: capInsets, mode: resizingMode)
        return image
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode: a
    /// template image is drawn in the foreground colour.
    ///
    /// - Parameter renderingMode: The mode SwiftUI uses to render images; `nil` keeps the
    ///   image's own (an asset catalog's `template-rendering-intent`; symbols are templates).
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Specifies the current level of quality for rendering an image that requires
    /// interpolation, such as a scaled image (carried to renderers; no frame changes).
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image (carried to
    /// renderers; no frame changes).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }
}

extension Image {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size, as many times as necessary to
        /// fill the available space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available
        /// space.
        case stretch
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }

    /// The level of quality for rendering an image that requires interpolation, such as a
    /// scaled image.
    public enum Interpolation: Hashable, Sendable {
        /// A value that indicates SwiftUI doesn't interpolate image data.
        case none
        /// A value that indicates a low level of interpolation quality.
        case low
        /// A value that indicates a medium level of interpolation quality.
        case medium
        /// A value that indicates a high level of interpolation quality.
        case high
    }

    /// A scale to apply to vector images relative to text.
    ///
    /// A symbol at `.small` or `.large` takes that scale's own size, measured on Apple's
    /// SwiftUI at 13 points (a small star is 13.5 × 13 where the medium one is 16.5 × 16, a
    /// large one 21.5 × 20.5) and scaled with the point size elsewhere (docs/semantics.md,
    /// "Symbols").
    public enum Scale: Hashable, Sendable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images.
        case large
    }
}

extension EnvironmentValues {
    /// The image scale for this environment: how large symbol images are drawn relative to
    /// the font (``Image/Scale/medium`` by default).
    public var imageScale: Image.Scale {
        get { custom.value(for: ObjectIdentifier(Image.Scale.self)) as? Image.Scale ?? .medium }
        set { custom.set(newValue, for: ObjectIdentifier(Image.Scale.self)) }
    }
}

nonisolated extension View {
    /// Scales images within the view according to one of the relative sizes available,
    /// including small, medium, and large images sizes.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").imageScale(.large)
    /// ```
    ///
    /// - Parameter scale: One of the relative sizes provided by the image scale enumeration.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
