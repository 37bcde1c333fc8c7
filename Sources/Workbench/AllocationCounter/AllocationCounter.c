// Counts heap allocations by interposing malloc, calloc and realloc.
//
// On Linux with glibc a definition of malloc in the executable takes the place of libc's for the
// whole process, the Swift runtime included. Each forwards to glibc's own entry points
// (__libc_malloc and friends), which need no dlsym lookup and so cannot recurse while the
// dynamic loader allocates. Counting is per thread, so that allocations made by other threads
// (a test runner's, the runtime's) never enter the count of the replay being measured; the
// thread-local variables use the initial-exec model, which reads them without allocating.
//
// The recorder keeps the addresses malloc, calloc and realloc return while it records, and those
// free (or a realloc that moves) gives back, in order, in a fixed buffer (recording must not
// allocate). A freed address is kept with its lowest bit set: glibc's blocks are aligned to 16
// bytes, so no allocation's address has it. The buffer is one for the process: only the main
// thread records, where the harness drives its screens.
//
// malloc_usable_size is interposed too, so that the count is the same on every run. Swift sizes
// an array's or a string's buffer by what malloc_usable_size says the block holds, and grows it
// (one more allocation) only when that is full. glibc sometimes hands out a block 16 bytes larger
// than the request needs (a free block whose remainder would be too small to keep apart), and
// which blocks are free depends on everything the process did before (its environment, its
// paths, other threads), so the same replay grew a buffer once more or once less from one run to
// the next (history's scenarios counted 585 or 584). While a count is prepared and taken
// (allocation_counter_track_sizes), every block the counting thread makes reports the size glibc
// gives its request when nothing is left over: blocks that came out larger are noted in a small
// table, and the size reported is never more than the block has. Outside that window, and on
// every other thread, nothing is noted and glibc's own size is reported, so a timed run pays
// nothing for it.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);

// What malloc_usable_size says of a block glibc made for `size` bytes with nothing left over:
// the chunk is the request plus its 8-byte header, rounded up to 16, at least 32 bytes.
static inline size_t exact_usable(size_t size) {
  size_t chunk = size + 8 + 15 < 32 ? 32 : (size + 8 + 15) & ~(size_t)15;
  return chunk - 8;
}

// What the block really holds, read from its chunk header as glibc's malloc_usable_size does
// (an mmapped chunk, bit 2, has a 16-byte header).
static inline size_t real_usable(void *pointer) {
  size_t header = ((size_t *)pointer)[-1];
  return (header & ~(size_t)7) - ((header & 2) ? 16 : 8);
}

// The blocks that came out larger than their request while sizes are tracked: address and size
// to report. Open addressing with tombstones, used by the tracking thread alone (one thread
// tracks at a time: the main thread, where the harness counts); when three quarters full, a new
// block is left out (its real size is reported).
#define LARGER_CAPACITY 16384
#define TOMBSTONE ((uintptr_t)1)
static uintptr_t larger_address[LARGER_CAPACITY];
static size_t larger_size[LARGER_CAPACITY];
static int larger_used;  // live entries and tombstones
static __thread __attribute__((tls_model("initial-exec"))) bool tracking;

static inline size_t slot_of(uintptr_t address) {
  return (size_t)((address >> 4) * 0x9E3779B97F4A7C15ull >> 50) & (LARGER_CAPACITY - 1);
}

// Notes what the block at `pointer`, made for `size` bytes, reports: its exact size when it
// came out larger; its real one (any entry for a block freed before at that address removed)
// when not.
static void note_block(void *pointer, size_t size) {
  if (!tracking || !pointer) return;
  size_t exact = exact_usable(size);
  bool larger = real_usable(pointer) > exact;
  uintptr_t address = (uintptr_t)pointer;
  size_t slot = slot_of(address);
  size_t free_slot = LARGER_CAPACITY;
  for (size_t probe = 0; probe < LARGER_CAPACITY; probe++) {
    size_t index = (slot + probe) & (LARGER_CAPACITY - 1);
    uintptr_t found = larger_address[index];
    if (found == address) {
      if (larger) {
        larger_size[index] = exact;
      } else {
        larger_address[index] = TOMBSTONE;
      }
      return;
    }
    if (found == TOMBSTONE && free_slot == LARGER_CAPACITY) free_slot = index;
    if (found == 0) {
      if (free_slot == LARGER_CAPACITY) free_slot = index;
      break;
    }
  }
  // Keep a quarter empty, so that a lookup ends at an empty slot.
  if (larger && free_slot != LARGER_CAPACITY
      && (larger_address[free_slot] == TOMBSTONE || larger_used < LARGER_CAPACITY * 3 / 4))
  {
    if (larger_address[free_slot] == 0) larger_used += 1;
    larger_address[free_slot] = address;
    larger_size[free_slot] = exact;
  }
}

size_t malloc_usable_size(void *pointer) {
  if (!pointer) return 0;
  size_t real = real_usable(pointer);
  if (!tracking) return real;
  uintptr_t address = (uintptr_t)pointer;
  size_t slot = slot_of(address);
  for (size_t probe = 0; probe < LARGER_CAPACITY; probe++) {
    size_t index = (slot + probe) & (LARGER_CAPACITY - 1);
    uintptr_t found = larger_address[index];
    if (found == 0) break;
    // Never more than the block holds, should an entry outlive its block.
    if (found == address) return larger_size[index] < real ? larger_size[index] : real;
  }
  return real;
}

void allocation_counter_track_sizes(bool on) {
  if (on) {
    for (size_t index = 0; index < LARGER_CAPACITY; index++) larger_address[index] = 0;
    larger_used = 0;
  }
  tracking = on;
}

static __thread __attribute__((tls_model("initial-exec"))) bool counting;
static __thread __attribute__((tls_model("initial-exec"))) uint64_t counted;
static __thread __attribute__((tls_model("initial-exec"))) bool recording;
static uint64_t recorded_count;
static uintptr_t recorded[ALLOCATION_RECORDER_CAPACITY];

static inline void keep(uintptr_t entry) {
  if (recorded_count < ALLOCATION_RECORDER_CAPACITY) recorded[recorded_count] = entry;
  recorded_count += 1;
}

static inline void *record(void *address) {
  if (recording && address) keep((uintptr_t)address);
  return address;
}

void *malloc(size_t size) {
  if (counting) counted += 1;
  void *block = __libc_malloc(size);
  note_block(block, size);
  return record(block);
}

void *calloc(size_t count, size_t size) {
  if (counting) counted += 1;
  void *block = __libc_calloc(count, size);
  // A product that overflows gives no block.
  if (block) note_block(block, count * size);
  return record(block);
}

void *realloc(void *pointer, size_t size) {
  if (counting) counted += 1;
  void *moved = __libc_realloc(pointer, size);
  note_block(moved, size);
  // A block grown in place is the same allocation; one that moved freed the old address.
  if (recording && moved != pointer) {
    if (pointer && (moved || size == 0)) keep((uintptr_t)pointer | 1);
    if (moved) keep((uintptr_t)moved);
  }
  return moved;
}

void free(void *pointer) {
  if (recording && pointer) keep((uintptr_t)pointer | 1);
  __libc_free(pointer);
}

bool allocation_counter_is_available(void) { return true; }

size_t allocation_counter_block_size(void *block) { return malloc_usable_size(block); }

void allocation_counter_start(void) {
  counted = 0;
  counting = true;
}

uint64_t allocation_counter_stop(void) {
  counting = false;
  return counted;
}

void allocation_recorder_start(void) {
  recorded_count = 0;
  recording = true;
}

uint64_t allocation_recorder_stop(void) {
  recording = false;
  return recorded_count;
}

uintptr_t allocation_recorder_address(uint64_t index) {
  return index < recorded_count && index < ALLOCATION_RECORDER_CAPACITY ? recorded[index] : 0;
}

#else

bool allocation_counter_is_available(void) { return false; }

size_t allocation_counter_block_size(void *block) { return 0; }

void allocation_counter_track_sizes(bool on) {}

void allocation_counter_start(void) {}

uint64_t allocation_counter_stop(void) { return 0; }

void allocation_recorder_start(void) {}

uint64_t allocation_recorder_stop(void) { return 0; }

uintptr_t allocation_recorder_address(uint64_t index) { return 0; }

#endif
