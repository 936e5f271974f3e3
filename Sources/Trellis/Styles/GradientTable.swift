import Foundation

/// The gradients colours stand for, each kept once for the life of the process and found by
/// index.
///
/// A ``Color`` that paints a gradient style holds its gradient's index here rather than the
/// gradient itself, so that colours, and the views and environments that hold them, stay
/// plain data: copied without reference counting. Gradients are interned by value, so equal
/// gradients share an index and colours compare by it. Index 0 means no gradient.
///
/// The cost: each distinct gradient a process makes (a distinct set of stops and geometry,
/// including its dark-scheme and opacity variants) is kept, about 100 bytes and its stops. Apps
/// make a handful; a program that makes a new gradient for every frame grows by that much per
/// gradient (docs/performance.md, "Memory over time").
final class GradientTable: @unchecked Sendable {
    // Unchecked: `gradients` and `indices` are read and written under `lock` only.
    /// The table of the process.
    static let shared = GradientTable()

    private let lock = NSLock()
    /// The gradients, by index less one.
    private var gradients: [GradientBox] = []
    /// Each gradient's index.
    private var indices: [GradientBox: UInt32] = [:]

    /// The index of `gradient`, which is added the first time a gradient of its value is seen.
    func index(of gradient: GradientBox) -> UInt32 {
        lock.withLock {
            if let known = indices[gradient] { return known }
            gradients.append(gradient)
            let index = UInt32(gradients.count)
            indices[gradient] = index
            return index
        }
    }

    /// The gradient at `index` (1 or more, as ``index(of:)`` gave it).
    func gradient(at index: UInt32) -> GradientBox {
        lock.withLock { gradients[Int(index) - 1] }
    }
}
