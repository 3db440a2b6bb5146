// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/transformer_block.h"

#include "core/base/check.h"
#include "core/base/gemm.h"
#include "core/base/phase_clock.h"
#include "core/base/threads.h"
#include "core/models/common/norms.h"

namespace attn {

Eigen::MatrixXf normalise(const Eigen::MatrixXf& x, const BlockNorm& n, const BlockArithmetic& a) {
    if (n.weight.size() == 0) return x;
    PhaseScope phase(Phase::Norms);
    if (a.norm == NormKind::Layer) return layerNorm(x, n.weight, n.bias, a.eps);
    return rmsNorm(x, n.weight, a.eps);
}

namespace {

/// x += scale (empty: 1) * y, x and y:(N,E), a column at a time on every thread.
void addColumns(Eigen::MatrixXf& x, const Eigen::MatrixXf& y, const Eigen::VectorXf& scale = {}) {
    PhaseScope phase(Phase::ElementWise);
#pragma omp parallel for schedule(static) if (worthThreads(x.size()))
    for (Eigen::Index j = 0; j < x.cols(); ++j) {
        if (scale.size())
            x.col(j) += scale(j) * y.col(j);
        else
            x.col(j) += y.col(j);
    }
}

/// normed:(N,E) -> the block's MLP output (N,E), before its output norm and scale.
Eigen::MatrixXf mlp(const TransformerBlock& b, const BlockArithmetic& a,
                    const Eigen::MatrixXf& normed) {
    Eigen::MatrixXf hidden(normed.rows(), b.mlpIn.cols());
    {
        PhaseScope phase(Phase::Products);
        multiplyIntoInParallel(constView(normed), constView(b.mlpIn), view(hidden));
    }
    const Eigen::Index f = b.mlpOut.rows();
    PhaseScope phase(Phase::ElementWise);
#pragma omp parallel for schedule(static) // act(gate) * up, or act(hidden + b), a column at a time
    for (Eigen::Index j = 0; j < f; ++j) {
        if (b.mlpInBias.size()) {
            hidden.col(j).array() += b.mlpInBias(j);
            if (a.gated) hidden.col(f + j).array() += b.mlpInBias(f + j);
        }
        activate(hidden.col(j), a.activation);
        if (a.gated) hidden.col(j).array() *= hidden.col(f + j).array();
    }
    Eigen::MatrixXf out(normed.rows(), b.mlpOut.cols());
    {
        PhaseScope products(Phase::Products);
        multiplyIntoInParallel(constView(hidden.leftCols(f)), constView(b.mlpOut), view(out));
    }
    if (b.mlpOutBias.size()) {
#pragma omp parallel for schedule(static) if (worthThreads(out.size()))
        for (Eigen::Index j = 0; j < out.cols(); ++j)
            out.col(j).array() += b.mlpOutBias(j);
    }
    return out;
}

/// x + scale * outputNorm(branch), then residualNorm of the sum, in place in x.
void addBranch(Eigen::MatrixXf& x, const Eigen::MatrixXf& branch, const BlockNorm& outputNorm,
               const Eigen::VectorXf& scale, const BlockNorm& residualNorm,
               const BlockArithmetic& a) {
    if (outputNorm.weight.size())
        addColumns(x, normalise(branch, outputNorm, a), scale);
    else
        addColumns(x, branch, scale);
    if (residualNorm.weight.size()) x = normalise(x, residualNorm, a);
}

void runBlock(const TransformerBlock& b, const BlockArithmetic& a, const MultiHeadOptions& options,
              Eigen::MatrixXf& x, MultiHeadResult& attended, KeyValueCache* cache) {
    const Eigen::MatrixXf in = normalise(x, b.attentionInputNorm, a);
    if (cache && cache->tokens() > 0) {
        cachedSelfAttention(in, b.attention, options, *cache, attended);
    } else {
        multiHeadAttention(in, in, in, b.attention, options, attended);
        if (cache) *cache = {attended.projectedKeys, attended.projectedValues};
    }
    if (options.outputCount >= 0) x = x.middleRows(options.outputFirst, options.outputCount).eval();
    if (a.parallelResidual) { // both branches read the same x
        Eigen::MatrixXf branches = mlp(b, a, normalise(x, b.mlpInputNorm, a));
        addColumns(branches, attended.output);
        addColumns(x, branches); // x + (mlp + attention), in transformers' order
        return;
    }
    addBranch(x, attended.output, b.attentionOutputNorm, b.attentionScale, b.attentionResidualNorm,
              a);
    addBranch(x, mlp(b, a, normalise(x, b.mlpInputNorm, a)), b.mlpOutputNorm, b.mlpScale,
              b.mlpResidualNorm, a);
}

} // namespace

void runTransformerBlock(int layer, const TransformerBlock& b, const BlockArithmetic& a,
                         const MultiHeadOptions& options, Eigen::MatrixXf& x,
                         MultiHeadResult& attended, KeyValueCache* cache) {
    try {
        runBlock(b, a, options, x, attended, cache);
    } catch (const InputError& e) {
        throw InputError(Message("attn", "layer %1: %2").arg(layer + 1).arg(e.message()));
    }
    if (!allFiniteTogether(x))
        throw InputError(Message("attn", "layer %1: the hidden states leave the float range "
                                         "(infinite or NaN): the model's weights are too large")
                             .arg(layer + 1));
}

} // namespace attn
