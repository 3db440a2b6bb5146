// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/huge_pages.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace attn {

void preferHugePages(void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::size_t kSmallest = std::size_t(4) << 20;
    if (bytes < kSmallest) return;
    const auto page = std::uintptr_t(::sysconf(_SC_PAGESIZE));
    const auto start = std::uintptr_t(data), end = start + bytes;
    const std::uintptr_t first = (start + page - 1) / page * page, last = end / page * page;
    if (last > first) ::madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

void reuseFreedMemory() {
#if defined(__GLIBC__)
    // Blocks up to 32 MB (glibc's largest threshold) come from the heap, and freed memory at
    // its top stays there up to 512 MB instead of being handed back.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
#endif
}

} // namespace attn
