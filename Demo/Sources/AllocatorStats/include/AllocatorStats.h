#ifndef ALLOCATOR_STATS_H
#define ALLOCATOR_STATS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not yet taken back (glibc's mallinfo2: in-use
/// chunks plus mmapped blocks); 0 off Linux.
size_t allocator_bytes_in_use(void);

/// Gives the allocator's free memory back to the system (glibc's malloc_trim); nothing elsewhere.
void allocator_trim(void);

#endif
