import Foundation

/// Memory for a few values of a type, from `malloc`, not Swift's allocator.
///
/// `UnsafeMutablePointer.allocate` asks Swift's runtime for "default" alignment, which on Linux
/// it serves with `posix_memalign`: about 230 instructions a call against `malloc`'s 60, and
/// every container's layout cache was allocated so. `malloc` already aligns to 16 bytes, all
/// that the engine's values need (checked), and `free` frees either.
enum PlainMemory {
    /// Uninitialised memory for `count` values of `type` (at least a byte: every allocation
    /// has an address of its own, even of a value of no size).
    static func allocate<T>(_ type: T.Type, capacity count: Int) -> UnsafeMutablePointer<T> {
        precondition(MemoryLayout<T>.alignment <= 16, "malloc aligns to 16 bytes")
        let bytes = Swift.max(1, MemoryLayout<T>.stride * Swift.max(count, 0))
        guard let memory = malloc(bytes) else { fatalError("out of memory (\(bytes) bytes)") }
        return memory.bindMemory(to: T.self, capacity: count)
    }

    /// Frees memory from ``allocate(_:capacity:)`` (its values deinitialized first, if they
    /// need it).
    static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
        free(pointer)
    }
}
