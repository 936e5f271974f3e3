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
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behaviour of the view.
    @ViewBuilder var body: Body { get }

    /// Turns `view` into layout nodes. An implementation detail, as SwiftUI's `_makeView` is:
    /// don't implement it; the default expands ``body``, and built-in views have their own.
    static func _resolve(_ view: Self, into resolver: inout _ViewResolver)
}

extension View {
    /// Expands the view's ``body``. A view without one that gets here (every built-in view has
    /// an entry point of its own) is one Trellis does not know: it is left out, and reported.
    @inlinable
    public static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        if Body.self == Never.self {
            resolver.reportUnknownView(view)
        } else {
            resolver.resolve(view.body)
        }
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

extension PrimitiveView where Self: View {
    /// The entry point of an internal built-in view (public ones declare it themselves).
    static func _resolve(_ view: Self, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(view)
    }
}

/// A modifier whose effect the engine implements (a layout, a trait, an environment change):
/// its entry point (``ViewModifier/_resolve(_:content:into:)``) calls
/// ``resolve(content:into:elements:)``.
protocol PrimitiveModifier {
    /// Resolves `content` with this modifier's effect, appending the result to `elements`.
    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID])
}

extension PrimitiveModifier where Self: ViewModifier {
    /// The entry point of a built-in modifier.
    static func _resolve<Content: View>(_ modifier: Self, content: Content, into resolver: inout _ViewResolver) {
        resolver.resolveBuiltIn(content, by: modifier)
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
