#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Whether this build counts heap allocations: true on Linux with glibc, where the counter
/// interposes malloc, calloc and realloc; false elsewhere, where the functions below do nothing.
bool allocation_counter_is_available(void);

/// Starts counting the calling thread's calls to malloc, calloc and realloc from zero.
void allocation_counter_start(void);

/// Stops counting on the calling thread and returns how many calls it counted since the start.
uint64_t allocation_counter_stop(void);

/// How many addresses the recorder keeps; a recording that allocates and frees more keeps the
/// first ones.
#define ALLOCATION_RECORDER_CAPACITY 65536

/// Starts recording the addresses that malloc, calloc and realloc return on the calling thread,
/// and those that free (or a realloc that moves the block) gives back, in the order they happen,
/// forgetting those recorded before. Only one thread records at a time (the main thread).
void allocation_recorder_start(void);

/// Stops recording and returns how many allocations and frees it saw since the start: more than
/// ALLOCATION_RECORDER_CAPACITY when it could not keep every address.
uint64_t allocation_recorder_stop(void);

/// The address of the allocation or free at `index` of the last recording, or 0 past what it
/// kept: a freed address with its lowest bit set (no allocation's address has it).
uintptr_t allocation_recorder_address(uint64_t index);

/// Starts (`on`, forgetting what was noted before) or stops tracking sizes on the calling thread:
/// while it is on, every block that thread's malloc, calloc and realloc return reports, through
/// malloc_usable_size, the size its request alone gets from glibc, the same whatever the heap
/// held before, so that a count taken meanwhile is the same on every run. One thread at a time.
void allocation_counter_track_sizes(bool on);

/// What malloc_usable_size reports for `block`, a block malloc, calloc or realloc returned (0
/// where the counter is unavailable).
size_t allocation_counter_block_size(void *block);

#endif
