import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Running work that recurses once per level of a view tree on a thread with a stack sized to
/// the tree.
///
/// Resolving a view value and measuring through layouts recurse once per level of the tree (a
/// user layout's `sizeThatFits` asks its subviews directly, so measuring cannot be made
/// iterative in general). A thread's stack — 8 MB for a main thread on Linux, 512 KB for a
/// secondary thread on Apple platforms — holds a few thousand levels. Trees deeper than
/// ``shallowDepth`` are therefore resolved and laid out on a thread of their own whose stack
/// grows with the depth (reserved address space; only the pages used are committed), while the
/// calling thread waits. Shallow trees, nearly all of them, run where they are called.
enum DeepStack {
    /// The depth up to which work runs on the caller's thread: small enough for any thread's
    /// stack, deep enough for real screens.
    static let shallowDepth = 256

    /// The stack reserved per level of depth: what a level of resolving or measuring takes in
    /// a debug build, with room to spare.
    static let bytesPerLevel = 32 * 1024

    /// The stack for resolving a tree whose depth is not known yet.
    static let resolveStackBytes = 1 << 30

    /// The stack for laying out a tree `depth` levels deep.
    static func stackBytes(forDepth depth: Int) -> Int {
        min(16 << 20 + depth.multipliedReportingOverflow(by: bytesPerLevel).partialValue, 8 << 30)
    }

    /// Runs `body` on a new thread with `stackBytes` of stack and returns its result; the
    /// calling thread waits. Where no such thread can be made, `body` runs on the caller's.
    static func run<R>(stackBytes: Int, _ body: () -> R) -> R {
        withoutActuallyEscaping(body) { body in
            var result: R?
            let work = Work { result = body() }
            guard start(work, stackBytes: stackBytes) else { return body() }
            return result!
        }
    }

    /// The work a thread runs. The caller waits for the thread, so nothing is shared while
    /// both run.
    private final class Work: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `work` on a new thread and waits for it; false if the thread could not be made.
    private static func start(_ work: Work, stackBytes: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let size = (max(stackBytes, 1 << 20) + pageSize - 1) / pageSize * pageSize
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return false }
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            #if canImport(Darwin)
            let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
            #else
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            #endif
            work.body()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
        guard let thread else { return false }
        #endif
        pthread_join(thread, nil)
        return true
    }
}
