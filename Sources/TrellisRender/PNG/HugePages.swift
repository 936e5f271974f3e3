import Foundation

/// Large drawing buffers backed by huge pages where the system offers them.
///
/// A buffer the size of an image (a 780 × 1688 canvas in floats is 21 MB) is otherwise
/// handed out by the system 4 KiB at a time, each page faulted in and zeroed on first touch:
/// 5,150 faults for that canvas, more kernel time than drawing into it. Linux backs a range
/// advised with `MADV_HUGEPAGE` with 2 MiB pages instead (when transparent huge pages are
/// `always` or `madvise`); elsewhere, or when the system declines, nothing changes.
enum HugePages {
    /// The size of a huge page: 2 MiB.
    static let size = 1 << 21

    /// Advises the 2 MiB-aligned stretches of `bytes` at `pointer` (not yet touched) for huge
    /// pages; buffers under 2 MiB are left alone.
    static func advise(_ pointer: UnsafeMutableRawPointer, bytes: Int) {
        #if os(Linux)
        guard bytes >= size else { return }
        let start = (Int(bitPattern: pointer) + size - 1) & ~(size - 1), end = (Int(bitPattern: pointer) + bytes) & ~(size - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// `count` zeros, their memory advised for huge pages before it is first written.
    static func zeroed<Element: BinaryFloatingPoint>(count: Int) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            advise(UnsafeMutableRawPointer(base), bytes: count * MemoryLayout<Element>.stride)
            base.initialize(repeating: 0, count: count)
            initialized = count
        }
    }
}
