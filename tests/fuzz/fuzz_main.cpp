// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry for one target, chosen at build time (ATTN_FUZZ_TARGET, see CMakeLists.txt).
#include "core/base/check.h"
#include "tests/fuzz/targets.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace attn::fuzz {
void lesson(const std::string& bytes);
} // namespace attn::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    const std::string name = ATTN_FUZZ_TARGET;
#ifdef ATTN_FUZZ_LESSON
    attn::fuzz::lesson(bytes);
#else
    static const attn::fuzz::Target target = attn::fuzz::coreTargets().at(name);
    try {
        target(bytes);
    } catch (const attn::InputError&) {
        // a refused input, with its message: what the parser is for
    }
#endif
    return 0;
}
