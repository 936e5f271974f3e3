import Foundation
import Observation
import Trellis

/// An object that creates images from SwiftUI views.
///
/// SwiftUI's class, with its API: give it a view, read ``cgImage`` (or `uiImage`, through
/// `import SwiftUI`) for the view's picture at ``scale`` pixels per point. The pixels are
/// exactly those ``PNGRenderer`` draws for the same layout: the content is laid out for
/// ``proposedSize`` with the display scale ``scale``, and drawn by ``PNGRenderer`` at that
/// scale on a transparent canvas (a black one when ``isOpaque``).
///
/// ```swift
/// let renderer = ImageRenderer(content: Text("Hello").padding())
/// renderer.scale = 2
/// if let image = renderer.cgImage {
///     print(image.width, image.height)   // the view's size in points, times 2
/// }
/// ```
///
/// Like SwiftUI's, the renderer is for the main actor (its content is a view, whose body is
/// read there). A server that renders many views need not queue all the drawing there: resolve
/// on the main actor, draw anywhere. A `LayoutHost` made on the main actor lays out on any
/// task, its `LayoutResult` is `Sendable`, and ``PNGRenderer/cgImage(of:)`` draws it on any
/// task; with the renderer's environment (display scale `scale`) and canvas (`background:
/// "none"`) the image is the one ``cgImage`` gives:
///
/// ```swift
/// @MainActor func cards(_ names: [String]) async -> [CGImage?] {
///     var environment = EnvironmentValues()
///     environment.displayScale = 2
///     let hosts = names.map { LayoutHost(Text($0).padding(), environment: environment) }  // bodies read here
///     return await withTaskGroup(of: (Int, CGImage?).self) { group in
///         for (index, host) in hosts.enumerated() {
///             group.addTask {   // off the main actor: layout and drawing
///                 (index, PNGRenderer(scale: 2, background: "none").cgImage(of: host.layout(in: .unspecified)))
///             }
///         }
///         var images = [CGImage?](repeating: nil, count: names.count)
///         for await (index, image) in group { images[index] = image }
///         return images
///     }
/// }
/// ```
///
/// Bad input gets ``PNGRenderer``'s rules: a ``scale`` that is not finite and positive draws
/// at 1 (and lays out at display scale 1); a picture over 16,384 pixels on a side or
/// 16,777,216 in all is drawn at the largest scale that fits; a content of no area (an
/// `EmptyView`, a zero frame, a size that is not finite) has no image (`nil`).
///
/// Differences from SwiftUI (docs/differences.md): ``colorMode`` does not change the drawing;
/// ``objectWillChange`` is an `ObservableObjectPublisher` (the library cannot name Combine's
/// `PassthroughSubject`; with the `Combine` module it is a Combine publisher) and is sent when a property of the renderer is set, not when state its
/// content reads changes (each ``cgImage`` lays the content out afresh, with that state).
public final class ImageRenderer<Content: View>: ObservableObject {
    /// A publisher that sends before one of the renderer's properties changes.
    public let objectWillChange = ObservableObjectPublisher()
    private let registrar = ObservationRegistrar()

    @MainActor private var storedContent: Content
    @MainActor private var storedProposedSize = ProposedViewSize.unspecified
    @MainActor private var storedScale: CGFloat = 1
    @MainActor private var storedIsOpaque = false
    @MainActor private var storedColorMode = ColorRenderingMode.nonLinear
    @MainActor private var storedObservationEnabled = true

    /// Creates a renderer object with a source content view.
    ///
    /// - Parameter view: The view to render.
    @MainActor public init(content view: Content) {
        storedContent = view
    }

    /// The root view rendered by this image renderer.
    @MainActor public var content: Content {
        get { read(\.content, storedContent) }
        set { change(\.content) { storedContent = newValue } }
    }

    /// The size proposed to the root view: `.unspecified` by default, so the view takes its
    /// ideal size.
    @MainActor public var proposedSize: ProposedViewSize {
        get { read(\.proposedSize, storedProposedSize) }
        set { change(\.proposedSize) { storedProposedSize = newValue } }
    }

    /// The scale at which to render the image: pixels per point, 1 by default.
    ///
    /// A scale that is not finite and positive draws at 1.
    @MainActor public var scale: CGFloat {
        get { read(\.scale, storedScale) }
        set { change(\.scale) { storedScale = newValue } }
    }

    /// Whether the image is fully opaque: `false` by default.
    ///
    /// When `true`, the view is drawn over black (where SwiftUI leaves what shows through
    /// transparent areas undefined) and the image has no alpha
    /// (`CGImageAlphaInfo.noneSkipLast`).
    @MainActor public var isOpaque: Bool {
        get { read(\.isOpaque, storedIsOpaque) }
        set { change(\.isOpaque) { storedIsOpaque = newValue } }
    }

    /// The working colour space and storage format of the image: `.nonLinear` by default.
    ///
    /// Inert off Apple's platforms: the image is drawn in non-linear sRGB with 8 bits per
    /// component whatever the mode (docs/differences.md).
    @MainActor public var colorMode: ColorRenderingMode {
        get { read(\.colorMode, storedColorMode) }
        set { change(\.colorMode) { storedColorMode = newValue } }
    }

    /// Whether the renderer reports changes to its properties through Observation (its
    /// `Observable` conformance) as well as ``objectWillChange``: `true` by default.
    @MainActor public var isObservationEnabled: Bool {
        get { storedObservationEnabled }
        set { storedObservationEnabled = newValue }
    }

    /// The current contents of the view, rasterised as a Core Graphics image, or `nil` when
    /// the content has no area.
    ///
    /// Each read lays the content out again and draws it: the pixels ``PNGRenderer`` draws,
    /// 8-bit RGBA, not premultiplied, at ``scale``.
    @MainActor public var cgImage: CGImage? {
        let scale = Self.usableScale(self.scale)
        var environment = EnvironmentValues()
        environment.displayScale = scale
        let result = content.layout(in: proposedSize, environment: environment)
        return PNGRenderer(scale: scale, background: isOpaque ? "#000000" : "none").cgImage(of: result)
    }

    /// Draws the renderer's current contents to a Core Graphics context.
    ///
    /// `renderer` gets the view's size in points and a closure that draws the view into a
    /// context; it makes the context it wants, calls the closure, and finishes. Off Apple's
    /// platforms the only context is a bitmap one (`CGContext(data:width:height:...)`): the
    /// closure draws the view over it at one pixel per point, its bottom left at the bitmap's
    /// bottom left, as ``PNGRenderer`` draws it at scale 1. PDF contexts do not exist here, and
    /// `rasterizationScale` (the scale effects are rasterised at in a vector context) is
    /// inert, since everything is drawn at the bitmap's resolution (docs/differences.md).
    ///
    /// ```swift
    /// ImageRenderer(content: Color.red.frame(width: 4, height: 2)).render { size, draw in
    ///     let context = CGContext(data: nil, width: Int(size.width), height: Int(size.height),
    ///                             bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
    ///                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ///     draw(context)
    ///     _ = context.makeImage()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - rasterizationScale: The scale factor for converting vector content to raster
    ///     content: inert here.
    ///   - renderer: A closure that makes a context, calls the drawing closure it is given
    ///     with it, and finishes with it.
    @MainActor public func render(
        rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void
    ) {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let result = content.layout(in: proposedSize, environment: environment)
        // A size that is not finite or positive is given as the picture's (ElementTree.canvas).
        renderer(ElementTree(result).canvas) { context in
            if let image = PNGRenderer(scale: 1, background: "none").cgImage(of: result) { context.drawOver(image) }
        }
    }

    /// `scale` when it is finite and positive, 1 otherwise.
    package static func usableScale(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    @MainActor private func read<Value>(_ keyPath: KeyPath<ImageRenderer, Value>, _ value: Value) -> Value {
        if storedObservationEnabled { registrar.access(self, keyPath: keyPath) }
        return value
    }

    @MainActor private func change<Value>(_ keyPath: KeyPath<ImageRenderer, Value>, _ body: () -> Void) {
        objectWillChange.send()
        if storedObservationEnabled { registrar.withMutation(of: self, keyPath: keyPath, body) } else { body() }
    }
}

extension ImageRenderer: Observable {}

/// Not `Sendable`, as in SwiftUI: a renderer belongs to the main actor.
@available(*, unavailable)
extension ImageRenderer: Sendable {}
