import Foundation

/// What an animated change works out once, to give its layout at any time: which views stay,
/// come and go, each view's animation and transition, and the custom layouts whose data
/// animates. Immutable after init.
final class AnimationPlan: @unchecked Sendable {
    // Unchecked: immutable; the host is Sendable, and the layout values are used under its lock.
    /// Per end element: the matched start element, if any.
    let startOfEnd: [Int?]
    /// Per end element: its animation (`nil`: it changes at once).
    let animations: [Animation?]
    /// Per end element: the transition of a view inserted whose container stays (the top of
    /// what was inserted), `nil` for the others.
    let insertions: [AnyTransition?]
    /// The views removed, in the start's order (containers before their content).
    let removals: [Removal]
    /// Per element, exact frames in root coordinates.
    let startFrames: [CGRect], endFrames: [CGRect]
    /// The custom layouts whose animatable data changes, and the end's frames with all of them
    /// at their start values (`L(0)`), when there are any.
    let layouts: [AnimatedLayoutValue]
    let startLayoutFrames: [CGRect]?
    let host: LayoutHost
    let proposal: ProposedViewSize
    let duration: Double

    /// A view the change removed: its start element, the end element of its nearest
    /// ancestor that stays (`nil`: none does), and, for the top of what was removed, its
    /// transition.
    struct Removal {
        let element: Int
        let keptAncestor: Int?
        let keptAncestorInStart: Int?
        let transition: AnyTransition?
        let animation: Animation?
    }

    init(host: LayoutHost, animation: Animation?, start: LayoutResult, end: LayoutResult) {
        self.host = host
        proposal = end.proposal
        let matching = AnimatedMatching(start: start, end: end)
        startOfEnd = matching.startOfEnd
        let startElements = start.elements, endElements = end.elements
        startFrames = startElements.map(\.exactFrame)
        endFrames = endElements.map(\.exactFrame)
        let endTree = end.storage.tree, startTree = start.storage.tree
        let endOrder = end.storage.rootFrames.order, startOrder = start.storage.rootFrames.order

        // Each view's transaction: its container's, changed by its animation modifiers. Per
        // view too, the transactions around the `animation(_:body:)` modifiers it is in,
        // innermost last, for the views they modify.
        var transactions: [Transaction] = []
        var aroundBodies: [[Transaction]] = []
        transactions.reserveCapacity(endElements.count)
        for (index, element) in endElements.enumerated() {
            var transaction = element.parent.map { transactions[$0] } ?? Transaction(animation: animation)
            var around = element.parent.map { aroundBodies[$0] } ?? []
            let scopes = endTree.tables.rare(of: endTree.nodes[endOrder[index].index])?.animated?.scopes ?? []
            if !scopes.isEmpty {
                let before = matching.startOfEnd[index].map {
                    startTree.tables.rare(of: startTree.nodes[startOrder[$0].index])?.animated?.scopes ?? []
                } ?? []
                for (position, scope) in scopes.enumerated().reversed() {
                    switch scope.rule {
                    case .body, .bodyTransaction: around.append(transaction)
                    case .bodyContent: transaction = around.popLast() ?? transaction
                    default: break
                    }
                    transaction = scope.apply(to: transaction, start: position < before.count ? before[position] : nil)
                }
            }
            transactions.append(transaction)
            aroundBodies.append(around)
        }
        var animations = transactions.map(\.animation)

        // An inserted view whose transition has an animation of its own (`animation(_:)`)
        // comes in with it, whatever the change's.
        var insertions = [AnyTransition?](repeating: nil, count: endElements.count)
        for (index, element) in endElements.enumerated() where matching.startOfEnd[index] == nil {
            guard let parent = element.parent, matching.startOfEnd[parent] != nil else { continue }
            let transition = Self.transition(of: endOrder[index], in: endTree) ?? .opacity
            insertions[index] = transition
            if let own = transition.animation(isInsertion: true) { animations[index] = own }
        }
        self.insertions = insertions
        self.animations = animations

        // Removed views, with their nearest ancestor that stays.
        var removals: [Removal] = []
        var keptAncestorInStart = [Int?](repeating: nil, count: startElements.count)
        var ownRemoval = [Animation??](repeating: nil, count: startElements.count)
        for (index, element) in startElements.enumerated() {
            if matching.endOfStart[index] != nil {
                keptAncestorInStart[index] = index
                continue
            }
            let parent = element.parent
            keptAncestorInStart[index] = parent.flatMap { keptAncestorInStart[$0] }
            let kept = keptAncestorInStart[index]
            let keptInEnd = kept.flatMap { matching.endOfStart[$0] }
            let isTop = parent.map { matching.endOfStart[$0] != nil } ?? true
            let transition = isTop ? Self.transition(of: startOrder[index], in: startTree) ?? .opacity : nil
            // A removed view whose transition has an animation of its own goes with it, and
            // what is inside it with it.
            ownRemoval[index] = transition.flatMap { $0.animation(isInsertion: false) } ?? (isTop ? nil : parent.flatMap { ownRemoval[$0] })
            let around = keptInEnd.map { transactions[$0].animation } ?? animation
            removals.append(Removal(
                element: index, keptAncestor: keptInEnd, keptAncestorInStart: kept, transition: transition,
                animation: ownRemoval[index] ?? around))
        }
        self.removals = removals

        // The custom layouts whose data animates.
        var layouts: [AnimatedLayoutValue] = []
        for (index, node) in endOrder.enumerated() {
            guard animations[index] != nil, let match = matching.startOfEnd[index],
                  case let .layout(boxIndex) = endTree.nodes[node.index].behavior,
                  case let .layout(startBox) = startTree.nodes[startOrder[match].index].behavior,
                  let value = AnimatedLayoutValue.make(
                      node: node, boxIndex: boxIndex, box: endTree.tables.box(boxIndex), start: startTree.tables.box(startBox),
                      element: index)
            else { continue }
            layouts.append(value)
        }
        self.layouts = layouts
        startLayoutFrames = layouts.isEmpty ? nil : host.frames(with: layouts.map { ($0, 0) }, in: end.proposal, tree: endTree, order: endOrder)

        var settling = 0.0
        for animation in animations.compactMap({ $0 }) + removals.compactMap(\.animation) {
            settling = max(settling, Self.cycle(of: animation))
        }
        duration = settling
    }

    /// The transition set on `node` or, for a modifier's node, on the view it modifies.
    static func transition(of node: NodeID, in tree: PlacedTree) -> AnyTransition? {
        var current = node
        while true {
            let n = tree.nodes[current.index]
            if let transition = tree.tables.rare(of: n)?.animated?.transition { return transition }
            guard n.childCount > 0, tree.tables.takesTraitsOfFirstChild(n) else { return nil }
            current = tree.children[Int(n.childStart)]
        }
    }

    /// How long `animation` runs: until it settles; one cycle when it repeats forever.
    static func cycle(of animation: Animation) -> Double {
        let settling = animation.settlingTime
        guard settling.isFinite else {
            var once = animation
            once.modifiers.removeAll {
                if case .repetition(count: nil, autoreverses: _) = $0 { return true }
                return false
            }
            return once.settlingTime
        }
        return settling
    }

    /// `animation`'s fraction at `time`: 1 (done) for a change without animation.
    static func fraction(_ animation: Animation?, at time: Double) -> Double {
        guard let animation else { return 1 }
        return time == .infinity ? 1 : animation.fraction(at: time)
    }
}
