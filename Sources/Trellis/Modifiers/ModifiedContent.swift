import Foundation

/// A value with a modifier applied to it.
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or
    /// view modifier.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content has no body: the modifier is applied to the content directly.
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// Resolves the content with the modifier applied, through the modifier's entry point.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        Modifier._resolve(view.modifier, content: view.content, into: &resolver)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies the inner modifier, then the outer one.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    @inlinable
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
