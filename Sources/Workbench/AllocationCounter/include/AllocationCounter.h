#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build counts heap allocations: true on Linux with glibc, where the counter
/// interposes malloc, calloc and realloc; false elsewhere, where the functions below do nothing.
bool allocation_counter_is_available(void);

/// Starts counting the calling thread's calls to malloc, calloc and realloc from zero.
void allocation_counter_start(void);

/// Stops counting on the calling thread and returns how many calls it counted since the start.
uint64_t allocation_counter_stop(void);

#endif
