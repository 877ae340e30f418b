#include "AllocatorStats.h"

#if defined(__linux__)
#include <malloc.h>

size_t allocator_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

void allocator_trim(void) { malloc_trim(0); }
#else
size_t allocator_bytes_in_use(void) { return 0; }
void allocator_trim(void) {}
#endif
