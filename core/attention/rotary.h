// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rotary positions as Llama-family checkpoints apply them: each head's vector split in halves,
// coordinate p paired with p + d/2 ("rotate half"), the pair turned by position x frequency.
#include <Eigen/Core>

#include <vector>

namespace attn {

/// headDim d (even), base theta -> (d/2) frequencies f_p = theta^(-2p/d), as float.
std::vector<float> rotaryFrequencies(int headDim, double theta);

/// The cosines and sines of positions 0 .. T-1 at each frequency, made once and applied to
/// the queries and the keys of every head.
class RotaryAngles {
  public:
    /// frequencies:(r/2), positions T >= 0. The angle t * f_p is rounded to float, as PyTorch
    /// forms it, then its cosine and sine are taken in double and multiplied by scale (the
    /// attention factor of YaRN and LongRoPE; 1 for the others) in float.
    RotaryAngles(const std::vector<float>& frequencies, Eigen::Index positions, float scale = 1);

    /// x:(T', heads*d), first + T' <= T, r <= d, heads side by side -> x rotated in place: in
    /// row i, at position t = first + i, each head's pair (x_p, x_{p+r/2}), p < r/2, becomes
    /// (x_p cos a - x_{p+r/2} sin a, x_{p+r/2} cos a + x_p sin a), a = t * f_p; a head's last
    /// d - r values (partial rotary, as GPT-NeoX and Phi use it) are left as they are. Throws
    /// InputError for other shapes.
    void rotate(Eigen::Ref<Eigen::MatrixXf> x, int heads, Eigen::Index first = 0) const;

  private:
    Eigen::ArrayXXf cos_, sin_; ///< (T, d/2)
};

/// q:(d), k:(d) one head's query and key before rotation, frequencies:(r/2), r <= d -> the
/// scaled score (R_i q) . (R_j k) * scale for every offset j - i = -maxOffset .. maxOffset
/// (entry offset + maxOffset): rotations compose, so it is q . R_(j-i) k * scale, whatever i
/// is. The rotation turns the first r values (rotaryScale multiplying its cosines and sines,
/// as RotaryAngles does); scale 0 means 1/sqrt(d); softcap c > 0 turns each score s into
/// c tanh(s / c), the score the softmax reads (Gemma 2). Computed in double. Throws
/// InputError when the sizes disagree.
std::vector<double> rotaryScoresByOffset(const Eigen::VectorXf& q, const Eigen::VectorXf& k,
                                         const std::vector<float>& frequencies, int maxOffset,
                                         float scale = 0, float rotaryScale = 1, float softcap = 0);

/// q:(d) . k:(d) * scale (1/sqrt(d) for 0), soft-capped as rotaryScoresByOffset: the same
/// score with no turn at all. Throws InputError when the sizes disagree or d is 0.
double unrotatedScore(const Eigen::VectorXf& q, const Eigen::VectorXf& k, float scale = 0,
                      float softcap = 0);

} // namespace attn
