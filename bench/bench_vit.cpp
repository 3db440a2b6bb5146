// SPDX-License-Identifier: GPL-3.0-or-later
// bench_vit: the forward pass of a ViT model folder with every head's attention kept, against
// the same architecture in torch on the same threads (bench/torch_vit.py), at one or more image
// sizes, and the rollout over its layers; with the CPU's name, the model load time and the peak
// memory.
//
//   bench_vit MODEL_DIR [--size 224 --size 480 ...] [--repeats 5] [--no-torch]
//             [--coretypes Zen,Haswell] [--threads 1,2,4,8,16] [--check]
//
// Size S times an S x S picture: S / P patches a side, positions interpolated when that is not
// the training grid (480 at P = 16: 30 x 30 = 900 patches). The picture is a gradient already
// S x S, so both sides read the same pixels; the time is vitForward's (pixels to logits).
// With ATTN_TORCH_BLAS_DIRS set (torch on OpenBLAS), torch runs once per OPENBLAS_CORETYPE of
// --coretypes (default Zen,Haswell) and the fastest is compared. --check compares [CLS] and the
// attention with torch's (torch_vit.py --dump).
//
// MODEL_DIR is made by tools/make_random_vit.py (ViT-B/16 sizes); it is not committed.
#include "bench/measure.h"
#include "bench/peak_flops.h"
#include "bench/roofline.h"
#include "bench/thread_sweep.h"
#include "core/attention/rollout.h"
#include "core/base/huge_pages.h"
#include "core/io/npz.h"
#include "core/models/vit/vit.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using bench::cpuName;
using bench::msSince;
using bench::peakMegabytes;

/// The picture torch_vit.py builds: channel c of pixel (x, y) is (x + 2y + c) / (3S + 2).
attn::RgbImage gradientPicture(int size) {
    attn::RgbImage image = attn::makeRgbImage(size, size);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            for (int c = 0; c < 3; ++c)
                image.rgb[(std::size_t(y) * std::size_t(size) + std::size_t(x)) * 3 + c] =
                    float(x + 2 * y + c) / float(3 * size + 2);
    return image;
}

/// torch_vit.py's time with OPENBLAS_CORETYPE coretype (empty: as set) on the threads OpenMP
/// would use now.
bench::PeerTime torchMs(const std::string& dir, int size, int repeats, const std::string& coretype,
                        const std::string& dump) {
    std::string command = coretype.empty() ? "" : "OPENBLAS_CORETYPE=" + coretype + " ";
    command += bench::python() + " " + bench::benchScript(ATTN_TORCH_VIT_SCRIPT) + " '" + dir +
               "' --size " + std::to_string(size) + " --repeats " + std::to_string(repeats) +
               (dump.empty() ? "" : " --dump '" + dump + "'");
    return bench::peerTime(command);
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        if (!item.empty()) items.push_back(item);
    return items;
}

/// Our [CLS] and attention against torch's dump: the largest differences.
void printCheck(const attn::VitOutput& out, const std::string& dump) {
    const std::map<std::string, attn::Tensor> npz = attn::readNpz(dump);
    const attn::Tensor& cls = npz.at("cls");
    const attn::Tensor& att = npz.at("attention");
    double clsDiff = 0, attDiff = 0;
    for (std::size_t i = 0; i < cls.data.size(); ++i)
        clsDiff = std::max(clsDiff, double(std::abs(out.cls(Eigen::Index(i)) - cls.data[i])));
    const std::size_t t = att.shape.at(2), heads = att.shape.at(1);
    for (std::size_t l = 0; l < out.attention.size(); ++l)
        for (std::size_t h = 0; h < heads; ++h)
            for (std::size_t i = 0; i < t * t; ++i)
                attDiff =
                    std::max(attDiff, double(std::abs(out.attention[l][h].data()[i] -
                                                      att.data[(l * heads + h) * t * t + i])));
    std::printf("check against torch: max |cls| difference %.2e, max |attention| %.2e\n", clsDiff,
                attDiff);
}

/// The full and the [CLS]-row rollout of out's attention, without and with a discard ratio.
void printRolloutTimes(const attn::VitOutput& out) {
    for (float discard : {0.0f, 0.9f}) {
        auto start = std::chrono::steady_clock::now();
        attn::attentionRollout(out.attention, attn::HeadFusion::Mean, discard);
        const double all = msSince(start);
        start = std::chrono::steady_clock::now();
        attn::attentionRolloutRow(out.attention, 0, attn::HeadFusion::Mean, discard);
        std::printf("rollout         %8.1f ms, [CLS] row alone %.1f ms (mean of heads, discard "
                    "ratio %.1f)\n",
                    all, msSince(start), discard);
    }
}

/// The products of a ViT forward on image, in GFLOP: patch embedding, blocks, classifier.
double vitGflop(const attn::VitConfig& c, const attn::VitImage& image) {
    const double e = c.embedDim, patches = double(image.gridWidth) * image.gridHeight;
    return bench::transformerGflop(c.layers, 1 + int(patches), 4 * e * e + 2 * e * c.feedForwardDim,
                                   c.heads, c.embedDim / c.heads, false,
                                   patches * 3 * c.patchSize * c.patchSize * e +
                                       e * double(c.labels.size()));
}

} // namespace

int main(int argc, char** argv) {
    attn::reuseFreedMemory(); // as the application does
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_vit MODEL_DIR [--size S ...] [--repeats N] "
                             "[--no-torch] [--coretypes A,B] [--threads 1,2,4] [--check]\n");
        return 2;
    }
    const std::string dir = argv[1];
    std::vector<int> sizes;
    int repeats = 5;
    bool torch = true, check = false;
    std::vector<std::string> coretypes{"Zen", "Haswell"};
    std::vector<int> counts = bench::threadCounts("");
    std::string peer = "torch";
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--size" && i + 1 < argc)
            sizes.push_back(std::atoi(argv[++i]));
        else if (a == "--repeats" && i + 1 < argc)
            repeats = std::max(1, std::atoi(argv[++i]));
        else if (a == "--no-torch")
            torch = false;
        else if (a == "--coretypes" && i + 1 < argc)
            coretypes = splitList(argv[++i]);
        else if (a == "--threads" && i + 1 < argc)
            counts = bench::threadCounts(argv[++i]);
        else if (a == "--check")
            check = true;
        else {
            std::fprintf(stderr, "bench_vit: unknown option %s\n", a.c_str());
            return 2;
        }
    }
    if (sizes.empty()) sizes = {224, 480};
    if (!std::getenv("ATTN_TORCH_BLAS_DIRS")) coretypes = {""}; // OpenBLAS's own choice, if any
    try {
        auto start = std::chrono::steady_clock::now();
        const attn::VitModel model = attn::loadVit(dir);
        const double loadMs = msSince(start);
        const attn::VitConfig& c = model.config;
        std::printf("ViT forward, attention of every head kept: %d layers, %d heads, E=%d, F=%d, "
                    "P=%d, %zu labels\nCPU: %s, %d logical processors\nmodel load %.1f ms\n",
                    c.layers, c.heads, c.embedDim, c.feedForwardDim, c.patchSize, c.labels.size(),
                    cpuName().c_str(), omp_get_num_procs(), loadMs);
        for (int size : sizes) {
            const attn::RgbImage photo = gradientPicture(size);
            start = std::chrono::steady_clock::now();
            const attn::VitImage image =
                attn::vitPixels(model, photo, attn::VitSizing::KeepAspect, size);
            const double pixelsMs = msSince(start);
            std::printf("\n%dx%d pixels: %dx%d patches + [CLS] = %d tokens (vitPixels %.1f ms)\n",
                        size, size, image.gridWidth, image.gridHeight,
                        1 + image.gridWidth * image.gridHeight, pixelsMs);
            attn::VitOutput out;
            std::vector<bench::ThreadRun> runs;
            for (int threads : counts) {
                runs.push_back(bench::timeOnThreads(threads, repeats,
                                                    [&] { out = attn::vitForward(model, image); }));
                for (const std::string& coretype : torch ? coretypes : std::vector<std::string>{}) {
                    const bool checking = check && threads == counts.back();
                    const std::string dump = checking ? "/tmp/bench_vit_check.npz" : "";
                    const bench::PeerTime theirs = torchMs(dir, size, repeats, coretype, dump);
                    if (theirs.ms <= 0) continue;
                    if (!coretype.empty())
                        std::printf("%d threads: torch %.1f ms with OPENBLAS_CORETYPE=%s\n",
                                    threads, theirs.ms, coretype.c_str());
                    if (checking) printCheck(out, dump);
                    double& median = runs.back().peerMs; // the fastest core type's
                    if (median < 0 || theirs.ms < median) median = theirs.ms;
                    double& best = runs.back().peerBestMs;
                    if (best < 0 || (theirs.bestMs > 0 && theirs.bestMs < best))
                        best = theirs.bestMs;
                    peer = theirs.peer;
                }
            }
            if (torch) std::printf("peer: %s, the same weights and pixels\n", peer.c_str());
            printRolloutTimes(out);
            bench::printThreadTable(runs, vitGflop(c, image), "torch");
            bench::printPhaseTable(runs);
        }
        std::printf("\npeak memory     %8.1f MB (resident, whole process)\n", peakMegabytes());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_vit: %s\n", e.what());
        return 1;
    }
    return 0;
}
