import Foundation

// The problems resolving finds: reported as diagnostics, and owned by the views that caused
// them, so that a replacement of those views drops them.

extension _ViewResolver {
    /// Reports a problem with the view or modifier written `view`.
    mutating func report(_ kind: LayoutDiagnostic.Kind, _ view: String, _ message: String) {
        problems.append(ResolveProblem(diagnostic: LayoutDiagnostic(kind: kind, view: view, message: message)))
    }

    /// Runs `body`, which resolves a built-in view, and gives the problems it reports that no
    /// view owns yet to the elements it appends.
    @inlinable
    mutating func owningProblems(_ body: (inout _ViewResolver) -> Void) {
        let problems = self.problems.count, start = elements.count
        body(&self)
        if self.problems.count != problems { ownProblems(since: problems, elementsFrom: start) }
    }

    /// Gives the problems found since there were `problemCount` of them, and that no view owns
    /// yet, to the elements appended since there were `start` (the elements of the built-in
    /// view whose resolving reported them).
    @usableFromInline
    mutating func ownProblems(since problemCount: Int, elementsFrom start: Int) {
        own(problemCount ..< problems.count, by: elements[start...])
    }

    /// Gives the problems in `range` that no view owns yet to the nodes `owners` (the elements
    /// of the view whose resolving reported them; a view left out reports to its container).
    private mutating func own(_ range: Range<Int>, by owners: ArraySlice<NodeID>) {
        guard !owners.isEmpty else { return }
        for index in range where problems[index].owners.isEmpty { problems[index].owners = Array(owners) }
    }

    /// A modifier's number if it is finite; otherwise 0, reported as an invalid value of
    /// `modifier` (e.g. `"x"`, "a distance").
    mutating func finiteOrZero(_ value: CGFloat, _ label: String, isNot kind: String, in modifier: String) -> CGFloat {
        if value.isFinite { return value }
        report(.invalidModifierValue, modifier, "\(label) \(Describe.number(value)) is not \(kind); treated as 0")
        return 0
    }
}
