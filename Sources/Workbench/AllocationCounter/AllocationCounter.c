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

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);

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
  return record(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
  if (counting) counted += 1;
  return record(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
  if (counting) counted += 1;
  void *moved = __libc_realloc(pointer, size);
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

void allocation_counter_start(void) {}

uint64_t allocation_counter_stop(void) { return 0; }

void allocation_recorder_start(void) {}

uint64_t allocation_recorder_stop(void) { return 0; }

uintptr_t allocation_recorder_address(uint64_t index) { return 0; }

#endif
