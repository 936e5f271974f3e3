import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
///
/// The collection is random-access and indexed by `Int`; slicing it gives another
/// `LayoutSubviews` that keeps the base collection's indices, like every Swift slice.
///
/// A layout may keep the proxies it is given past the call (in its cache, say; SwiftUI's own
/// examples do). A kept proxy keeps what it needs alive: it still answers size, dimension,
/// spacing, priority and layout-value questions from the tree it was made for, even after the
/// `LayoutHost` is gone, and placing through it has no effect outside a `placeSubviews` of its
/// container (see ``LayoutSubview/place(at:anchor:proposal:)``). It never crashes.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A type that contains a proxy value.
    public typealias Element = LayoutSubview
    /// A type that you can use to index proxy values.
    public typealias Index = Int
    /// A type that contains a subsequence of proxy values.
    public typealias SubSequence = LayoutSubviews

    let engine: LayoutEngine
    /// Where this container's child list starts in the engine's child storage.
    let base: Int

    /// The index of the first subview.
    public let startIndex: Int
    /// An index one past the last subview.
    public let endIndex: Int

    /// The layout direction inherited by the container view.
    ///
    /// Most layouts can ignore it: in right-to-left mode the engine mirrors each subview's
    /// horizontal position inside the container, so placements written for left-to-right
    /// work in both directions.
    public var layoutDirection: LayoutDirection

    init(engine: LayoutEngine, base: Int, count: Int, layoutDirection: LayoutDirection) {
        self.engine = engine
        self.base = base
        self.startIndex = 0
        self.endIndex = count
        self.layoutDirection = layoutDirection
    }

    private init(_ other: LayoutSubviews, bounds: Range<Int>) {
        engine = other.engine
        base = other.base
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
        layoutDirection = other.layoutDirection
    }

    /// The proxy at the given position.
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index \(index) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubview(engine: engine, node: engine.child(at: base + index), entry: base + index)
    }

    /// The proxies in the given range of positions, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range out of bounds")
        return LayoutSubviews(self, bounds: bounds)
    }

    /// Collections are equal when they hold the same subviews in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.engine === rhs.engine && lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
    }

    /// Runs `place` with placement recorded aside, then merges the placed subviews' explicit
    /// values for `key`, each offset by its position relative to `bounds`.
    func mergedExplicitGuide(_ key: AlignmentKey, in bounds: CGRect, place: () -> Void) -> CGFloat? {
        engine.mergedExplicitGuide(key, of: self, in: bounds, place: place)
    }

    /// What identifies these subviews among all: the same child entries of the same tree are
    /// the same subviews (a built-in layout's cache checks it is still for them).
    struct Identity: Equatable {
        private let tree: ObjectIdentifier
        /// The child entries, as the store numbers them (`Int32`: 16 bytes in all, which a
        /// stack's cache keeps).
        private let start: Int32, end: Int32

        /// The subviews at child entries `entries` of `engine`'s tree.
        init(engine: LayoutEngine, entries: Range<Int>) {
            tree = ObjectIdentifier(engine)
            start = Int32(truncatingIfNeeded: entries.lowerBound)
            end = Int32(truncatingIfNeeded: entries.upperBound)
        }
    }

    /// The identity of these subviews.
    var identity: Identity { Identity(engine: engine, entries: base + startIndex ..< base + endIndex) }

    /// Whether the pass is traced: every question is to be asked, none answered from what a
    /// layout kept.
    var isTraced: Bool { engine.measurementLog != nil }

    /// How many problems the pass has reported so far, repeats included: a layout that keeps
    /// an answer past the call that asked it (a stack's probes) keeps only those whose question
    /// reported none, so that a later pass asks again and reports the problem again.
    var problemsReported: Int { engine.reportCount }
}
