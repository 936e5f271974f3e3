import Foundation

// The modifier behind declarations that change no frame in a layout: Trellis lays the view out
// as if they were not there, and each such declaration's doc comment says what it would do over
// time and why a layout does not. (The events that run in a live host, `onAppear`, `onChange`,
// `task`…, are in EventModifiers.swift; gestures in Gestures/; the animation modifiers in
// Animated/AnimationModifiers.swift: an animated change reads them.)

/// A modifier that resolves its content unchanged (see the file's header).
nonisolated struct SnapshotInertModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    func resolve<Content: View>(content: Content, into resolver: inout Resolver, elements: inout [NodeID]) {
        resolver.resolve(content, into: &elements)
    }
}
