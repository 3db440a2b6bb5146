#pragma once
// Saving files so that a reader sees the old file or the whole new one, never a part.
#include <functional>
#include <ostream>
#include <string>

namespace attn {

/// Calls write with a stream to path + ".part", then renames it over path. If the folder
/// cannot be written, write fails or the rename fails, the temporary file is removed, path
/// is untouched, and std::runtime_error says which step failed.
void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

} // namespace attn
