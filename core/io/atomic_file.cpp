// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sstream>
#include <stdexcept>

namespace attn {

namespace {

/// Why a step on path failed, from errno: "disk full" for a full file system or quota.
std::runtime_error failure(const std::string& path, const std::string& step, int error) {
    const std::string reason = error == ENOSPC || error == EDQUOT
                                   ? std::string("disk full")
                                   : std::string(std::strerror(error));
    return std::runtime_error(path + ": " + step + " failed: " + reason);
}

/// Writes size bytes at data to fd; returns 0, or the errno of the write that failed.
int writeAll(int fd, const char* data, std::size_t size) {
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::write(fd, data + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return errno;
        if (n == 0) return ENOSPC; // no progress: nothing more fits
        done += std::size_t(n);
    }
    return 0;
}

} // namespace

void streamFileAtomically(const std::string& path,
                          const std::function<void(const ByteSink&)>& write) {
    // What is at path now must be a file to replace (or nothing): a device, a pipe or a folder
    // is refused, not replaced. A link is replaced by the file; what it points to is untouched.
    struct stat existing {};
    if (::lstat(path.c_str(), &existing) == 0 && !S_ISREG(existing.st_mode) &&
        !S_ISLNK(existing.st_mode))
        throw std::runtime_error(path + ": not a regular file (a folder, a device or a pipe); "
                                        "choose a file name");
    // A temporary file of a fresh name in the same folder, created exclusively (O_EXCL):
    // nothing planted under a name can be followed or overwritten.
    const std::size_t slash = path.rfind('/');
    std::string temp = (slash == std::string::npos ? std::string() : path.substr(0, slash + 1)) +
                       ".attention-lab-XXXXXX";
    const int fd = ::mkostemp(temp.data(), O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        if (error == ENOSPC || error == EDQUOT) throw failure(path, "creating the file", error);
        throw std::runtime_error(path +
                                 ": cannot write (check the folder exists and is "
                                 "writable): " +
                                 std::strerror(error));
    }
    const mode_t mask = ::umask(0); // the permissions a new file gets, as open(0666) gives them
    ::umask(mask);
    int error = ::fchmod(fd, 0666 & ~mask) == 0 ? 0 : errno;
    const char* step = "setting its permissions";
    if (!error) {
        step = "writing";
        try {
            write([&](const void* data, std::size_t size) {
                if (error) return; // the first failure stops the writing
                error = writeAll(fd, static_cast<const char*>(data), size);
            });
        } catch (...) {
            ::close(fd);
            ::unlink(temp.c_str());
            throw;
        }
    }
    if (!error && ::fsync(fd) != 0 && errno != EINVAL && errno != EROFS) {
        error = errno; // EINVAL/EROFS: a file that cannot be synced is written all the same
        step = "flushing to the disk";
    }
    if (::close(fd) != 0 && !error && errno != EINTR) {
        error = errno;
        step = "closing the file";
    }
    if (error) {
        ::unlink(temp.c_str());
        throw failure(path, step, error);
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        error = errno;
        ::unlink(temp.c_str());
        throw failure(path, "replacing the file", error);
    }
}

void writeFileAtomically(const std::string& path, const std::string& bytes) {
    streamFileAtomically(path, [&](const ByteSink& sink) { sink(bytes.data(), bytes.size()); });
}

void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    std::ostringstream out;
    write(out);
    // A stream that could not hold everything (memory ran out) has failed: nothing is written.
    if (!out)
        throw std::runtime_error(path + ": not enough memory to prepare the file; nothing was "
                                        "written");
    writeFileAtomically(path, out.str());
}

} // namespace attn
