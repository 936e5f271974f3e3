import Foundation

/// Reads the main-actor `body` of views and modifiers from the resolver, which is nonisolated.
///
/// `View` and `ViewModifier` are `@MainActor`, as in SwiftUI, so a body may read main-actor
/// state. The resolver that expands bodies is nonisolated code (built-in views are
/// `nonisolated`, and a tree too deep for the caller's stack is resolved on a helper thread,
/// see ``DeepStack``), but every way into it is a main-actor API (``LayoutHost/init(_:environment:fonts:)``,
/// ``LayoutHost/replace(id:with:)``, ``View/layout(in:environment:fonts:)``, ``LayoutTrace``):
/// a body is read either on the main actor or on the helper thread while the main actor waits
/// for it, so no other main-actor code runs meanwhile. That is the guarantee the compiler
/// cannot see; the functions of this type state it, and are the only places that rely on it
/// (styles' `makeBody`, transitions', gestures', toolbars' and table rows' bodies go through
/// ``call(_:_:)`` and its siblings). (A
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

    /// `read()`, a main-actor function, called on the main actor's behalf.
    static func call<R>(_ read: @escaping @MainActor () -> R) -> R {
        unsafeBitCast(read, to: (() -> R).self)()
    }

    /// `read(value)`, a main-actor function, called on the main actor's behalf.
    static func call<A, R>(_ read: @escaping @MainActor (A) -> R, _ value: A) -> R {
        unsafeBitCast(read, to: ((A) -> R).self)(value)
    }

    /// `read(style, configuration)` (a style's `makeBody`), called on the main actor's behalf.
    static func call<S, C, R>(_ read: @escaping @MainActor (S, C) -> R, _ style: S, _ configuration: C) -> R {
        unsafeBitCast(read, to: ((S, C) -> R).self)(style, configuration)
    }

    /// `read(first, second, third)`, a main-actor function, called on the main actor's behalf.
    static func call<A, B, C, R>(_ read: @escaping @MainActor (A, B, C) -> R, _ first: A, _ second: B, _ third: C) -> R {
        unsafeBitCast(read, to: ((A, B, C) -> R).self)(first, second, third)
    }
}
