import Foundation

/// A view that displays one of two possible children (built by `if`/`else` and `switch`).
///
/// An enum rather than SwiftUI's struct around a private enum: resolving a struct's nested
/// generic enum looks its type metadata up at run time, several times per view, while an
/// enum's own cases need only the metadata the view already has. Views are built by
/// ``ViewBuilder/buildEither(first:)`` and ``ViewBuilder/buildEither(second:)``, never by
/// name, so code written for SwiftUI sees no difference. Toolbar content built by `if`/`else`
/// is one too (``ToolbarContentBuilder``).
nonisolated public enum _ConditionalContent<TrueContent, FalseContent> {
    /// The first branch's view (`if`, or a `switch`'s earlier cases).
    case trueContent(TrueContent)
    /// The second branch's view (`else`, or a `switch`'s later cases).
    case falseContent(FalseContent)
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// A conditional view has no body: its active branch is resolved directly.
    public var body: Never { fatalError("_ConditionalContent has no body") }

    /// Resolves the active branch.
    @inlinable
    public static func _resolve(_ view: consuming Self, into resolver: inout _ViewResolver) {
        // (What `owningProblems` does, written out: the branch is moved out of the view, which
        // a closure could not do.)
        let problems = resolver.problems.count, start = resolver.elements.count
        switch consume view {
        case let .trueContent(content): resolver.resolve(content)
        case let .falseContent(content): resolver.resolve(content)
        }
        if resolver.problems.count != problems { resolver.ownProblems(since: problems, elementsFrom: start) }
    }
}
