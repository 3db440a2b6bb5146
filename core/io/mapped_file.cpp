// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/mapped_file.h"

#include "core/base/check.h"
#include "core/io/file_read.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace attn {

MappedFile::MappedFile(const std::string& path) {
    fd_ = openRegularFile(path, size_);
    if (size_ == 0) return; // nothing to map; readers find it too short
    void* p = ::mmap(nullptr, std::size_t(size_), PROT_READ, MAP_PRIVATE, fd_, 0);
    if (p == MAP_FAILED) {
        ::close(fd_);
        throw InputError(Message("attn", "%1: cannot open the file").arg(path));
    }
    data_ = static_cast<const unsigned char*>(p);
}

MappedFile::~MappedFile() {
    if (data_) ::munmap(const_cast<unsigned char*>(data_), std::size_t(size_));
    if (fd_ >= 0) ::close(fd_);
}

bool MappedFile::unchanged() const {
    struct stat info {};
    return ::fstat(fd_, &info) == 0 && std::uint64_t(info.st_size) == size_;
}

void MappedFile::release(std::uint64_t offset, std::uint64_t length) const {
    const std::uint64_t page = std::uint64_t(::sysconf(_SC_PAGESIZE));
    const std::uint64_t begin = (offset + page - 1) / page * page; // whole pages inside only
    const std::uint64_t end = std::min(size_, offset + length) / page * page;
    if (data_ && end > begin)
        ::madvise(const_cast<unsigned char*>(data_) + begin, std::size_t(end - begin),
                  MADV_DONTNEED);
}

} // namespace attn
