// SPDX-License-Identifier: GPL-3.0-or-later
// bench_export_memory: the peak memory of `attention-lab export --what attention` against the
// bytes it writes (the attention of every layer and head, float32).
//
//   bench_export_memory APP MODEL_DIR [--tokens N ...]
//
// APP is the attention-lab binary; MODEL_DIR a model folder with a bytes tokenizer, e.g.
// tools/make_random_gpt2.py DIR --layers 4 --heads 8 --embd 64 --vocab 256 --positions 4096
// (weights of a few MB, so that the attention is what takes the memory). Each export runs as a
// child process; its peak resident memory is the child's own (getrusage of the children).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

/// Runs APP export for a text of tokens bytes; returns the child's peak resident MB (0 on
/// failure) and sets bytes to the size of what it wrote.
double exportPeak(const std::string& app, const std::string& dir, int tokens, double& bytes) {
    const std::string out = "/tmp/bench_export_memory.npy";
    std::string text;
    for (int i = 0; i < tokens; ++i)
        text += char('a' + i % 26);
    const pid_t child = fork();
    if (child == 0) {
        execl(app.c_str(), app.c_str(), "export", "--model", dir.c_str(), "--text", text.c_str(),
              "--what", "attention", "--out", out.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    waitpid(child, &status, 0);
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage); // the largest child so far: runs go from small to large
    struct stat info {};
    bytes = ::stat(out.c_str(), &info) == 0 ? double(info.st_size) : 0;
    std::remove(out.c_str());
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) return 0;
    return double(usage.ru_maxrss) / 1024.0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_export_memory APP MODEL_DIR [--tokens N ...]\n");
        return 2;
    }
    std::vector<int> tokens;
    for (int i = 3; i + 1 < argc; i += 2)
        if (std::string(argv[i]) == "--tokens") tokens.push_back(std::atoi(argv[i + 1]));
    if (tokens.empty()) tokens = {1024, 2048, 4096};
    std::printf("%8s %12s %12s %8s\n", "tokens", "written MB", "peak MB", "ratio");
    for (int t : tokens) {
        double bytes = 0;
        const double peak = exportPeak(argv[1], argv[2], t, bytes);
        if (peak == 0) {
            std::fprintf(stderr, "bench_export_memory: the export of %d tokens failed\n", t);
            return 1;
        }
        const double written = bytes / (1024.0 * 1024.0);
        std::printf("%8d %12.0f %12.0f %8.2f\n", t, written, peak, peak / written);
    }
    return 0;
}
