import Foundation

/// A type that represents part of your app's user interface.
///
/// Declare a view by implementing ``body`` from other views; the built-in views (shapes,
/// containers, modifiers) are the primitives everything resolves to. Trellis reads a view
/// tree once to build its layout nodes; views describe, the engine computes.
///
/// ```swift
/// struct Badge: View {
///     var body: some View {
///         HStack { Circle(); Rectangle() }.frame(height: 20)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }

    /// Turns `view` into layout nodes. An implementation detail, as SwiftUI's `_makeView` is:
    /// don't implement it; the default expands ``body``, and built-in views have their own.
    /// Nonisolated, as the resolver is; it runs only under a main-actor entry point (see
    /// ``MainActorBody``).
    nonisolated static func _resolve(_ view: Self, into resolver: inout _ViewResolver)
}

extension View {
    /// Expands the view's ``body``. A view without one that gets here (every built-in view has
    /// an entry point of its own) is one Trellis does not know: it is left out, and reported.
    @inlinable
    nonisolated public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        if Body.self == Never.self {
            resolver.reportUnknownView(view)
        } else {
            resolver.installDynamicProperties(in: view)
            resolver.resolve(MainActorBody.of(view))
        }
    }
}

/// Reads the main-actor `body` of views and modifiers from the resolver, which is nonisolated.
///
/// `View` and `ViewModifier` are `@MainActor`, as in SwiftUI, so a body may read main-actor
/// state. The resolver that expands bodies is nonisolated code (built-in views are
/// `nonisolated`, and a tree too deep for the caller's stack is resolved on a helper thread,
/// see ``DeepStack``), but every way into it is a main-actor API (``LayoutHost/init(_:environment:fonts:)``,
/// ``LayoutHost/replace(id:with:)``, ``View/layout(in:environment:fonts:)``, ``LayoutTrace``):
/// a body is read either on the main actor or on the helper thread while the main actor waits
/// for it, so no other main-actor code runs meanwhile. That is the guarantee the compiler
/// cannot see; these two functions state it, and are the only places that rely on it. (A
/// body that checks its executor at run time, `MainActor.assertIsolated()`, fails on the
/// helper thread: only trees more than ``DeepStack/shallowDepth`` levels deep use it.)
@usableFromInline
enum MainActorBody {
    /// `view.body`, read on the main actor's behalf.
    @inlinable
    static func of<V: View>(_ view: V) -> V.Body {
        let read: @MainActor (V) -> V.Body = { $0.body }
        return unsafeBitCast(read, to: ((V) -> V.Body).self)(view)
    }

    /// `modifier.body(content:)`, read on the main actor's behalf.
    @inlinable
    static func of<M: ViewModifier>(_ modifier: M, content: M.Content) -> M.Body {
        let read: @MainActor (M, M.Content) -> M.Body = { $0.body(content: $1) }
        return unsafeBitCast(read, to: ((M, M.Content) -> M.Body).self)(modifier, content)
    }
}

extension Never: View {
    /// Primitive views have no body; reading it is a programming error.
    public var body: Never { fatalError("A primitive view has no body") }
}

/// A built-in view that resolves itself into layout nodes instead of having a body: its
/// entry point (``View/_resolve(_:into:)``) calls ``resolve(into:elements:)``. (The views
/// resolved most, lists, stacks and colours, implement the entry point itself, inlinable.)
protocol PrimitiveView {
    /// Adds this view's nodes to `resolver`, appending the top-level ones to `elements`.
    func resolve(into resolver: inout Resolver, elements: inout [NodeID])
}

nonisolated extension PrimitiveView where Self: View {
    /// The entry point of an internal built-in view (public ones declare it themselves).
    static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }
}

/// Content waiting to be resolved: a view, captured with its type.
@usableFromInline
struct ResolvableContent {
    @usableFromInline let resolve: (inout Resolver, inout [NodeID]) -> Void

    init<V: View>(_ view: V) {
        resolve = { resolver, elements in resolver.resolve(view, into: &elements) }
    }

    @usableFromInline
    init(resolve: @escaping (inout Resolver, inout [NodeID]) -> Void) {
        self.resolve = resolve
    }

    /// Resolves the content and returns its top-level nodes.
    func elements(in resolver: inout Resolver) -> [NodeID] {
        var elements: [NodeID] = []
        resolve(&resolver, &elements)
        return elements
    }
}
