// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bounds the address space of the test process while it lives, so that a reader that
// allocates what a file declares fails with std::bad_alloc instead of passing unnoticed.
#include <sys/resource.h>
#include <unistd.h>

#include <cstddef>
#include <fstream>

namespace testing {

class AddressSpaceLimit {
  public:
    /// Allows extra bytes beyond what the process has mapped now. Does nothing under
    /// AddressSanitizer, whose shadow memory needs a free address space.
    explicit AddressSpaceLimit(std::size_t extra) {
#if defined(__SANITIZE_ADDRESS__)
        (void)extra;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
        (void)extra;
#else
        apply(extra);
#endif
#else
        apply(extra);
#endif
    }
    ~AddressSpaceLimit() {
        if (active_) setrlimit(RLIMIT_AS, &saved_);
    }
    AddressSpaceLimit(const AddressSpaceLimit&) = delete;
    AddressSpaceLimit& operator=(const AddressSpaceLimit&) = delete;

  private:
    void apply(std::size_t extra) {
        std::size_t pages = 0;
        std::ifstream("/proc/self/statm") >> pages;
        if (pages == 0 || getrlimit(RLIMIT_AS, &saved_) != 0) return;
        rlimit limit = saved_;
        const rlim_t wanted = rlim_t(pages) * rlim_t(sysconf(_SC_PAGESIZE)) + rlim_t(extra);
        if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < wanted) return;
        limit.rlim_cur = wanted;
        active_ = setrlimit(RLIMIT_AS, &limit) == 0;
    }

    rlimit saved_{};
    bool active_ = false;
};

} // namespace testing
