/// One plain value per node, in storage that the results read from the engine share with it:
/// an array whose writes skip the uniqueness check.
///
/// An `Array` checks, at every write, that no one else shares its storage, and copies it if
/// someone does. Placement writes several columns per placed node, and those checks were a
/// tenth of a layout's instructions. A column leaves the check to its owner, once per batch of
/// writes: ``makeUnique()`` copies the storage if a result still reads it, and the writes
/// after it go straight to memory. ``ResultColumns`` makes its columns unique when the engine
/// begins a change (``ResultColumns/beginChanges(_:)``), the one door every pass, replacement
/// and discarding of caches goes through; a result handed out after the change shares the
/// storage again until the next one. Debug builds check, at every write, that the storage is
/// not shared (a write that would have changed a result's frames).
///
/// Copying a column shares its storage, as copying an array does; unlike an array, a write
/// through one copy is seen through every other until ``makeUnique()`` separates them. Only
/// ``ResultColumns`` writes shared columns, and results only read theirs. (Placement's scratch,
/// ``PlacementState``, is a column too, one that nothing shares.)
///
/// The values are plain data (no references: checked when storage is made), so storage is
/// freed without deinitializing them. (`BitwiseCopyable` would say so to the compiler, but
/// Foundation's `CGRect` does not declare it on Linux.)
struct NodeColumn<Element> {
    /// The values, allocated and freed with the storage.
    private final class Storage {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int

        init(capacity: Int) {
            precondition(_isPOD(Element.self), "a node column holds plain data")
            self.capacity = capacity
            base = PlainMemory.allocate(Element.self, capacity: capacity)
        }

        deinit { PlainMemory.deallocate(base) }
    }

    private var storage: Storage
    /// How many nodes have a value.
    private(set) var count: Int

    /// A column of `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        storage = Storage(capacity: count)
        storage.base.initialize(repeating: value, count: count)
        self.count = count
    }

    /// A column of the values of `values`.
    init(_ values: [Element]) {
        let storage = Storage(capacity: values.count)
        values.withUnsafeBufferPointer { values in
            if let source = values.baseAddress { storage.base.initialize(from: source, count: values.count) }
        }
        self.storage = storage
        count = values.count
    }

    /// The positions of the values: `0 ..< count`.
    var indices: Range<Int> { 0 ..< count }

    /// The value of node `index`. Writing it does not check that the storage is unshared: the
    /// owner made it unique (``makeUnique()``) before the batch of writes this one is in.
    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "node index out of range")
            return storage.base[index]
        }
        @inline(__always) set {
            precondition(index >= 0 && index < count, "node index out of range")
            assert(isKnownUniquelyReferenced(&storage), "a column written while a result shares it")
            storage.base[index] = newValue
        }
    }

    /// Gives this column storage of its own, a copy, if anything else shares it.
    @inline(__always)
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { reallocate(capacity: storage.capacity) }
    }

    /// Appends `count` copies of `value` (storage of its own, grown by at least half when full).
    mutating func append(repeating value: Element, count added: Int) {
        guard added > 0 else { return }
        reserve(count + added)
        (storage.base + count).initialize(repeating: value, count: added)
        count += added
    }

    /// Appends the values of `other` from `start` on.
    mutating func append(contentsOf other: NodeColumn, from start: Int) {
        let added = other.count - start
        guard added > 0 else { return }
        reserve(count + added)
        (storage.base + count).initialize(from: other.storage.base + start, count: added)
        count += added
    }

    /// Makes the storage the column's own, with room for `capacity` values.
    private mutating func reserve(_ capacity: Int) {
        if capacity > storage.capacity {
            reallocate(capacity: Swift.max(capacity, storage.capacity + storage.capacity / 2))
        } else {
            makeUnique()
        }
    }

    private mutating func reallocate(capacity: Int) {
        let new = Storage(capacity: capacity)
        new.base.initialize(from: storage.base, count: count)
        storage = new
    }
}

extension NodeColumn: Equatable where Element: Equatable {
    /// Whether both columns hold equal values, node by node.
    static func == (lhs: NodeColumn, rhs: NodeColumn) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.storage === rhs.storage || lhs.indices.allSatisfy { lhs[$0] == rhs[$0] }
    }
}

// Unchecked: the storage is shared between the engine and the results read from it, and only
// the engine writes it, after making it its own (see the type's documentation). Results read
// theirs from any thread, as they read their arrays.
extension NodeColumn: @unchecked Sendable where Element: Sendable {}
