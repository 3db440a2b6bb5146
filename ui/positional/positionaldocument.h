// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the positional-encoding lab (n, d, base, pair j, position i, offset delta) and
// everything the panels show, computed by the core. The only caller of the core for the lab.
#include "core/positional/positional.h"
#include "ui/common/document.h"

#include <Eigen/Core>
#include <QString>
#include <QVector>

#include <optional>
#include <vector>

namespace attn::ui {

/// A model head's query and key for the RoPE panel in place of the seeded vectors: a rotary
/// head of the Language model tab, with the model's own frequencies.
struct RopeHead {
    QString label; ///< which head and tokens, e.g. "layer 3, head 2: “cat” → “the”"
    Eigen::VectorXf query, key; ///< (d) before the rotation, pairs (2j, 2j+1)
    Eigen::VectorXd omega;      ///< (d/2) the model's frequencies

    /// q, k:(d) in a Llama-family model's rotate-half layout (pair j = dimensions j and
    /// j + d/2), frequencies:(d/2) -> the same head with pairs (2j, 2j+1); for r/2 < d/2
    /// frequencies (partial rotary), the first r values, the ones the rotation turns.
    static RopeHead fromRotateHalf(const QString& label, const Eigen::VectorXf& q,
                                   const Eigen::VectorXf& k, const std::vector<float>& frequencies);
};

struct PositionalSettings {
    int n = 60;          ///< positions 0 .. n-1
    int d = 32;          ///< encoding dimension, even
    double base = 10000; ///< omega_j = base^(-2j/d)
    int pair = 3;        ///< j, the frequency pair of the rotation demonstration, 0 .. d/2-1
    int position = 10;   ///< i, 0 .. n-1
    int delta = 5;       ///< offset, with 0 <= i + delta < n
    QVector<int> curveColumns{6, 7, 8, 9}; ///< dimensions drawn by the curves panel, < d

    bool operator==(const PositionalSettings& o) const;
};

struct PositionalResults {
    Eigen::MatrixXf encoding;           ///< P:(n,d)
    Eigen::VectorXd omega;              ///< (d/2)
    Eigen::MatrixXf similarity;         ///< (n,n), p_i . p_j
    Eigen::VectorXd similarityByOffset; ///< (n), p_i . p_(i+k) from the formula, k = 0 .. n-1
    Eigen::MatrixXf binary;             ///< (16,4), bit b of i, lowest bit first
    Eigen::VectorXf ropeQuery;    ///< (d), the same content at every position (seeded or a model's)
    Eigen::VectorXf ropeKey;      ///< (d)
    QString ropeSource;           ///< the model head's label; empty for the seeded vectors
    Eigen::MatrixXf ropeScores;   ///< (n,n), (R_i q) . (R_j k)
    Eigen::VectorXd ropeByOffset; ///< (2n-1), mean of ropeScores along offset j-i = -(n-1) .. n-1
    double ropeSpread = 0;        ///< largest deviation from that mean along any diagonal

    PairRotation selected;           ///< pair j
    QVector<PairRotation> ringPairs; ///< up to 6 pairs from fastest to slowest, for the rings
    RotationResidual residual;       ///< all positions, all pairs
    double positionResidual = 0;     ///< max over pairs of |M(delta) p_i - p_(i+delta)| at i
    /// (n), softmax over j of p_i . p_j / sqrt(d) for i = position: the attention query i
    /// pays by position alone when P is added to the embeddings (content left out).
    Eigen::VectorXf positionalAttention;
};

/// Holds PositionalSettings and the PositionalResults computed from them. A change the core
/// or the limits below reject keeps the previous settings and results, emits errorOccurred
/// with a readable sentence and returns false.
class PositionalDocument : public Document {
    Q_OBJECT

  public:
    static constexpr int kMaxPositions = 1024; ///< n x n similarity panels stay interactive
    static constexpr int kMaxDimension = 1024;
    static constexpr int kMaxCurves = 8;

    explicit PositionalDocument(QObject* parent = nullptr);

    const PositionalSettings& settings() const { return m_settings; }
    const PositionalResults& results() const { return m_results; }

    /// An empty string when settings can be shown, else why not, in one sentence.
    static QString validate(const PositionalSettings& settings);

    /// s with n and d replaced and i, delta, j and the curve columns moved into range for
    /// them (used when the user resizes; explicit bad values are rejected instead).
    static PositionalSettings withSizes(PositionalSettings s, int n, int d);

    bool setSettings(const PositionalSettings& settings);
    bool setN(int n);
    bool setD(int d);
    bool setBase(double base);
    bool setPair(int j);
    bool setPosition(int i);
    bool setDelta(int delta);
    bool setCurveColumns(const QVector<int>& columns);
    /// The RoPE panel's query and key: a model head's, or the seeded ones (nullopt). A head
    /// the core refuses keeps the previous one and returns false.
    bool setRopeHead(const std::optional<RopeHead>& head);
    const std::optional<RopeHead>& ropeHead() const { return m_ropeHead; }

  signals:
    /// n, d, base or the curves changed: every panel is new. rotationChanged follows.
    void encodingChanged();
    /// j, i or delta changed (or everything did): the rotation readouts are new.
    void rotationChanged();

  private:
    PositionalSettings m_settings;
    std::optional<RopeHead> m_ropeHead;
    PositionalResults m_results;
};

} // namespace attn::ui
