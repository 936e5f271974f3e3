import Foundation

/// What the drawing-effect modifiers did to a node (`opacity`, `shadow`, `blur`,
/// `rotationEffect`, `scaleEffect`, `transformEffect`): they change how the node and
/// everything in it are drawn, never a frame. Kept among the node's rare properties, and made
/// into ``LayoutResult/Effects`` for its element once its frame is known.
struct VisualEffects: Equatable {
    /// The product of every `opacity` on the node.
    var opacity: Double = 1
    /// The shadows, innermost first (each drawn under what is inside it).
    var shadows: [ShadowEffect] = []
    /// The sum of every `blur` radius.
    var blurRadius: CGFloat = 0
    /// The geometric effects, innermost first: each applies after the ones before it.
    var transforms: [TransformEffect] = []
    /// How the node's drawing composites with what is behind it (the outermost
    /// `blendMode` wins).
    var blendMode: BlendMode = .normal
    /// Whether the node's drawing is composited on its own first (`compositingGroup`,
    /// `drawingGroup`): blend modes inside it blend with nothing outside it.
    var isolated = false

    /// One effect made to the node, outside those already made.
    enum Change: Equatable {
        case opacity(Double)
        case shadow(ShadowEffect)
        case blur(CGFloat)
        case transform(TransformEffect)
        case blend(BlendMode)
        case isolate
    }

    /// Adds `change` outside the effects already there.
    mutating func apply(_ change: Change) {
        switch change {
        case let .opacity(value): opacity *= value
        case let .shadow(shadow): shadows.append(shadow)
        case let .blur(radius): blurRadius += radius
        case let .transform(transform): transforms.append(transform)
        case let .blend(mode): blendMode = mode
        case .isolate: isolated = true
        }
    }

    /// The effects as a renderer reads them, for a node drawn at `frame` (root coordinates).
    func resolved(in frame: CGRect) -> LayoutResult.Effects {
        var transform = CGAffineTransform.identity
        var opacity = opacity, blurRadius = blurRadius, blendMode = blendMode
        for effect in transforms {
            guard case let .visual(made) = effect else {
                transform = transform.concatenating(effect.matrix(in: frame))
                continue
            }
            // A `visualEffect`'s effects, made now that the view's frame is known.
            for step in made.steps(in: frame) {
                switch step {
                case let .transform(effect): transform = transform.concatenating(effect.matrix(in: frame))
                case let .opacity(value): opacity *= value
                case let .blur(radius): blurRadius += radius
                case let .blend(mode): blendMode = mode
                case .notDrawn: break
                }
            }
        }
        return LayoutResult.Effects(
            opacity: opacity,
            shadows: shadows.map { LayoutResult.Shadow(paint: LayoutResult.Paint($0.color), radius: $0.radius, offset: $0.offset) },
            blurRadius: blurRadius, transform: transform, blendMode: blendMode, isolated: isolated)
    }
}

/// A `shadow(color:radius:x:y:)`, its numbers checked.
struct ShadowEffect: Equatable {
    let color: Color
    let radius: CGFloat
    let offset: CGSize
}

/// A geometric drawing effect about a point of the node's frame.
enum TransformEffect: Equatable {
    /// `rotationEffect(_:anchor:)`.
    case rotation(Angle, UnitPoint)
    /// `scaleEffect(_:anchor:)`.
    case scale(CGSize, UnitPoint)
    /// `transformEffect(_:)`, about the frame's top-leading corner.
    case affine(CGAffineTransform)
    /// An affine transform about a point of the frame (`rotation3DEffect`'s projection).
    case anchored(CGAffineTransform, UnitPoint)
    /// A `visualEffect(_:)`: effects made from the view's geometry once it is placed
    /// (``VisualEffects/resolved(in:)`` applies them; alone, it moves nothing).
    case visual(VisualEffectMaker)

    /// The effect as a matrix on root coordinates, for a node drawn at `frame`.
    func matrix(in frame: CGRect) -> CGAffineTransform {
        func about(_ anchor: UnitPoint, _ effect: CGAffineTransform) -> CGAffineTransform {
            let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
            guard x.isFinite, y.isFinite else { return .identity }
            return CGAffineTransform(translationX: -x, y: -y).concatenating(effect).concatenating(CGAffineTransform(translationX: x, y: y))
        }
        switch self {
        case let .rotation(angle, anchor):
            return about(anchor, CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
        case let .scale(scale, anchor):
            return about(anchor, CGAffineTransform(scaleX: scale.width, y: scale.height))
        case let .affine(transform):
            return about(.topLeading, transform)
        case let .anchored(transform, anchor):
            return about(anchor, transform)
        case .visual:
            return .identity
        }
    }
}

extension LayoutResult {
    /// How a view and everything in it are drawn, beyond where: what `opacity`, `shadow`,
    /// `blur`, `rotationEffect`, `scaleEffect` and `transformEffect` on it said. None of them
    /// moves a frame. A renderer applies an element's effects to its own drawing and its
    /// descendants' (its ancestors' effects apply too, outside its own).
    public struct Effects: Sendable, Equatable {
        /// The opacity the view is drawn with, 0...1 (the product of its `opacity` modifiers).
        public var opacity: Double
        /// The shadows under the view's drawing, innermost first.
        public var shadows: [Shadow]
        /// The radius of the Gaussian blur over the view's drawing, in points (0 for none).
        public var blurRadius: CGFloat
        /// Where the view's drawing goes: a transform of root coordinates, about the anchors
        /// the modifiers named in the view's frame (identity for none).
        public var transform: CGAffineTransform
        /// How the view's drawing composites with what is drawn behind it (`blendMode(_:)`).
        public var blendMode: BlendMode
        /// Whether the view's drawing is composited on its own before it composites with what
        /// is behind it (`compositingGroup()`, `drawingGroup()`): blend modes inside it blend
        /// only with what is inside it.
        public var isolated: Bool

        /// Effects with these values.
        public init(
            opacity: Double = 1, shadows: [Shadow] = [], blurRadius: CGFloat = 0, transform: CGAffineTransform = .identity,
            blendMode: BlendMode = .normal, isolated: Bool = false
        ) {
            self.opacity = opacity
            self.shadows = shadows
            self.blurRadius = blurRadius
            self.transform = transform
            self.blendMode = blendMode
            self.isolated = isolated
        }

        /// No effect: opaque, no shadow or blur, not transformed.
        public static let none = Effects()

        /// Whether the effects change nothing.
        public var isNone: Bool { self == .none }
    }

    /// A shadow under a view's drawing (`shadow(color:radius:x:y:)`).
    public struct Shadow: Sendable, Equatable {
        /// The shadow's colour.
        public var paint: Paint
        /// The blur radius of the shadow, in points.
        public var radius: CGFloat
        /// How far the shadow is moved from the drawing.
        public var offset: CGSize
    }
}
