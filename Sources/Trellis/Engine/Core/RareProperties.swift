import Foundation

/// A node's properties that few nodes have (set by `id`, `layoutValue`, grid-cell modifiers,
/// `alignmentGuide`, `offset`, spacers), kept out of line in ``NodeTables/rares``.
///
/// An entry is 64 bytes: the priority, the mark and its context inline (a list whose every
/// element is marked gives each element an entry), the rest in a ``Rest`` made by the first
/// change to one of them and shared, copied on write, between copies of the entry.
struct RareProperties {
    /// The layout priority (a trait: a property of the list element, which propagates outward
    /// through modifiers).
    var priority: Double = 0
    /// The node's `.id(_:)` mark.
    var marker: Marker?
    /// For a marked node: where it was resolved (an index into the resolver's
    /// ``MarkContext``s), so that a replacement can be resolved in the same place; -1 otherwise.
    var context: Int32 = -1
    /// The properties rarer still; `nil` while all of them keep their defaults. (Readers on
    /// the hot path read through this stored property: a computed one's getter copies the
    /// whole entry out of the table first.)
    private(set) var rest: Rest?

    /// The properties few nodes with rare properties have.
    final class Rest {
        var layoutValues: [ObjectIdentifier: Any] = [:]
        var guideOverrides: [GuideOverride] = []
        var spacingOverride: ViewSpacing?
        var drawingOffset: CGSize = .zero
        var outsideChanges: [NodeChange] = []
        var changesBeforeMark = 0
        var zIndex: Double = 0
        var isHidden = false
        var clipsContent = false
        var clipShape: ShapeClip?
        var coordinateSpaceName: AnyHashable?
        var safeAreaExtension: SafeAreaExtension?
        var preferenceEffects: [PreferenceEffect] = []
        var effects: VisualEffects?
        var action: (() -> Void)?
        /// What the animation modifiers set (`AnimatedProperties.swift`): one reference, so
        /// that a rest made for other properties costs no more.
        var animated: AnimatedProperties?

        init() {}

        init(copying other: Rest) {
            layoutValues = other.layoutValues
            guideOverrides = other.guideOverrides
            spacingOverride = other.spacingOverride
            drawingOffset = other.drawingOffset
            outsideChanges = other.outsideChanges
            changesBeforeMark = other.changesBeforeMark
            zIndex = other.zIndex
            isHidden = other.isHidden
            clipsContent = other.clipsContent
            clipShape = other.clipShape
            coordinateSpaceName = other.coordinateSpaceName
            safeAreaExtension = other.safeAreaExtension
            preferenceEffects = other.preferenceEffects
            effects = other.effects
            action = other.action
            animated = other.animated
        }
    }

    /// The rest, made if missing and copied if shared, to be changed.
    private mutating func ownRest() -> Rest {
        guard let rest else {
            let made = Rest()
            self.rest = made
            return made
        }
        if isKnownUniquelyReferenced(&self.rest) { return rest }
        let copy = Rest(copying: rest)
        self.rest = copy
        return copy
    }

    /// Sets the property at `path` of the rest, unless it keeps its default and there is no
    /// rest yet (a default changes nothing, and makes no ``Rest``).
    private mutating func set<Value>(_ path: ReferenceWritableKeyPath<Rest, Value>, _ value: Value, isDefault: Bool) {
        if rest == nil, isDefault { return }
        ownRest()[keyPath: path] = value
    }

    /// The values `layoutValue(key:value:)` set on the node, by key type.
    var layoutValues: [ObjectIdentifier: Any] {
        get { rest?.layoutValues ?? [:] }
        set { set(\.layoutValues, newValue, isDefault: newValue.isEmpty) }
    }

    /// The `alignmentGuide` overrides, innermost first.
    var guideOverrides: [GuideOverride] {
        get { rest?.guideOverrides ?? [] }
        set { set(\.guideOverrides, newValue, isDefault: newValue.isEmpty) }
    }

    /// Spacing preferences set directly (spacers, stand-ins), which replace the node's own.
    var spacingOverride: ViewSpacing? {
        get { rest?.spacingOverride }
        set { set(\.spacingOverride, newValue, isDefault: newValue == nil) }
    }

    /// How far the node is drawn from where its container placed it (`offset`): its frame,
    /// and its content's, move by this much, while its container's layout is unaffected.
    var drawingOffset: CGSize {
        get { rest?.drawingOffset ?? .zero }
        set { set(\.drawingOffset, newValue, isDefault: newValue == .zero) }
    }

    /// For a marked node, and a modifier's node that took on a marked node's traits: the
    /// changes code outside it made to it (a `layoutPriority` or `layoutValue`, on a `Group`
    /// around it or after its modifiers; the row of the `GridRow` it is a cell of), in order,
    /// so that a replacement of it, or of the view it wraps, gets them too.
    var outsideChanges: [NodeChange] {
        get { rest?.outsideChanges ?? [] }
        set { set(\.outsideChanges, newValue, isDefault: newValue.isEmpty) }
    }

    /// How many of ``outsideChanges`` were made before the node's mark: those are part of the
    /// view the mark names, and a replacement of it does not get them.
    var changesBeforeMark: Int {
        get { rest?.changesBeforeMark ?? 0 }
        set { set(\.changesBeforeMark, newValue, isDefault: newValue == 0) }
    }

    /// What activating the node does (a button's action, a toggle's flip): see
    /// ``LayoutHost/activate(id:)``.
    var action: (() -> Void)? {
        get { rest?.action }
        set { set(\.action, newValue, isDefault: newValue == nil) }
    }

    /// The drawing order among siblings (`zIndex`; a trait, like the priority).
    var zIndex: Double {
        get { rest?.zIndex ?? 0 }
        set { set(\.zIndex, newValue, isDefault: newValue == 0) }
    }

    /// Whether `hidden()` hides the node: laid out, not drawn.
    var isHidden: Bool {
        get { rest?.isHidden ?? false }
        set { set(\.isHidden, newValue, isDefault: !newValue) }
    }

    /// Whether the node shows its content only inside its frame (`clipped()`).
    var clipsContent: Bool {
        get { rest?.clipsContent ?? false }
        set { set(\.clipsContent, newValue, isDefault: !newValue) }
    }

    /// The shape the node's content shows inside (`clipShape`), if any: where several are set,
    /// the outermost one that is not a rectangle.
    var clipShape: ShapeClip? {
        get { rest?.clipShape }
        set { set(\.clipShape, newValue, isDefault: newValue == nil) }
    }

    /// The name `coordinateSpace(_:)` gives the node's local space, if any.
    var coordinateSpaceName: AnyHashable? {
        get { rest?.coordinateSpaceName }
        set { set(\.coordinateSpaceName, newValue, isDefault: newValue == nil) }
    }

    /// How the node reaches into the unsafe bands around it (`ignoresSafeArea`, a scroll view).
    var safeAreaExtension: SafeAreaExtension? {
        get { rest?.safeAreaExtension }
        set { set(\.safeAreaExtension, newValue, isDefault: newValue == nil) }
    }

    /// The preference writers and observers on the node, in the order written (innermost
    /// first).
    var preferenceEffects: [PreferenceEffect] {
        get { rest?.preferenceEffects ?? [] }
        set { set(\.preferenceEffects, newValue, isDefault: newValue.isEmpty) }
    }

    /// What the drawing-effect modifiers did to the node, if any (``VisualEffects``).
    var effects: VisualEffects? {
        get { rest?.effects }
        set { set(\.effects, newValue, isDefault: newValue == nil) }
    }

    /// What the animation modifiers set on the node, if any. (Never changed in place: a
    /// change sets a changed copy, so copies of the entry keep theirs.)
    var animated: AnimatedProperties? {
        get { rest?.animated }
        set { set(\.animated, newValue, isDefault: newValue == nil) }
    }

    /// Takes on the list-element traits (priority, layout values, z-index) of `inner`, which
    /// this node wraps.
    mutating func inheritTraits(of inner: RareProperties?) {
        priority = inner?.priority ?? 0
        layoutValues = inner?.layoutValues ?? [:]
        zIndex = inner?.zIndex ?? 0
    }
}

/// An `alignmentGuide` override: the guide it sets and how it computes the value.
struct GuideOverride {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
}
