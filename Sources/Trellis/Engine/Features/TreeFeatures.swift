import Foundation

/// What a tree's features keep beside its nodes: each feature's records, in a type of its own
/// in the feature's file, gathered here so that neither the resolver nor the engine holds a
/// field per feature.
///
/// The resolver fills them as it meets the views that need them (a `GeometryReader`, a
/// `ScrollView`, `ignoresSafeArea`…); the engine takes them whole with the tree
/// (``LayoutEngine/init(_:root:environment:)``), and merges in a replacement's
/// (``merge(_:remap:)``, from `Replacement.swift`, which drops the records of freed nodes
/// first). Adding a feature adds its records' type in its own file, a field here and a line in
/// ``merge(_:remap:)``, and no stored property to the resolver or the engine.
struct TreeFeatures {
    /// The geometry readers and preference-value layers, whose content is made after a pass
    /// (`GeometryReaders.swift`).
    var readers: [GeometryReaderRecord] = []
    /// Whether anything uses the safe area, the host's insets, the window's safe area in the
    /// last pass (`SafeArea.swift`).
    var safeArea = SafeAreaRecords()
    /// Whether a view observes the laid-out tree (`onPreferenceChange`, `onGeometryChange`):
    /// the host reads the tree after each layout for their actions (`LayoutObservers.swift`).
    /// Stays set once a replacement brings one.
    var observesLayout = false
    /// Whether a view has an event modifier (`onAppear`, `onChange`, `task`…): a live host
    /// reads the tree after each layout for the events to run (`ViewEvents.swift`). Stays set
    /// once a replacement brings one.
    var hasEvents = false
    /// The scroll views and what asks them to scroll (`ScrollState.swift`).
    var scrolling = ScrollingRecords()
    /// The `containerRelativeFrame`s and their containers' lengths (`ContainerSizes.swift`).
    var containers = ContainerRecords()
    /// The leaves of custom shapes, whose paths each pass checks (`ShapeChecks.swift`).
    var shapeLeaves: [NodeID] = []
    /// What accessibility modifiers and built-in views attached to nodes
    /// (`Accessibility/AccessibilityAttachment.swift`), read by a result's accessibility tree.
    var accessibility = AccessibilityRecords()

    /// Takes in the records of a replacement's resolver, whose node `id` went to `remap(id)`.
    /// (The containers' frames are the engine's to merge: their lengths depend on the tree,
    /// `LayoutEngine.containerFramesChanged`.)
    mutating func merge(_ other: TreeFeatures, remap: (NodeID) -> NodeID) {
        if other.safeArea.used { safeArea.used = true }
        readers += other.readers.map { reader in
            var reader = reader
            reader.node = remap(reader.node)
            return reader
        }
        if other.observesLayout { observesLayout = true }
        if other.hasEvents { hasEvents = true }
        scrolling.append(other.scrolling, remap: remap)
        shapeLeaves += other.shapeLeaves.map(remap)
        accessibility.append(other.accessibility, remap: remap)
    }
}

/// The safe area's records: whether the tree uses it, and what the engine needs to work it out
/// while placing (`SafeArea.swift`).
struct SafeAreaRecords {
    /// Whether the tree may have an unsafe band anywhere: the host has insets, or something in
    /// the tree adds or ignores them (`ignoresSafeArea`, `safeAreaInset`, `safeAreaPadding`).
    /// Until then the passes skip every safe-area question.
    var used = false
    /// The host's safe-area insets around the root (``LayoutHost/safeAreaInsets``).
    var insets = EdgeInsets()
    /// The window's safe area in the last pass, in root-container coordinates: the window
    /// (the outer rectangle) and the part of it inside the host's insets.
    var window = SafeAreaState(nothingUnsafeAround: .zero)
    /// How far the container placing kept last moved its origin by growing into the unsafe
    /// bands, until the placing reads it (`Placing.swift`).
    var growth: CGPoint?
}
