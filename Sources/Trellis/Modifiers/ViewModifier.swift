import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.frame(width: 200, height: 100)
///     }
/// }
/// Rectangle().modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller; `content` stands for the view being modified.
    @ViewBuilder func body(content: Self.Content) -> Self.Body

    /// Turns `content` modified by `modifier` into layout nodes. An implementation detail
    /// (see ``View/_resolve(_:into:)``): don't implement it; the default expands
    /// ``body(content:)``, and built-in modifiers have their own.
    nonisolated static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver)
}

extension ViewModifier {
    /// Expands the modifier's ``body(content:)``. A modifier without one that gets here (every
    /// built-in modifier has an entry point of its own) is one Trellis does not know: the
    /// content is left unmodified, and it is reported.
    @inlinable
    nonisolated public static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolveModified(content, by: modifier)
    }
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: the engine implements them.
    public func body(content: Self.Content) -> Never { fatalError("\(Self.self) has no body") }
}

/// The view that a ``ViewModifier``'s `body(content:)` receives: the view being modified.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: ResolvableContent

    /// Modifier content has no body: the modified view is resolved in its place.
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
}

extension _ViewModifier_Content: PrimitiveView {
    /// Resolves the modified view in its place.
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }

    func resolve(into resolver: inout Resolver, elements: inout [NodeID]) {
        content.resolve(&resolver, &elements)
    }
}

extension Resolver {
    /// Resolves `content` modified by `modifier`, a modifier with no entry point of its own:
    /// its body; every built-in modifier has an entry point, so one without a body is a
    /// modifier Trellis does not know, which leaves its content unmodified. Its problems
    /// belong to the nodes it becomes.
    @usableFromInline
    mutating func resolveModified<Content: View, Modifier: ViewModifier>(_ content: Content, by modifier: Modifier) {
        owningProblems { resolver in
            let kind = resolver.live == nil ? LiveKind.plain : resolver.liveKind(of: modifier)
            if Modifier.Body.self != Never.self, let live = resolver.live, kind != .plain {
                let wrapped = _ViewModifier_Content<Modifier>(content: ResolvableContent(content))
                live.begin(type: Modifier.self, elementCount: resolver.elements.count)
                if kind == .dynamic { live.reflect(modifier, environment: resolver.environment) }
                resolver.scope.trackedLiveViews += 1
                resolver.resolve(live.track { MainActorBody.of(modifier, content: wrapped) })
                resolver.scope.trackedLiveViews -= 1
                if let record = live.end(&resolver) { record.resolve = { $0.resolve(ModifiedContent(content: content, modifier: modifier)) } }
            } else if Modifier.Body.self != Never.self {
                let content = ResolvableContent(content)
                resolver.installDynamicProperties(in: modifier)
                resolver.resolve(MainActorBody.of(modifier, content: _ViewModifier_Content(content: content)))
            } else {
                resolver.report(
                    .invalidModifierValue, String(describing: Modifier.self),
                    "declares no body and is not a modifier Trellis knows; the content is left unmodified")
                resolver.resolve(content)
            }
        }
    }
}
