/// A built-in modifier whose effect is applied after its content is resolved straight into
/// the resolver's elements (frames, padding, `.id`): its entry point resolves the content in
/// the caller's module, specialised for its type, and then calls one non-generic step.
/// (Written as a modifier's own `resolve(content:into:elements:)`, the content would be
/// resolved by unspecialised code inside Trellis, with run-time type look-ups below it.)
@usableFromInline
protocol ModifierAfterContent {
    /// Applies the modifier to the elements resolved since `start`, and gives them the
    /// problems reported since that no view owns.
    func apply(since start: ModifierStart, in resolver: inout _ViewResolver)
}

extension _ViewResolver {
    /// Resolves `content` straight into ``elements``, then applies `modifier` to what it added.
    @inlinable
    mutating func resolve<Content: View, M: ModifierAfterContent>(_ content: Content, thenApply modifier: M) {
        let start = modifierStart
        resolve(content)
        modifier.apply(since: start, in: &self)
    }
}

/// Where a built-in modifier's content starts among the resolver's elements and problems: the
/// content is resolved straight into them, then the modifier changes what was added.
@usableFromInline
struct ModifierStart {
    let elements: Int
    let problems: Int
    @usableFromInline init(elements: Int, problems: Int) {
        self.elements = elements
        self.problems = problems
    }
}
