// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A file mapped read-only into memory, so that a reader touches only the bytes it uses and can
// hand pages back once it has copied them.
#include <cstddef>
#include <cstdint>
#include <string>

namespace attn {

class MappedFile {
  public:
    /// Maps path whole. Throws InputError naming it when it cannot be opened or mapped.
    explicit MappedFile(const std::string& path);
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    const unsigned char* data() const { return data_; }
    std::uint64_t size() const { return size_; }
    /// Whether the file still has the size it had when mapped: reading a mapped page past a
    /// truncated end would stop the program, so readers ask first.
    bool unchanged() const;
    /// Drops bytes [offset, offset + length) from this process's resident memory (they stay
    /// in the page cache): a loader calls it for each tensor it has converted.
    void release(std::uint64_t offset, std::uint64_t length) const;

  private:
    int fd_ = -1;
    const unsigned char* data_ = nullptr;
    std::uint64_t size_ = 0;
};

} // namespace attn
