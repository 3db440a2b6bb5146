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

/// Writes all of bytes to fd; returns 0, or the errno of the write that failed.
int writeAll(int fd, const std::string& bytes) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return errno;
        if (n == 0) return ENOSPC; // no progress: nothing more fits
        done += std::size_t(n);
    }
    return 0;
}

} // namespace

void writeFileAtomically(const std::string& path, const std::string& bytes) {
    const std::string temp = path + ".part";
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
        const int error = errno;
        if (error == ENOSPC || error == EDQUOT) throw failure(path, "creating the file", error);
        throw std::runtime_error(path +
                                 ": cannot write (check the folder exists and is "
                                 "writable): " +
                                 std::strerror(error));
    }
    int error = writeAll(fd, bytes);
    const char* step = "writing";
    if (!error && ::fsync(fd) != 0 && errno != EINVAL && errno != EROFS) {
        error = errno; // EINVAL/EROFS: a file that cannot be synced (e.g. a pipe) is written
        step = "flushing to the disk";
    }
    if (::close(fd) != 0 && !error && errno != EINTR) {
        error = errno;
        step = "closing the file";
    }
    if (error) {
        std::remove(temp.c_str());
        throw failure(path, step, error);
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        error = errno;
        std::remove(temp.c_str());
        throw failure(path, "replacing the file", error);
    }
}

void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    std::ostringstream out;
    write(out);
    writeFileAtomically(path, out.str());
}

} // namespace attn
