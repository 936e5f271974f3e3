import Foundation

/// An immediate-mode drawing destination: what a ``Canvas``'s renderer closure draws into.
///
/// Each fill, stroke and draw is recorded, with the context's state (transform, opacity,
/// blend mode, clips, filters), as a ``LayoutResult/CanvasCommand`` that the SVG and PNG
/// renderers replay. A copy of a context draws into the same canvas with its own state, as in
/// SwiftUI. Drawing with a transform, clip or path whose numbers are not finite draws nothing
/// for that command.
public struct GraphicsContext: Sendable {
    /// The commands drawn so far, shared by the copies of a context. (Unchecked: a renderer
    /// closure runs on one thread at a time, under ``CanvasRenderer``'s lock.)
    final class Recorder: @unchecked Sendable {
        var commands: [LayoutResult.CanvasCommand] = []
        var dropped = 0
        let size: CGSize
        let fonts: FontLibrary
        init(size: CGSize, fonts: FontLibrary) {
            self.size = size
            self.fonts = fonts
        }

        func append(_ command: LayoutResult.CanvasCommand) {
            if commands.count < LayoutResult.CanvasDrawing.maximumCommands { commands.append(command) } else { dropped += 1 }
        }
    }

    let recorder: Recorder
    private var clips: [LayoutResult.CanvasClip] = []
    private var shadows: [LayoutResult.Shadow] = []
    private var blurRadius: CGFloat = 0
    private var colorFilters: [ColorFilter] = []
    private var projection: CGAffineTransform = .identity
    private var inert: [String] = []

    init(recorder: Recorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    /// The opacity of what is drawn next, 0...1 (values outside are clamped when drawn).
    public var opacity: Double = 1
    /// How what is drawn next composites with what is under it.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The transform from the coordinates drawn in to the canvas's.
    public var transform: CGAffineTransform = .identity

    /// Scales the coordinates drawn in.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Moves the coordinates drawn in.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Rotates the coordinates drawn in (clockwise for a positive angle, y pointing down).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// The bounding rectangle of the area drawing shows in, in the current coordinates: the
    /// canvas's bounds inside the (non-inverse) clips; `.null` when the transform cannot be
    /// undone.
    public var clipBoundingRect: CGRect {
        var box = CGRect(origin: .zero, size: recorder.size)
        for clip in clips where !clip.isInverse { box = box.intersection(clip.path.boundingRect) }
        let t = transform
        guard !box.isNull, abs(t.a * t.d - t.b * t.c) > 1e-12, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return .null }
        return box.applying(t.inverted())
    }

    /// Limits drawing to the inside of `path` (the outside, with ``ClipOptions/inverse``).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(LayoutResult.CanvasClip(
            path: path.applying(transform), isEOFilled: style.isEOFilled, isInverse: options.contains(.inverse)))
    }

    /// Limits drawing to what `content` fills. Trellis clips to the union of the paths
    /// `content` fills (its strokes, text and images, and `opacity`, do not clip; see
    /// `docs/differences.md`).
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        let layer = Recorder(size: recorder.size, fonts: recorder.fonts)
        var context = GraphicsContext(recorder: layer, environment: environment)
        context.transform = transform
        try content(&context)
        var union = Path()
        for command in layer.commands {
            if case let .fill(path, _, _) = command.content { union.addPath(path, transform: command.transform) }
        }
        clips.append(LayoutResult.CanvasClip(path: union, isEOFilled: false, isInverse: options.contains(.inverse)))
    }

    /// Adds `filter` to what is drawn next (see ``Filter`` for what the renderers draw).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        switch filter.kind {
        case let .projection(matrix):
            if let affine = matrix.affine { projection = projection.concatenating(affine) } else { inert.append("projectionTransform") }
        case let .shadow(color, radius, offset, mode, shadowOptions):
            shadows.append(LayoutResult.Shadow(
                paint: LayoutResult.Paint(environment.resolved(color)), radius: radius.isFinite ? max(radius, 0) : 0,
                offset: offset.width.isFinite && offset.height.isFinite ? offset : .zero))
            if mode != .normal { inert.append("shadow blendMode") }
            if shadowOptions.contains(.shadowAbove) { inert.append("shadowAbove") }
            if shadowOptions.contains(.shadowOnly) { inert.append("shadowOnly") }
            if shadowOptions.contains(.invertsAlpha) { inert.append("invertsAlpha") }
        case let .blur(radius):
            if radius.isFinite, radius > 0 { blurRadius = (blurRadius * blurRadius + radius * radius).squareRoot() }
        case let .color(color):
            colorFilters.append(color)
        case let .inert(name):
            inert.append(name)
        }
    }

    /// `shading` with what it depends on taken from the context: the foreground style and
    /// shape styles become colours of this environment.
    public func resolve(_ shading: Shading) -> Shading {
        Shading(kind: .color(color(of: shading)))
    }

    /// Draws into a layer of its own: `content` draws with this context's state. Trellis
    /// draws the layer's commands one by one with that state (its opacity applies to each,
    /// not to the layer as a whole; see `docs/differences.md`).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, paint(shading), isEOFilled: style.isEOFilled))
    }

    /// Traces `path` with a line of `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard style.lineWidth.isFinite, style.lineWidth > 0 else { return }
        record(.stroke(path, paint(shading), style))
    }

    /// Traces `path` with a line of `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Recording

    /// The colour `shading` paints with here (a gradient's geometry relative to the canvas).
    func color(of shading: Shading) -> Color {
        let size = recorder.size
        func unit(_ p: CGPoint) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
        }
        let color: Color
        switch shading.kind {
        case let .color(c): color = c
        case .foreground: color = environment.foregroundColor ?? .primary
        case .backdrop: color = .clear
        case let .palette(list): return list.first.map(self.color(of:)) ?? .clear
        case let .style(style):
            if let c = style as? Color { color = c } else if let s = style as? any ResolvableStyle { color = s.color(in: environment) } else {
                color = environment.foregroundColor ?? .primary
            }
        case let .linear(gradient, start, end):
            color = GradientBox.color(gradient.stops, .linear(startPoint: unit(start), endPoint: unit(end)))
        case let .radial(gradient, center, start, end):
            color = GradientBox.color(gradient.stops, .radial(center: unit(center), startRadius: start, endRadius: end))
        case let .conic(gradient, center, angle):
            color = GradientBox.color(
                gradient.stops, .angular(center: unit(center), startAngle: angle, endAngle: angle + .degrees(360)))
        }
        return environment.changesColors ? environment.resolved(color) : color
    }

    /// The paint `shading` draws with, the colour filters applied.
    func paint(_ shading: Shading) -> LayoutResult.Paint {
        LayoutResult.Paint(filtered(color(of: shading)))
    }

    func filtered(_ color: Color) -> Color {
        colorFilters.reduce(color) { $1.apply($0) }
    }

    /// Records `content` with the context's state; nothing when the transform is not finite.
    func record(_ content: LayoutResult.CanvasCommand.Content) {
        let t = projection == .identity ? transform : transform.concatenating(projection)
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        var notes = inert
        let mode = blendMode.drawn ?? .normal
        if blendMode.drawn == nil { notes.append("blendMode \(blendMode.rawValue)") }
        recorder.append(LayoutResult.CanvasCommand(
            content: content, transform: t, opacity: opacity.isNaN ? 0 : min(max(opacity, 0), 1), blendMode: mode,
            clips: clips, shadows: shadows, blurRadius: blurRadius, inertEffects: notes))
    }
}
