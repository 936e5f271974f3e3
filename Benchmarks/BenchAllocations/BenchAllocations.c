#include "BenchAllocations.h"

#if defined(__GLIBC__)
#include <malloc.h>
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static uint64_t allocations;
static int64_t in_use;
static int64_t peak;

static inline void note_allocation(void *pointer) {
    if (!pointer) return;
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    int64_t now = __atomic_add_fetch(&in_use, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
    int64_t high = __atomic_load_n(&peak, __ATOMIC_RELAXED);
    while (now > high && !__atomic_compare_exchange_n(&peak, &high, now, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {}
}

static inline void note_free(void *pointer) {
    if (pointer) __atomic_sub_fetch(&in_use, (int64_t)malloc_usable_size(pointer), __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    note_allocation(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    note_allocation(pointer);
    return pointer;
}

void *realloc(void *old, size_t size) {
    note_free(old);
    void *pointer = __libc_realloc(old, size);
    if (pointer) {
        note_allocation(pointer);
    } else if (old && size != 0) {
        // The old block is still there.
        __atomic_add_fetch(&in_use, (int64_t)malloc_usable_size(old), __ATOMIC_RELAXED);
    }
    return pointer;
}

void free(void *pointer) {
    note_free(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    note_allocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *pointer = memalign(alignment, size);
    if (!pointer) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t bench_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
int64_t bench_bytes_in_use(void) { return __atomic_load_n(&in_use, __ATOMIC_RELAXED); }
int64_t bench_peak_bytes(void) { return __atomic_load_n(&peak, __ATOMIC_RELAXED); }
void bench_reset_peak(void) { __atomic_store_n(&peak, __atomic_load_n(&in_use, __ATOMIC_RELAXED), __ATOMIC_RELAXED); }
int bench_allocations_counted(void) { return 1; }

#else
uint64_t bench_allocation_count(void) { return 0; }
int64_t bench_bytes_in_use(void) { return 0; }
int64_t bench_peak_bytes(void) { return 0; }
void bench_reset_peak(void) {}
int bench_allocations_counted(void) { return 0; }
#endif
