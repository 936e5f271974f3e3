import Foundation

// The resolver's state, in parts: what the views being resolved are inside, what the nodes
// made so far tell of the tree, how deep resolving is, and what the resolver looked up. Each
// part is plain data owned by ``Resolver``; a feature's records are in ``TreeFeatures``.

/// What the views being resolved are inside: the stack around them, the lazy container whose
/// rows they are, the sections being read, a `scrollPosition` waiting for its scroll view, the
/// tracked live views around them. A container puts the parts its content must not see aside
/// (``ContainerStart``) and restores them after.
@usableFromInline
struct ResolveScope {
    /// The stack orientation of the container whose content is being resolved, as SwiftUI
    /// passes it down to a container's views (through modifiers, not into nested containers):
    /// `Spacer` and `Divider` read it. `nil` outside any stack.
    var stackOrientation: Axis?
    /// The lazy containers' rows (`LazyRows.swift`).
    @usableFromInline var lazy = LazyRowsScope()
    /// The sections declared while a view's sections are being read (`ForEach(sections:)`,
    /// `Group(sections:)`); `nil` otherwise.
    var sections: [SectionRecord]?
    /// The container values set on elements (``ContainerValues``), by node; they move outward
    /// with an element when a modifier wraps it.
    var containerValues: [NodeID: ContainerValues] = [:]
    /// The `scrollPosition` binding for the next scroll view resolved (the modifier's content).
    var scrollPositionBinding: ScrollPositionSource?
    /// How many live views being resolved are tracked (``Resolver/resolveLive(_:)``): a
    /// `ForEach` inside one tracks the reads of its content too.
    @usableFromInline var trackedLiveViews: Int32 = 0

    @usableFromInline init() {}
}

/// Where the rows of lazy containers are collected while they are resolved (`LazyRows.swift`).
@usableFromInline
struct LazyRowsScope {
    /// The lazy container whose rows are being resolved, while its content's own views are:
    /// a `ForEach` among them resolves only some rows. (An index into ``collectors``, -1 for
    /// none: no reference to count per container.)
    @usableFromInline var current: Int32 = -1
    /// The collector of the next container begun (a lazy one about to be added), or -1.
    var next: Int32 = -1
    /// The lazy containers' row collectors made so far.
    var collectors: [LazyRowCollector] = []
    /// The rows to resolve of the next lazy container (the host's, when it resolves one again).
    var plan: LazyPlan?

    @usableFromInline init() {}
}

/// What the nodes made so far tell of the tree, worked out as each is added.
struct NodeSummaries {
    /// Per node, the flags that summarise its subtree (``NodeFlags/subtreeFlags``, with
    /// ``NodeFlags/needsPlacement``): its children are added before it. (A child added after
    /// its container counts as having no flags, and leaves the tree's depth unknown: see
    /// ``Resolver/depth(of:)``.)
    var flags: [NodeFlags] = []
    /// Whether every node was added after its children.
    var addedInOrder = true
    /// How many containers (nodes made by ``Resolver/addContainer(_:name:elements:)``, not
    /// modifiers' wrapping nodes) were added: it sizes the engine's measure cache.
    var containerCount = 0
}

/// How deeply `resolve` is nested, and the depth at which it gives up.
@usableFromInline
struct ResolveNesting {
    /// How deeply `resolve` is nested now.
    @usableFromInline var depth = 0
    /// The depth at which it gives up (`nil`: never).
    @usableFromInline var limit: Int?
    /// Whether resolving gave up at ``limit``: the tree must be resolved again on a thread
    /// with a larger stack (see ``DeepStack``).
    @usableFromInline var exceeded = false

    @usableFromInline init() {}
}

/// What the resolver looked up and keeps while it resolves, so that a tree of many views of a
/// few types asks each question once.
@usableFromInline
struct ResolverMemo {
    /// Per view or modifier type with a body, whether it stores dynamic properties.
    var dynamicPropertyTypes = TypeTable<Bool>()
    /// Per view or modifier type with a body, what a live host does with it (``LiveKind``).
    var liveKinds = TypeTable<LiveKind>()
    /// The last two types found to store no dynamic property (see
    /// ``Resolver/installDynamicProperties(in:)``).
    @usableFromInline var recentPlainTypes: (ObjectIdentifier?, ObjectIdentifier?) = (nil, nil)
    /// Per modifier type, the class of its nodes' boxes.
    var boxTypes = TypeTable<ModifierLayoutBoxBase.Type>()
    /// The modifier boxes made last (at most ``Resolver/sharedBoxCount``, the newest first) and
    /// their indices in the tables, which a node whose modifier's layout is the same as one of
    /// theirs shares.
    var recentBoxes: [(box: ModifierLayoutBoxBase, index: Int32)] = []
    /// The shared container boxes made last (stacks', ``ContainerLayoutBoxBase/isShared``; at
    /// most ``Resolver/sharedBoxCount``, the newest first) and their indices in the tables.
    var recentContainerBoxes: [(box: ContainerLayoutBoxBase, index: Int32)] = []
    /// Per layout type, the class of its containers' boxes and its ``BuiltInLayout``
    /// conformance (looked up once: per container they cost more than resolving it).
    var containerBoxTypes = TypeTable<(box: ContainerLayoutBoxBase.Type, builtIn: (any BuiltInLayout.Type)?)>()
    /// The visual of the last colour drawn, which the next leaf of the same colour shares.
    var lastColorVisual: (color: Color, visual: Int32)?

    @usableFromInline init() {}
}
