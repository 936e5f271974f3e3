import Foundation

/// A view that draws with immediate-mode calls into a ``GraphicsContext``.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// .frame(width: 40, height: 40)
/// ```
///
/// A canvas is flexible, as SwiftUI's: it takes the size proposed, and 10 × 10 points for an
/// unspecified proposal (the size SwiftUI gives flexible leaves such as shapes and colours
/// when nothing is proposed). Its renderer closure is called when the canvas's drawing is
/// read (``LayoutResult/Element/drawing``, which the renderers read), with the element's
/// frame size, once per size (the commands are kept); what it draws is
/// ``LayoutResult/CanvasDrawing``, clipped to the frame. A size that is not finite or not
/// positive calls nothing. `symbols` are resolved with the canvas but not drawn: Trellis has no
/// `resolveSymbol(id:)` yet (see `docs/differences.md`); `isOpaque`, `colorMode` and
/// `rendersAsynchronously` are recorded and change nothing drawn.
public struct Canvas<Symbols: View> {
    /// The views the renderer may draw by tag (not drawn by Trellis, see above).
    public var symbols: Symbols
    /// Draws the canvas: called with a context and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (a hint; nothing changes).
    public var isOpaque: Bool
    /// The working colour space and storage format of the canvas (recorded).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas renders off the main thread (recorded).
    public var rendersAsynchronously: Bool

    /// Creates a canvas that draws with `renderer` and may draw the views of `symbols`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas that draws with `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

extension Canvas: View, PrimitiveView {
    /// A canvas has no body: it is a leaf its renderer draws.
    public typealias Body = Never

    /// A canvas has no body.
    public var body: Never { fatalError("Canvas has no body") }

    /// Adds the canvas's leaf: it fills its proposal (10 × 10 unspecified), drawn by its
    /// renderer.
    public nonisolated static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    nonisolated func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        let drawer = CanvasRenderer(renderer: renderer, environment: resolver.environment, fonts: resolver.fonts)
        elements.append(resolver.addLeaf(.fill, name: "Canvas", visual: .canvas(drawer)))
    }
}

/// A canvas's renderer closure with what it draws in, and the drawings it made, by size.
///
/// Unchecked: the closure is called under `lock`, one size at a time; it is the user's
/// drawing code, called on the thread that reads the drawing, as SwiftUI calls a canvas's
/// renderer on its render thread.
final class CanvasRenderer: @unchecked Sendable {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    private let environment: EnvironmentValues
    private let fonts: FontLibrary
    private let lock = NSLock()
    private var drawn: [LayoutResult.CanvasDrawing] = []

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues, fonts: FontLibrary) {
        self.renderer = renderer
        self.environment = environment
        self.fonts = fonts
    }

    /// What the renderer draws at `size`; `nil` for a size that is not finite and positive.
    func drawing(size: CGSize) -> LayoutResult.CanvasDrawing? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = drawn.first(where: { $0.size == size }) { return known }
        let recorder = GraphicsContext.Recorder(size: size, fonts: fonts)
        var context = GraphicsContext(recorder: recorder, environment: environment)
        renderer(&context, size)
        let drawing = LayoutResult.CanvasDrawing(size: size, commands: recorder.commands, droppedCommands: recorder.dropped)
        // A few sizes are kept (a canvas laid out at many sizes does not grow without bound).
        if drawn.count >= 8 { drawn.removeAll() }
        drawn.append(drawing)
        return drawing
    }
}
