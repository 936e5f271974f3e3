import Foundation

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering: what a `ForEach`'s ``DynamicViewContent/onMove(perform:)`` action
    /// usually does with its arguments.
    ///
    /// ```swift
    /// var fruits = ["apple", "banana", "cherry"]
    /// fruits.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)   // banana, cherry, apple
    /// ```
    ///
    /// Offsets outside the collection are ignored; a destination past the end is the end.
    ///
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: The offset before which the elements go, counted before the move.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let offsets = source.filter { $0 >= 0 && $0 < total }
        guard !offsets.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), total)
        let elements = Array(self)
        let moving = offsets.map { elements[$0] }
        let moved = Set(offsets)
        var rest: [Element] = []
        var insertAt = 0
        for (offset, element) in elements.enumerated() where !moved.contains(offset) {
            if offset < target { insertAt += 1 }
            rest.append(element)
        }
        rest.insert(contentsOf: moving, at: insertAt)
        var index = startIndex
        for element in rest {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection: what a
    /// `ForEach`'s ``DynamicViewContent/onDelete(perform:)`` action usually does with its
    /// argument.
    ///
    /// ```swift
    /// var fruits = ["apple", "banana", "cherry"]
    /// fruits.remove(atOffsets: IndexSet(integer: 1))   // apple, cherry
    /// ```
    ///
    /// Offsets outside the collection are ignored.
    ///
    /// - Parameter offsets: The offsets of the elements to remove.
    public mutating func remove(atOffsets offsets: IndexSet) {
        let total = count
        for offset in offsets.reversed() where offset >= 0 && offset < total {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
