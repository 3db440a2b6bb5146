// SPDX-License-Identifier: GPL-3.0-or-later
// The ViT forward pass: patches, [CLS], positions, pre-LN blocks, final LayerNorm, classifier.
#include "core/models/vit/vit.h"

#include "core/attention/attention_budget.h"
#include "core/base/check.h"
#include "core/base/gemm.h"
#include "core/base/phase_clock.h"

namespace attn {

namespace {

/// image's pixels, normalised with pre's mean and std -> (N, C*P*P): patch y*gw + x's values
/// in (channel, row, column) order, as the patch convolution's weights are laid out.
Eigen::MatrixXf unfoldPatches(const VitImage& image, const VitPreprocessing& pre, int p) {
    const int gw = image.gridWidth, gh = image.gridHeight;
    // The pixels hold 8-bit values / 255: back to 0..255, then the processor's rescale.
    const float rescale = float(255.0 * pre.rescale);
    Eigen::MatrixXf patches(gw * gh, 3 * p * p);
    for (int py = 0; py < gh; ++py)
        for (int px = 0; px < gw; ++px) {
            const Eigen::Index row = py * gw + px;
            for (int c = 0; c < 3; ++c) {
                const float mean = pre.normalize ? pre.mean[std::size_t(c)] : 0.0f;
                const float scale = pre.normalize ? 1.0f / pre.std[std::size_t(c)] : 1.0f;
                for (int y = 0; y < p; ++y)
                    for (int x = 0; x < p; ++x)
                        patches(row, (c * p + y) * p + x) =
                            (image.pixels.at(px * p + x, py * p + y, c) * rescale - mean) * scale;
            }
        }
    return patches;
}

/// The tokens before block 0, (S+N,E): [CLS] (and DeiT's distillation token) and the patches
/// with their positions, then DINOv2's registers inserted after [CLS] without positions.
Eigen::MatrixXf embedPatches(const VitModel& model, const VitImage& image) {
    const VitConfig& c = model.config;
    const Eigen::MatrixXf patches = unfoldPatches(image, model.preprocessing, c.patchSize);
    const Eigen::Index n = patches.rows(), s = c.positionedPrefix();
    Eigen::MatrixXf x(s + n, c.embedDim);
    x.row(0) = model.clsToken.transpose();
    if (c.distillation) x.row(1) = model.distillationToken.transpose();
    auto body = x.bottomRows(n);
    {
        PhaseScope products(Phase::Products);
        multiplyIntoInParallel(constView(patches), constView(model.patchProjection), view(body));
    }
    body.rowwise() += model.patchBias.transpose();
    x += interpolatePositions(model.positionEmbedding, image.gridWidth, image.gridHeight, int(s),
                              c.antialiasPositions);
    if (c.registers == 0) return x;
    Eigen::MatrixXf withRegisters(x.rows() + c.registers, c.embedDim);
    withRegisters << x.topRows(1), model.registerTokens, x.bottomRows(x.rows() - 1);
    return withRegisters;
}

} // namespace

void requireVitAttentionFits(const VitConfig& c, int gridWidth, int gridHeight) {
    requireAttentionFits(c.layers, c.heads, c.prefixTokens() + double(gridWidth) * gridHeight,
                         Message("attn", "%1 x %2 patches").arg(gridWidth).arg(gridHeight),
                         Message("attn", "choose a smaller picture"));
}

VitOutput vitForward(const VitModel& model, const VitImage& image) {
    const VitConfig& c = model.config;
    const int p = c.patchSize;
    checkRgbImage(image.pixels, p, "the model's pixels");
    require(image.gridWidth >= 1 && image.gridHeight >= 1 &&
                image.pixels.width == image.gridWidth * p &&
                image.pixels.height == image.gridHeight * p,
            Message("attn", "pixels of %1 x %2 are not a grid of %3 x %4 patches of %5")
                .arg(image.pixels.width)
                .arg(image.pixels.height)
                .arg(image.gridWidth)
                .arg(image.gridHeight)
                .arg(p));
    requireVitAttentionFits(c, image.gridWidth, image.gridHeight);
    Eigen::MatrixXf x = embedPatches(model, image);
    VitOutput out;
    out.gridWidth = image.gridWidth;
    out.gridHeight = image.gridHeight;
    out.prefixTokens = c.prefixTokens();
    MultiHeadResult attended;
    const int keep = c.distillation ? 2 : 1; // what the final norm and the classifiers read
    MultiHeadOptions options;
    for (int l = 0; l < c.layers; ++l) {
        if (l == c.layers - 1) options.outputCount = keep; // nothing reads the rest
        runTransformerBlock(l, model.blocks[std::size_t(l)], c.block, options, x, attended);
        out.attention.push_back(std::move(attended.headWeights));
    }
    const Eigen::MatrixXf normed = normalise(x, model.finalNorm, c.block);
    out.cls = normed.row(0).transpose();
    if (model.classifier.size())
        out.logits = model.classifier.transpose() * out.cls + model.classifierBias;
    if (model.distillationClassifier.size()) // DeiT: the two heads' mean
        out.logits =
            (out.logits + model.distillationClassifier.transpose() * normed.row(1).transpose() +
             model.distillationClassifierBias) /
            2;
    return out;
}

} // namespace attn
