import Foundation

extension AnimationPlan {
    /// The layout at `time` of the change from `start` to `end` (``LayoutAnimation/result(at:)``).
    func result(at time: Double, start: LayoutResult, end: LayoutResult) -> LayoutResult {
        let endElements = end.elements, startElements = start.elements
        let fractions = animations.map { Self.fraction($0, at: time) }
        // L(p): the end's frames with each animated layout at its value of the moment.
        var layoutFrames = endFrames
        if let startLayoutFrames, layouts.contains(where: { fractions[$0.element] != 1 }) {
            if let frames = host.frames(
                with: layouts.map { ($0, fractions[$0.element]) }, in: proposal, tree: end.storage.tree, order: end.storage.rootFrames.order),
                frames.count == endFrames.count {
                layoutFrames = frames
            } else {
                // The host's tree changed since: the layouts cannot run again, and their views
                // go on straight lines from L(0) instead.
                for index in layoutFrames.indices {
                    let from = startLayoutFrames[index], to = endFrames[index], p = fractions[index]
                    layoutFrames[index] = CGRect(
                        x: from.minX + (to.minX - from.minX) * p, y: from.minY + (to.minY - from.minY) * p,
                        width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
                }
            }
        }
        let baseFrames = startLayoutFrames ?? endFrames

        var frames = [CGRect](repeating: .zero, count: endElements.count)
        for index in endElements.indices {
            let p = fractions[index], now = layoutFrames[index]
            if let match = startOfEnd[index] {
                // L(p) + (1 − p)·(start − L(0)).
                let from = startFrames[match], base = baseFrames[index]
                frames[index] = CGRect(
                    x: now.minX + (1 - p) * (from.minX - base.minX), y: now.minY + (1 - p) * (from.minY - base.minY),
                    width: now.width + (1 - p) * (from.width - base.width), height: now.height + (1 - p) * (from.height - base.height))
            } else if let parent = endElements[index].parent {
                // Inserted: moves with its container.
                frames[index] = now.offsetBy(dx: frames[parent].minX - layoutFrames[parent].minX, dy: frames[parent].minY - layoutFrames[parent].minY)
            } else {
                frames[index] = now
            }
        }

        let scale = end.displayScale
        var elements: [LayoutResult.Element] = []
        elements.reserveCapacity(endElements.count)
        var clips: [CGRect?] = []
        let endTree = end.storage.tree, endOrder = end.storage.rootFrames.order
        let startTree = start.storage.tree, startOrder = start.storage.rootFrames.order
        for (index, element) in endElements.enumerated() {
            var effect: TransitionEffect?
            if let transition = insertions[index], let parent = element.parent, fractions[index] < 1 {
                effect = transition.effect(
                    isInsertion: true, progress: Self.progress(fractions[index]), frame: frames[index], container: frames[parent])
            }
            // A view that stays has its drawing effects interpolated too.
            var visualEffects = endTree.tables.effects(of: endTree.nodes[endOrder[index].index])
            if let match = startOfEnd[index], fractions[index] != 1 {
                let before = startTree.tables.effects(of: startTree.nodes[startOrder[match].index])
                visualEffects = VisualEffects.interpolated(from: before, to: visualEffects, fractions[index])
            }
            elements.append(Self.element(
                element, at: frames[index], parent: element.parent, depth: element.depth, scale: scale, effect: effect,
                tree: endTree, node: endOrder[index], effects: visualEffects, clips: &clips))
        }

        // The views removed, while their animation runs, under their container.
        var appended = [Int?](repeating: nil, count: startElements.count)
        for removal in removals {
            let animation = removal.animation
            guard let animation, time < Self.cycle(of: animation) else { continue }
            let old = startElements[removal.element]
            var frame = startFrames[removal.element]
            if let kept = removal.keptAncestor, let keptInStart = removal.keptAncestorInStart {
                frame = frame.offsetBy(dx: frames[kept].minX - startFrames[keptInStart].minX, dy: frames[kept].minY - startFrames[keptInStart].minY)
            }
            // Its container: a removed one appended before, or the one that stays.
            let parent = old.parent.flatMap { appended[$0] ?? startOfEndParent($0, removal) } ?? (elements.isEmpty ? nil : 0)
            guard parent != nil || elements.isEmpty else { continue }
            var effect: TransitionEffect?
            if let transition = removal.transition {
                let container = parent.map { elements[$0].exactFrame } ?? frame
                effect = transition.effect(
                    isInsertion: false, progress: Self.progress(Self.fraction(animation, at: time)), frame: frame, container: container)
            }
            appended[removal.element] = elements.count
            elements.append(Self.element(
                old, at: frame, parent: parent, depth: parent.map { elements[$0].depth + 1 } ?? 0, scale: scale, effect: effect,
                tree: startTree, node: startOrder[removal.element],
                effects: startTree.tables.effects(of: startTree.nodes[startOrder[removal.element].index]), clips: &clips))
        }

        // The tree's frames, for look-ups by mark and preferences.
        var byNode = end.storage.rootFrames.frames
        for (index, node) in endOrder.enumerated() { byNode[node.index] = frames[index] }
        let rootFraction = fractions.first ?? 1
        let size = CGSize(
            width: end.size.width + (1 - rootFraction) * (start.size.width - end.size.width),
            height: end.size.height + (1 - rootFraction) * (start.size.height - end.size.height))
        return LayoutResult(
            size: size, proposal: end.proposal,
            storage: LayoutResult.Storage(tree: endTree, scale: scale, placed: (endOrder, byNode), elements: elements),
            diagnostics: end.diagnostics, displayScale: scale, safeAreaInsets: end.safeAreaInsets)
    }

    /// A transition's progress at fraction `p`: within 0...1 (a spring that overshoots does
    /// not make a view more than opaque, nor fade it back).
    static func progress(_ p: Double) -> Double { min(max(p, 0), 1) }

    /// The end element of the start element `index`'s view, when it stays (the container of
    /// a removed view).
    private func startOfEndParent(_ index: Int, _ removal: Removal) -> Int? {
        removal.keptAncestorInStart == index ? removal.keptAncestor : nil
    }

    /// `element` (node `node` of `tree`) at `frame`, under `parent`: its rounded frame, the
    /// part that shows, its effects (`visualEffects`) worked out for the new frame, and a
    /// transition's effect on top.
    static func element(
        _ element: LayoutResult.Element, at exact: CGRect, parent: Int?, depth: Int, scale: CGFloat, effect: TransitionEffect?,
        tree: PlacedTree, node: NodeID, effects visualEffects: VisualEffects?, clips: inout [CGRect?]
    ) -> LayoutResult.Element {
        let frame = PixelGrid.round(exact, scale: scale)
        let clip = parent.flatMap { clips[$0] }
        let visible = clip.map { LayoutResult.Storage.part(of: frame, inside: $0) } ?? frame
        let n = tree.nodes[node.index]
        let clipShape = element.clipsContent ? tree.tables.clipShape(of: n)?.clip(in: frame) : nil
        let contentClip = clipShape.map { shape in visible.flatMap { LayoutResult.Storage.part(of: $0, inside: shape.boundingBox) } } ?? visible
        clips.append(element.clipsContent ? contentClip ?? LayoutResult.Storage.nowhere : clip)
        var effects = visualEffects?.resolved(in: frame) ?? .none
        if let effect {
            effects.opacity *= effect.opacity
            if effect.scale != CGSize(width: 1, height: 1) {
                effects.transform = effects.transform.concatenating(TransformEffect.scale(effect.scale, effect.anchor).matrix(in: frame))
            }
            if effect.offset != .zero {
                effects.transform = effects.transform.concatenating(CGAffineTransform(translationX: effect.offset.width, y: effect.offset.height))
            }
            if effect.transform != .identity { effects.transform = effects.transform.concatenating(effect.transform) }
            effects.blurRadius += effect.blurRadius
        }
        return LayoutResult.Element(
            name: element.name, marker: element.marker, depth: depth, parent: parent, frame: frame, exactFrame: exact,
            proposal: element.proposal, layoutDirection: element.layoutDirection, clipsContent: element.clipsContent,
            clipShape: clipShape, isHidden: element.isHidden, zIndex: element.zIndex, visibleFrame: visible,
            zPosition: element.zPosition, depthExtent: element.depthExtent, effects: effects, layersBehind: element.layersBehind,
            masksContent: element.masksContent, visual: element.visual)
    }
}
