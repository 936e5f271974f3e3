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
    nonisolated static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver)
}

extension View {
    /// Expands the view's ``body``. A view without one that gets here (every built-in view has
    /// an entry point of its own) is one Trellis does not know: it is left out, and reported.
    @inlinable
    nonisolated public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        if Body.self == Never.self {
            resolver.reportUnknownView(view)
        } else if resolver.readiesBody(of: view) {
            // A snapshot, or a view whose body reads only plain values: nothing to track.
            resolver.resolve(MainActorBody.of(view))
        } else {
            resolver.resolveLive(view)
        }
    }
}

extension Never: View {
    /// Primitive views have no body; reading it is a programming error.
    nonisolated public var body: Never { fatalError("A primitive view has no body") }
}
