#include "core/io/atomic_file.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>

namespace attn {

void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    const std::string temp = path + ".part";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out)
            throw std::runtime_error(path +
                                     ": cannot write (check the folder exists and is writable)");
        write(out);
        out.flush();
        if (!out) {
            out.close();
            std::remove(temp.c_str());
            throw std::runtime_error(path + ": writing failed (disk full?)");
        }
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        std::remove(temp.c_str());
        throw std::runtime_error(path + ": cannot replace the file");
    }
}

} // namespace attn
