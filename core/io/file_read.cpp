// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/file_read.h"

#include "core/base/check.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace attn {

bool isRegularFile(const std::string& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

int openRegularFile(const std::string& path, std::uint64_t& size) {
    // O_NONBLOCK: opening a FIFO returns at once, and the check below refuses it.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    require(fd >= 0, Message("attn", "%1: cannot open the file").arg(path));
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        throw InputError(
            Message("attn", "%1: not a regular file (a folder, a pipe or a device)").arg(path));
    }
    size = std::uint64_t(info.st_size);
    return fd;
}

std::string readRegularFile(const std::string& path, std::size_t maxBytes) {
    std::uint64_t size = 0;
    const int fd = openRegularFile(path, size);
    if (size > maxBytes) {
        ::close(fd);
        throw InputError(Message("attn", "%1: %2 bytes is more than the %3 read from such a file")
                             .arg(path)
                             .arg(size)
                             .arg(std::uint64_t(maxBytes)));
    }
    std::string bytes(std::size_t(size), '\0');
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::read(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += std::size_t(n);
    }
    ::close(fd);
    bytes.resize(done); // a file that shrank while read is read as it now is
    return bytes;
}

} // namespace attn
