import Foundation

/// A two-dimensional gradient defined by a grid of positioned colours.
///
/// The grid is `width` points across and `height` down, given row by row. Each point is a
/// unit point of the frame the gradient fills ((0, 0) its top-left corner, (1, 1) its
/// bottom-right one) and carries one colour; between four neighbouring points the colour is
/// interpolated across the patch they enclose, and outside every patch the gradient shows
/// `background`.
///
/// ```swift
/// MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
///              colors: [.red, .yellow, .blue, .green])
/// ```
///
/// How Trellis draws it (docs/differences.md): the PNG renderer fills each patch with a
/// bilinear interpolation of its corner colours between straight edges (a Bézier point's
/// control points are not followed: the patch runs straight between positions), eased when
/// `smoothsColors` is true; the SVG renderer, which has no mesh gradient, draws a vertical
/// linear gradient of each row's mean colour at the row's mean height. `colorSpace` is kept
/// but colours are interpolated in sRGB. A mesh that is not a grid of at least 2×2 finite
/// points with one colour each (or that has more than 1,024 points) is reported and drawn
/// as its `background`.
nonisolated public struct MeshGradient: ShapeStyle, Equatable, Sendable {
    /// Where a mesh gradient's points lie.
    public enum Locations: Equatable, Sendable {
        /// Plain points, as unit coordinates of the frame.
        case points([SIMD2<Float>])
        /// Points with Bézier control points for the edges between them.
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// A mesh gradient's colours, one per point, row by row.
    public enum Colors: Equatable, Sendable {
        /// Colours, resolved in the environment where the gradient is drawn.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// A mesh point with the control points of the Bézier edges that leave it.
    ///
    /// Trellis draws the edges straight between positions: the control points are kept but
    /// not followed (docs/differences.md).
    @frozen
    public struct BezierPoint: Equatable, Sendable {
        /// The point's position, a unit coordinate of the frame.
        public var position: SIMD2<Float>
        /// The control point of the edge towards the point on the left.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the point above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the edge towards the point on the right.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the point below.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a Bézier mesh point.
        @_alwaysEmitIntoClient
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The number of points across.
    public var width: Int
    /// The number of points down.
    public var height: Int
    /// The points, row by row.
    public var locations: MeshGradient.Locations
    /// The colours, one per point, row by row.
    public var colors: MeshGradient.Colors
    /// The colour drawn outside the mesh's patches.
    public var background: Color
    /// Whether colours are eased across each patch (a smoother blend) rather than
    /// interpolated linearly.
    public var smoothsColors: Bool
    /// The colour space colours are interpolated in; Trellis interpolates in sRGB.
    public var colorSpace: Gradient.ColorSpace

    /// Creates a mesh gradient from locations and colours.
    public init(
        width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors,
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        (self.width, self.height, self.locations, self.colors) = (width, height, locations, colors)
        (self.background, self.smoothsColors, self.colorSpace) = (background, smoothsColors, colorSpace)
    }

    /// Creates a mesh gradient from points and colours.
    @_alwaysEmitIntoClient
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh gradient from points and resolved colours.
    @_alwaysEmitIntoClient
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh gradient from Bézier points and colours.
    @_alwaysEmitIntoClient
    public init(
        width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a mesh gradient from Bézier points and resolved colours.
    @_alwaysEmitIntoClient
    public init(
        width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
}

nonisolated extension MeshGradient: View {
    /// A mesh gradient has no body: as a view it is a leaf that fills its proposal.
    public var body: Never { fatalError("MeshGradient has no body") }

    /// Adds the gradient's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }
}

nonisolated extension MeshGradient: GradientView {
    /// The mesh as a gradient colour: its colours row by row, then the background, as stops
    /// spread evenly over 0...1, with the points as its geometry.
    func color(in environment: EnvironmentValues) -> Color {
        let points: [UnitPoint] = switch locations {
        case let .points(points): points.map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
        case let .bezierPoints(points): points.map { UnitPoint(x: CGFloat($0.position.x), y: CGFloat($0.position.y)) }
        }
        let colors: [Color] = switch self.colors {
        case let .colors(colors): colors
        case let .resolvedColors(colors): colors.map { Color($0) }
        }
        let all = colors + [background]
        let last = CGFloat(max(all.count - 1, 1))
        let stops = all.enumerated().map { Gradient.Stop(color: $0.element, location: CGFloat($0.offset) / last) }
        return GradientBox.color(stops, .mesh(width: width, height: height, points: points, smoothsColors: smoothsColors))
    }
}

extension GraphicsContext.Shading {
    /// A shading that fills with a mesh gradient, its points unit points of the canvas
    /// (as ``MeshGradient`` draws them in a view's frame).
    public static func meshGradient(_ mesh: MeshGradient) -> GraphicsContext.Shading {
        .style(mesh)
    }
}

/// The largest number of points Trellis draws a mesh gradient with.
let meshGradientPointLimit = 1024

extension GradientBox {
    /// What is wrong with a mesh gradient's grid, if anything.
    static func meshProblem(width: Int, height: Int, points: [UnitPoint], colors: Int) -> String? {
        guard width >= 2, height >= 2 else {
            return "a mesh gradient of \(width)×\(height) points needs at least 2×2; it is drawn as its background"
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= meshGradientPointLimit else {
            return "a mesh gradient of \(width)×\(height) points is more than \(meshGradientPointLimit); it is drawn as its background"
        }
        guard points.count == count else {
            return "a mesh gradient of \(width)×\(height) has \(points.count) points, not \(count); it is drawn as its background"
        }
        guard colors == count else {
            return "a mesh gradient of \(width)×\(height) has \(colors) colours, not \(count); it is drawn as its background"
        }
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            return "a mesh gradient has a point that is not finite; it is drawn as its background"
        }
        return nil
    }
}
