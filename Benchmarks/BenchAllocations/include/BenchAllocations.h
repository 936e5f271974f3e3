// Counts heap allocations and tracks the bytes in use, for the benchmark's per-node figures.
//
// The benchmark executable links this target, whose `malloc` family wraps glibc's own
// (`__libc_malloc`…): symbols defined in the executable take precedence over the C library's,
// so every allocation in the process, Swift's included, passes through here.
#ifndef BENCH_ALLOCATIONS_H
#define BENCH_ALLOCATIONS_H

#include <stdint.h>

/// Heap allocations made since the process started (malloc, calloc, realloc, aligned forms).
uint64_t bench_allocation_count(void);
/// Bytes currently allocated (usable sizes), as the allocator reports them.
int64_t bench_bytes_in_use(void);
/// The most bytes in use since the last `bench_reset_peak()`.
int64_t bench_peak_bytes(void);
/// Starts a new peak from the bytes in use now.
void bench_reset_peak(void);
/// Whether the wrappers are active (glibc only).
int bench_allocations_counted(void);

#endif
