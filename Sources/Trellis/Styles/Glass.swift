import Foundation

/// The Liquid Glass material of iOS 26: a translucent layer behind a view, shaped by a shape
/// (a capsule by default), that ``View/glassEffect(_:in:)`` applies.
///
/// ```swift
/// Label("Share", systemImage: "square.and.arrow.up")
///     .padding()
///     .glassEffect(.regular.tint(.blue))
/// ```
///
/// SwiftUI refracts and blurs what is behind glass and lights it as the device moves. Trellis
/// draws glass as a translucent colour, as it draws a ``Material``: `.regular` as the regular
/// material (white at 0.72 in a light scheme, near-black in a dark one), `.clear` as the
/// ultra-thin one (0.35), a tinted glass in its tint at the variant's opacity, and
/// `.identity` not at all. Apple publishes no values: these are derived
/// (docs/differences.md, "Materials, redaction and prominence").
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }

    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool

    /// The regular variant of glass: the default.
    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    /// The clear variant of glass: more of what is behind shows through.
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// The identity variant: no glass is drawn.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil` removes a tint).
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass reacting to touch (it swells and lights under a finger in SwiftUI). Inert
    /// headless: no finger touches the glass, so it is drawn the same.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }

    /// The opacity the glass is drawn at.
    var opacity: Double {
        switch variant {
        case .regular: Material.regular.opacity
        case .clear: Material.ultraThin.opacity
        case .identity: 0
        }
    }
}

/// Glass as a style: what ``View/glassEffect(_:in:)`` fills its shape with.
struct GlassStyle: ResolvableStyle {
    let glass: Glass

    func color(in environment: EnvironmentValues) -> Color {
        guard glass.variant != .identity else { return .clear }
        guard let tint = glass.tintColor else {
            return (glass.variant == .regular ? Material.regular : Material.ultraThin).color(in: environment)
        }
        return tint.opacity(glass.opacity)
    }
}

/// The shape glass takes by default: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}

    /// A shape has no body: it is a leaf that fills its proposal.
    public var body: Never { fatalError("DefaultGlassEffectShape has no body") }

    /// A capsule filling `rect`: its ends are half circles of the shorter side.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }

    /// A capsule is symmetric: it is never mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension DefaultGlassEffectShape: BuiltInShape {
    /// Adds the shape's leaf.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    var kind: LayoutResult.Outline { .capsule }
    var name: String { "DefaultGlassEffectShape" }
}

/// How glass appears and disappears as a view is inserted or removed inside a
/// ``GlassEffectContainer``.
///
/// Recorded only: Trellis draws a view's glass the same whichever transition it names, and the
/// glass of an inserted view appears with the view.
public struct GlassEffectTransition: Sendable {
    let name: String

    /// Glass morphs from (and to) the glass of a neighbour with the same glass ID.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// Glass fades in and out as if made of the material.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No change to the glass as the view comes and goes.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// A container that lets the glass of the views inside blend into each other as they come
/// close (within `spacing`), and morph as they change.
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack(spacing: 20) {
///         Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect()
///         Image(systemName: "eraser").frame(width: 44, height: 44).glassEffect()
///     }
/// }
/// ```
///
/// It lays its content out as it is (a container of one child, like a `Group` of one view).
/// Trellis draws each view's glass on its own: shapes closer than `spacing` are not merged
/// into one outline (docs/differences.md).
@MainActor @preconcurrency
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container for glass shapes `spacing` apart or closer that blend (the platform's
    /// default distance when `nil`).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content, laid out as it is.
    public var body: some View {
        content
    }
}

extension GlassEffectContainer: Sendable {}

nonisolated extension View {
    /// Draws `glass` behind this view, in `shape` (a capsule by default) filling the view's
    /// frame. The frame is unchanged.
    ///
    /// ```swift
    /// Text("Hello").padding().glassEffect()
    /// Image(systemName: "plus").frame(width: 44, height: 44).glassEffect(.clear, in: .circle)
    /// ```
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background(GlassStyle(glass: glass), in: shape)
    }

    /// Names this view's glass, so that glass with the same ID in `namespace` morphs into it
    /// as views come and go. Recorded only: Trellis draws no morph.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        modifier(SnapshotInertModifier())
    }
}

extension View {
    /// Joins this view's glass with the glass of the other views with the same `id` in
    /// `namespace` into one shape. Trellis draws each view's glass on its own
    /// (docs/differences.md).
    @MainActor @preconcurrency
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        modifier(SnapshotInertModifier())
    }

    /// Sets how this view's glass appears and disappears as the view is inserted or removed.
    /// Recorded only: Trellis draws the glass with the view.
    @MainActor @preconcurrency
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        modifier(SnapshotInertModifier())
    }
}
