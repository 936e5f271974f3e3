import Foundation

/// The resolver's name inside Trellis.
@usableFromInline typealias Resolver = _ViewResolver

/// Turns a view tree into node storage, once. An implementation detail of ``View``, public
/// only because ``View/_resolve(_:into:)`` names it: nothing in it is for use outside Trellis.
///
/// Views with a `body` are expanded; built-in views add nodes. A container collects the nodes
/// its content produces as its children. Modifiers wrap each element of their content
/// separately, as SwiftUI applies a modifier on a group to each of its views.
///
/// Each view type reaches the resolver through its own static entry point,
/// ``View/_resolve(_:into:)``, whose default (expand `body`) and whose built-in versions are
/// inlinable: a view tree written in an app's module is resolved by code specialised for its
/// types there, with no run-time type lookups between a view and its body.
public struct _ViewResolver {
    /// What the features of the views resolved so far keep (``TreeFeatures``): readers,
    /// whether anything uses the safe area, scroll views, container-relative frames, shapes'
    /// leaves. The engine takes them with the tree.
    var features = TreeFeatures()
    /// What the views being resolved are inside: the stack, the lazy container collecting
    /// rows, the sections being read, a scroll position waiting for its scroll view
    /// (``ResolveScope``).
    @usableFromInline var scope = ResolveScope()
    /// The nodes made so far, their child lists and the tables of what they refer to.
    /// (Changed only by the resolver itself: here and in `ResolverExtent.swift`.)
    var store = NodeStore()
    /// The nodes made so far.
    var nodes: [Node] { store.nodes }
    /// The child lists of the nodes made so far.
    var children: [NodeID] { store.children }
    /// Per node, the flags that summarise its subtree, and what they tell of the tree
    /// (``NodeSummaries``). Changed only by the resolver itself.
    var summary = NodeSummaries()
    /// The environment of the view being resolved.
    @usableFromInline var environment: EnvironmentValues { didSet { marks.environmentChanged() } }
    /// Where text finds its fonts.
    let fonts: FontLibrary
    /// What resolving found wrong, each with the nodes of the view that reported it (see
    /// ``ResolveProblem``).
    /// (Changed only in `ResolverProblems.swift`.)
    @usableFromInline var problems: [ResolveProblem] = []
    /// The places where marked views were resolved (``MarkContexts``); marked nodes index it.
    private(set) var marks = MarkContexts()
    /// How deeply `resolve` is nested now, and where it gives up (``ResolveNesting``).
    @usableFromInline var nesting = ResolveNesting()
    /// Where the view being resolved appends its top-level nodes (its elements).
    @usableFromInline var elements: [NodeID] = []
    /// In a live host, what records the views that must be resolved again when what they
    /// read changes (`LiveRecorder.swift`); `nil` for a snapshot.
    @usableFromInline var live: LiveRecorder?
    /// What the resolver looked up and keeps while it resolves: per-type facts, the boxes and
    /// visual made last (``ResolverMemo``).
    @usableFromInline var memo = ResolverMemo()

    init(environment: EnvironmentValues, fonts: FontLibrary) {
        self.environment = environment
        self.fonts = fonts
        if let problem = environment.displayScaleProblem { report(.invalidModifierValue, "displayScale", problem) }
    }

    /// A resolver for a replacement: it resolves in `context` (where the replaced view was)
    /// and extends an engine's `contexts`, whose indices its marked nodes keep.
    init(continuing contexts: [MarkContext], context: MarkContext, fonts: FontLibrary) {
        self.environment = context.environment
        self.scope.stackOrientation = context.stackOrientation
        self.fonts = fonts
        self.marks = MarkContexts(continuing: contexts)
    }

    /// The places where marked views were resolved; marked nodes index it.
    var contexts: [MarkContext] { marks.contexts }

    /// The index of the current environment and stack orientation among ``contexts``
    /// (``MarkContexts/index(environment:stackOrientation:)``).
    mutating func currentContext() -> Int32 {
        // (The common case first, without handing the environment over.)
        if let index = marks.recentIndex(for: scope.stackOrientation) { return index }
        return marks.index(environment: environment, stackOrientation: scope.stackOrientation)
    }

    /// Resolves `view`, appending its top-level nodes to `elements`.
    @inlinable
    mutating func resolve<V: View>(_ view: V, into elements: inout [NodeID]) {
        swap(&elements, &self.elements)
        resolve(view)
        swap(&elements, &self.elements)
    }

    /// Resolves `view`, appending its top-level nodes to ``elements``: through the view type's
    /// own entry point, found statically where the type is known.
    @inlinable
    mutating func resolve<V: View>(_ view: consuming V) {
        nesting.depth += 1
        defer { nesting.depth -= 1 }
        if let limit = nesting.limit, nesting.depth > limit {
            nesting.exceeded = true
            return
        }
        V._resolve(view, into: &self)
    }

    /// Reports a view without a body and without an entry point of its own: every built-in
    /// view has one, so this is a view Trellis does not know; it is left out.
    @usableFromInline
    mutating func reportUnknownView<V: View>(_ view: V) {
        report(
            .invalidModifierValue, String(describing: V.self),
            "declares no body and is not a view Trellis knows; it is left out")
    }

    /// Resolves a built-in view through its ``PrimitiveView`` implementation; the problems it
    /// reports (of its own values, or of views in it left out) belong to the nodes it becomes.
    mutating func resolveBuiltIn<V: PrimitiveView>(_ view: V) {
        resolvingBuiltIn { view.resolve(into: &$0, elements: &$1) }
    }

    /// Resolves `content` modified by the built-in `modifier` through its
    /// ``PrimitiveModifier`` implementation; its problems belong to the nodes it becomes.
    mutating func resolveBuiltIn<M: PrimitiveModifier, Content: View>(_ content: Content, by modifier: M) {
        resolvingBuiltIn { modifier.resolve(content: content, into: &$0, elements: &$1) }
    }

    /// Where a built-in modifier's content starts (see ``ModifierStart``). Inlinable: a call
    /// from the caller's module would pass the whole resolver (536 bytes) by copy.
    @inlinable var modifierStart: ModifierStart {
        ModifierStart(elements: elements.count, problems: problems.count)
    }

    /// Runs `body`, which resolves a built-in view into the list it is given (the view's
    /// elements, appended to ``elements`` after), and gives the problems it reports that no
    /// view owns yet to those elements.
    @inlinable
    mutating func resolvingBuiltIn(_ body: (inout _ViewResolver, inout [NodeID]) -> Void) {
        owningProblems { resolver in
            var elements: [NodeID] = []
            swap(&elements, &resolver.elements)
            body(&resolver, &elements)
            swap(&elements, &resolver.elements)
        }
    }

    /// How many boxes ``ResolverMemo/recentBoxes`` keeps: enough for the modifiers of a leaf written with a
    /// few (`.frame(width: 10, height: 10).frame(maxWidth: .infinity).padding()`).
    private static var sharedBoxCount: Int { 4 }

    /// The index of a box for a node of the modifier `modifier` (whose type picks the box's
    /// class), laid out by `layout`: one of the last few made when its layout is the same (a
    /// modifier's box is immutable, so the 10,000 leaves of a list written with one
    /// `.frame(width: 10, height: 10)` share one box), else a new one.
    mutating func box<M: UnaryLayoutModifier>(_ layout: M.LayoutType, modifier: M) -> Int32 {
        let type = memo.boxTypes.value(for: M.self) { _ in ModifierLayoutBox<M.LayoutType>.self }
        for entry in memo.recentBoxes.indices where Swift.type(of: memo.recentBoxes[entry].box) == type {
            // (Of the class `type` names: the layout is of `M.LayoutType`.)
            let candidate = unsafeDowncast(memo.recentBoxes[entry].box, to: ModifierLayoutBox<M.LayoutType>.self)
            if candidate.holdsLayout(identicalTo: layout) { return memo.recentBoxes[entry].index }
        }
        let box = withUnsafePointer(to: layout) { type.init(layoutAt: $0) }
        let index = store.tables.add(box)
        if memo.recentBoxes.count == Self.sharedBoxCount { memo.recentBoxes.removeLast() }
        memo.recentBoxes.insert((box, index), at: 0)
        return index
    }

    /// The index of a box for a container laid out by `layout`: for a layout whose boxes are
    /// shared (``ContainerLayoutBoxBase/isShared``, a stack's), one of the last few made when
    /// its layout is the same, else a new one.
    mutating func containerBoxIndex<L: Layout>(_ layout: L) -> Int32 {
        if L.self == AnyLayout.self { return store.tables.add(LayoutBox(layout)) }
        let kind = containerBoxKind(of: layout)
        guard kind.box.isShared else {
            return store.tables.add(withUnsafePointer(to: layout) { kind.box.init(layoutAt: $0, builtIn: kind.builtIn) })
        }
        for entry in memo.recentContainerBoxes.indices where type(of: memo.recentContainerBoxes[entry].box) == kind.box {
            // (Of the class `kind.box` names: the layout is an `L`.)
            if withUnsafePointer(to: layout, { memo.recentContainerBoxes[entry].box.holdsLayout(identicalTo: $0) }) {
                return memo.recentContainerBoxes[entry].index
            }
        }
        let box = withUnsafePointer(to: layout) { kind.box.init(layoutAt: $0, builtIn: kind.builtIn) }
        let index = store.tables.add(box)
        if memo.recentContainerBoxes.count == Self.sharedBoxCount { memo.recentContainerBoxes.removeLast() }
        memo.recentContainerBoxes.insert((box, index), at: 0)
        return index
    }

    /// The class of an `L`'s boxes and its ``BuiltInLayout`` conformance, looked up once per type.
    @inline(__always)
    private mutating func containerBoxKind<L: Layout>(of layout: L) -> (box: ContainerLayoutBoxBase.Type, builtIn: (any BuiltInLayout.Type)?) {
        memo.containerBoxTypes.value(for: L.self) { _ in
            (Self.boxClass(of: L.self), ContainerLayoutBoxBase.builtIn(of: layout))
        }
    }

    /// The class of the boxes of containers laid out by an `L`: a stack's is shared by the
    /// stacks written alike, its cache kept by the engine (``StackLayoutBox``).
    private static func boxClass<L: Layout>(of _: L.Type) -> ContainerLayoutBoxBase.Type {
        func stackBox<S: StackLayoutKind>(_: S.Type) -> ContainerLayoutBoxBase.Type { StackLayoutBox<S>.self }
        if let stack = L.self as? any StackLayoutKind.Type { return stackBox(stack) }
        return LayoutBox<L>.self
    }

    /// The index of the visual of a leaf filled with `color`: the last one made when it is the
    /// same colour (a visual is immutable, and the leaves of a list are usually drawn alike),
    /// else a new one.
    @inline(__always)
    mutating func colorVisual(_ color: Color) -> Int32 {
        if let last = memo.lastColorVisual, last.color == color { return last.visual }
        let visual = store.tables.add(Visual.color(color))
        memo.lastColorVisual = (color, visual)
        return visual
    }

    /// Adds a leaf filled with `color` to ``elements``.
    @usableFromInline
    mutating func addColor(_ color: Color) {
        // (The light scheme, the common case, changes no colour: asked here, not by a call.)
        let resolved = environment.scheme == .light ? color : environment.resolved(color)
        elements.append(addLeaf(sizing: NodeTables.fillSizing, name: .color, visual: colorVisual(resolved)))
    }

    /// Starts a container laid out by `layout`: its content, resolved next onto the end of
    /// ``elements``, sees the layout's stack orientation. ``endContainer(_:layout:name:)`` adds
    /// it. (One list serves every container being resolved, as a stack: a list of its own for
    /// each would be an allocation per container.)
    @usableFromInline
    mutating func beginContainer<L: Layout>(_ layout: L) -> ContainerStart {
        let start = ContainerStart(stackOrientation: scope.stackOrientation, elements: elements.count, sections: scope.sections, lazyRows: scope.lazy.current)
        // (Only `AnyLayout`'s properties depend on its value: asking every layout type whether it
        // conforms costs a run-time conformance look-up per container.)
        let dynamic = L.self == AnyLayout.self ? (layout as? any DynamicLayoutProperties) : nil
        scope.stackOrientation = (dynamic?.instanceLayoutProperties ?? L.layoutProperties).stackOrientation
        scope.sections = nil
        // A lazy container about to be added collects its rows (`LazyRows.swift`).
        scope.lazy.current = scope.lazy.next
        scope.lazy.next = -1
        return start
    }

    /// Adds the container begun by ``beginContainer(_:)``, whose subviews are the elements
    /// resolved since, in their place among the elements.
    @usableFromInline
    mutating func endContainer<L: Layout>(_ start: consuming ContainerStart, layout: L, name: NodeName?) {
        scope.stackOrientation = start.stackOrientation
        scope.sections = start.sections
        let collected = scope.lazy.current
        scope.lazy.current = start.lazyRows
        let box = containerBoxIndex(layout)
        let container: NodeID
        do {
            // (The slice ends here: the list is then shortened in place, not copied.)
            container = addContainer(box, name: name ?? .layout, elements: elements[start.elements...])
        }
        elements.removeLast(elements.count - start.elements)
        elements.append(container)
        if collected >= 0 { addLazyContainer(container, scope.lazy.collectors[Int(collected)]) }
    }

    /// Resolves `view` and returns its top-level nodes.
    mutating func elements<V: View>(of view: V) -> [NodeID] {
        var elements: [NodeID] = []
        resolve(view, into: &elements)
        return elements
    }

    /// Adds a leaf node.
    mutating func addLeaf(_ sizing: LeafSizing, name: String, visual: Visual? = nil) -> NodeID {
        addLeaf(sizing, name: .text(name), visual: visual)
    }

    /// Adds a leaf node whose name is written only when read.
    mutating func addLeaf(_ sizing: consuming LeafSizing, name: consuming NodeName, visual: consuming Visual? = nil) -> NodeID {
        let flags = NodeFlags.leaf(sizing)
        let visualIndex = visual.map { store.tables.add($0) } ?? -1
        return addLeaf(sizing: store.tables.add(sizing), flags: flags, name: store.tables.store(name), visual: visualIndex)
    }

    /// Adds a leaf node sized by the sizing at `sizing` in the tables (`.fill` unless said),
    /// drawn by the visual at `visual` (-1: not drawn).
    private mutating func addLeaf(
        sizing: Int32, flags leafFlags: NodeFlags = NodeFlags.leaf(.fill), name: NameSource, visual: Int32
    ) -> NodeID {
        makeRoomForNode()
        summary.flags.append(leafFlags.union(.needsPlacement))
        var node = Node(behavior: .leaf(sizing), name: name, layoutDirection: environment.layoutDirection)
        node.visual = visual
        return store.append(node)
    }

    /// Resolves `content` as the subviews of a container laid out by `layout`, and adds that
    /// container: its content sees the layout's stack orientation. Without a `name`, the
    /// container is named after its layout's type (written only when read).
    @inlinable
    mutating func addContainer<L: Layout, Content: View>(_ layout: L, name: NodeName?, content: Content) {
        let start = beginContainer(layout)
        resolve(content)
        endContainer(start, layout: layout, name: name)
    }

    /// Adds a container node whose subviews are `elements`, in order.
    mutating func addContainer<L: Layout>(_ layout: L, name: NodeName, elements: [NodeID]) -> NodeID {
        addContainer(containerBoxIndex(layout), name: name, elements: elements)
    }

    /// Adds a container node laid out by the box at `box` in the tables, whose subviews are
    /// `elements`, in order.
    mutating func addContainer<C: Collection<NodeID>>(_ box: Int32, name: consuming NodeName, elements: C) -> NodeID {
        let id = NodeID(nodes.count)
        summary.containerCount += 1
        makeRoomForNode()
        var childFlags = NodeFlags.subtreeFlags
        for element in elements {
            if element.index < id.index {
                childFlags.formIntersection(summary.flags[element.index])
            } else {
                childFlags = []
                summary.addedInOrder = false
            }
        }
        summary.flags.append(NodeFlags.container(store.tables.flagRules[Int(box)], children: childFlags).union(.needsPlacement))
        let start = Int32(store.children.count)
        _ = store.append(Node(
            behavior: .layout(box), name: store.tables.store(name), layoutDirection: environment.layoutDirection,
            children: start ..< start + Int32(elements.count)))
        store.children.append(contentsOf: elements)
        for element in elements { store.nodes[element.index].parent = id }
        return id
    }

    /// How many levels the tree has below `root`, when every node was added after its
    /// children (as resolving adds them); `nil` otherwise (the engine walks the tree for it).
    func depth(of root: NodeID) -> Int? {
        guard summary.addedInOrder, root != .none else { return nil }
        // In the order nodes were added, a node's height is final before its container's: one
        // pass, each node raising its container's height to its own plus one, gives them all.
        var heights = [Int32](repeating: 0, count: nodes.count)
        heights.withUnsafeMutableBufferPointer { heights in
            store.nodes.withUnsafeBufferPointer { nodes in
                for index in nodes.indices {
                    let parent = nodes[index].parent
                    if parent != .none { heights[parent.index] = Swift.max(heights[parent.index], heights[index] + 1) }
                }
            }
        }
        return Int(heights[root.index])
    }

    /// Wraps one element in a modifier node laid out by the box at `box` in the tables, with
    /// a single subview: the element's traits (priority, layout values) move outward with it.
    mutating func wrap(_ element: NodeID, in box: Int32, name: consuming NodeName) -> NodeID {
        guard element.index < nodes.count else { return addContainer(box, name: name, elements: CollectionOfOne(element)) }
        // ``addContainer(_:name:elements:)`` for one subview added before it, written out: a
        // modifier's node is made for every view it modifies.
        let id = NodeID(nodes.count)
        makeRoomForNode()
        summary.flags.append(NodeFlags.container(store.tables.flagRules[Int(box)], children: summary.flags[element.index]).union(.needsPlacement))
        _ = store.append(Node(
            behavior: .layout(box), name: store.tables.store(name), layoutDirection: environment.layoutDirection,
            childStart: Int32(store.children.count), childCount: 1))
        store.children.append(element)
        store.nodes[element.index].parent = id
        inheritTraits(of: element, into: id)
        if !scope.containerValues.isEmpty, let values = scope.containerValues[element] { scope.containerValues[id] = values }
        return id
    }

    /// Makes node `wrapper` take on the list-element traits (priority, layout values) of
    /// `inner`, which it wraps.
    mutating func inheritTraits(of inner: NodeID, into wrapper: NodeID) {
        store.inheritTraits(of: inner, into: wrapper)
    }

    /// Changes the rare properties (``RareProperties``) of the nodes in `elements` in place.
    mutating func update<C: Collection<NodeID>>(_ elements: C, _ change: (inout RareProperties) -> Void) {
        for element in elements { store.updateRare(element, change) }
    }

    /// Changes the nodes in `elements` from outside the views they are (a trait modifier, a
    /// grid row): a marked node, and a node that took on a marked node's traits (a modifier's
    /// around it), keep the change, for replacements (see ``RareProperties/outsideChanges``).
    mutating func updateFromOutside<C: Collection<NodeID>>(_ elements: C, _ change: NodeChange) {
        for element in elements {
            let keeps = store.keepsOutsideChanges(element) || store.takesTraitsOfMarkedNode(element)
            store.updateRare(element) {
                change.apply(to: &$0)
                if keeps { $0.outsideChanges.append(change) }
            }
            noteEffects(of: change, on: element)
        }
    }

    /// Updates what `element`'s flags say of it after `change`.
    mutating func noteEffects(of change: NodeChange, on element: NodeID) {
        switch change {
        // An alignment guide set on a view is an explicit guide of it.
        case .guideOverride: summary.flags[element.index].remove(.noExplicitGuides)
        // Where it grows depends on where it is in the window (``SafeAreaExtension``).
        case let .ignoresSafeArea(edges) where !edges.isEmpty:
            summary.flags[element.index].remove(.placesRelatively)
            summary.flags[element.index].insert(.reachesIntoSafeArea)
            features.safeArea.used = true
        default: break
        }
    }

    /// Resolves a root view: a single node, or an implicit stack-free group of several.
    /// Resolves `view` as the root of a tree: on the calling thread when it is at most
    /// ``DeepStack/shallowDepth`` levels deep, else again on a thread with a larger stack.
    static func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues, fonts: FontLibrary) -> (Resolver, NodeID) {
        resolveRoot(environment: environment, fonts: fonts, live: nil) { $0.resolve(view, into: &$1) }
    }

    /// Resolves the root view that `resolve` resolves (into the resolver and list it is
    /// given), recording its live views in `live` when given (`LiveRecorder.swift`).
    static func resolveRoot(
        environment: EnvironmentValues, fonts: FontLibrary, live: LiveViews?,
        _ resolve: (inout Resolver, inout [NodeID]) -> Void
    ) -> (Resolver, NodeID) {
        let shallow = resolveRoot(environment: environment, fonts: fonts, live: live, depthLimit: DeepStack.shallowDepth, resolve)
        guard shallow.0.nesting.exceeded else { return shallow }
        return DeepStack.run(stackBytes: DeepStack.resolveStackBytes) {
            resolveRoot(environment: environment, fonts: fonts, live: live, depthLimit: nil, resolve)
        }
    }

    private static func resolveRoot(
        environment: EnvironmentValues, fonts: FontLibrary, live: LiveViews?, depthLimit: Int?,
        _ resolve: (inout Resolver, inout [NodeID]) -> Void
    ) -> (Resolver, NodeID) {
        var resolver = Resolver(environment: environment, fonts: fonts)
        resolver.nesting.limit = depthLimit
        resolver.live = live.map { LiveRecorder(views: $0) }
        var elements: [NodeID] = []
        resolve(&resolver, &elements)
        let root: NodeID
        if elements.count == 1 {
            root = elements[0]
        } else {
            // Several (or no) top-level views: lay them out as SwiftUI lays out a view list
            // at the root of a window, stacked on top of each other in a ZStack-like container.
            root = resolver.addContainer(RootLayout(), name: .builtIn(.root), elements: elements)
        }
        resolver.releaseSpareCapacity()
        return (resolver, root)
    }
}
