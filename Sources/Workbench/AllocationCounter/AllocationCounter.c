// Counts heap allocations by interposing malloc, calloc and realloc.
//
// On Linux with glibc a definition of malloc in the executable takes the place of libc's for the
// whole process, the Swift runtime included. Each forwards to glibc's own entry points
// (__libc_malloc and friends), which need no dlsym lookup and so cannot recurse while the
// dynamic loader allocates. Counting is per thread, so that allocations made by other threads
// (a test runner's, the runtime's) never enter the count of the replay being measured; the
// thread-local variables use the initial-exec model, which reads them without allocating.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static __thread __attribute__((tls_model("initial-exec"))) bool counting;
static __thread __attribute__((tls_model("initial-exec"))) uint64_t counted;

void *malloc(size_t size) {
  if (counting) counted += 1;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  if (counting) counted += 1;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (counting) counted += 1;
  return __libc_realloc(pointer, size);
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

#else

bool allocation_counter_is_available(void) { return false; }

void allocation_counter_start(void) {}

uint64_t allocation_counter_stop(void) { return 0; }

#endif
