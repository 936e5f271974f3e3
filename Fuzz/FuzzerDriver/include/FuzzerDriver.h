#ifndef TRELLIS_FUZZER_DRIVER_H
#define TRELLIS_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs with their own main (compiler-rt FuzzerInterface.h): runs
/// the fuzzer with the command line's options, calling `callback` with each input. Defined
/// only when linked with -sanitize=fuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
