// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A language model, a text, and the model's attention for that text: the state of the
// Language model tab; the only caller of the core for it.
#include "core/models/language/generation.h"
#include "core/models/language/head_atlas.h"
#include "core/models/language/language_model.h"
#include "core/models/language/logit_lens.h"
#include "core/models/language/next_token.h"
#include "core/models/language/score_build.h"
#include "ui/common/document.h"

#include <Eigen/Core>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace attn::ui {

/// A rotary head's score for one query-key pair at every offset j - i, with and without the
/// rotation: what the Rotary positions view draws.
struct RotaryCurve {
    QString queryToken, keyToken;   ///< the last token, and the one the head weighs most from it
    int offset = 0;                 ///< the pair's own j - i (<= 0)
    int maxOffset = 0;              ///< the curve covers -maxOffset .. maxOffset
    std::vector<double> rotated;    ///< (2 maxOffset + 1) q . R_(j-i) k / sqrt(d)
    double unrotated = 0;           ///< q . k / sqrt(d), the same at every offset
    int layer = 0, head = 0;        ///< the head, from 0
    Eigen::VectorXf query, key;     ///< (d) before the rotation, the model's rotate-half layout
    std::vector<float> frequencies; ///< (d/2) the model's rotary frequencies
};

/// Of an encoder's sentence pair, which block of the attention is shown (BertViz's filter).
enum class PairView {
    Whole, ///< every token to every token
    AToB,  ///< queries of sentence A ([CLS] and its [SEP] included) to keys of sentence B
    BToA,  ///< the other way
};

/// The knocked-out heads of whatIf as a user writes them, from 1: "2:1, 3:4".
QString headsText(const ForwardWhatIf& whatIf);

class ModelDocument : public Document {
    Q_OBJECT

  public:
    explicit ModelDocument(QObject* parent = nullptr);
    ~ModelDocument() override;

    /// The language models shipped in sample_models/ that can be found: the word-level
    /// word-gpt-kjv (the tab's default), then the byte-level tiny-gpt-kjv.
    static QStringList sampleModelDirs();
    /// The first of sampleModelDirs(), the default; empty when none can be found.
    static QString sampleModelDir();

    /// Loads dir; on failure keeps the current model and emits errorOccurred. True on success.
    bool loadModel(const QString& dir);
    /// Recomputes the attention for text, and for an encoder with a second sentence for the
    /// pair [CLS] text [SEP] second [SEP]; on failure keeps everything and emits errorOccurred.
    bool setText(const QString& text, const QString& second = {});
    /// Which block of a sentence pair's attention shownMatrix() gives; Whole without a pair.
    void setPairView(PairView view);
    PairView pairView() const { return m_pairView; }
    bool hasPair() const { return !m_segments.empty(); }
    QString secondText() const { return m_second; }
    /// Layer and head are 0-based and clamped to the model's sizes.
    void setLayer(int layer);
    void setHead(int head);
    /// Shows the rollout across all layers instead of one head.
    void setShowRollout(bool rollout);
    /// Appends count greedily generated tokens (with the knockout) to the text and recomputes.
    bool continueText(int count);
    /// Shows attention computed elsewhere (see attn::importAttention) instead of the model's;
    /// on failure keeps everything and emits errorOccurred.
    bool importAttention(const QString& tensorPath, const QString& tokensPath);

    bool hasModel() const { return m_model != nullptr; }
    /// The open language model, shared with the explorer (its tokens and embeddings); null
    /// before one is opened.
    std::shared_ptr<const LanguageModel> languageModel() const { return m_model; }
    /// What every head does on the text (see core/models/language/head_atlas.h), measured on
    /// first use after each change; nullptr for imported attention or a one-token text, or
    /// when the model cannot read the induction test's sequence (headAtlasProblem() says why).
    const HeadAtlas* headAtlas() const;
    /// Why headAtlas() is nullptr; empty when it is not.
    QString headAtlasProblem() const;
    /// Knocks out whatIf's heads (none: the intact model) in every computation of the text
    /// from now on (attention, next token, generation, logit lens) and recomputes, until
    /// another model is opened; on failure
    /// (a head the model does not have) keeps what it had and emits errorOccurred.
    bool setKnockout(const ForwardWhatIf& whatIf);
    /// The same from heads as a user writes them ("2:1, 3:4", from 1; empty for none).
    bool setKnockout(const QString& heads, HeadAblation ablation);
    const ForwardWhatIf& knockout() const { return m_knockout; }
    /// With heads knocked out, the intact model's probability of each token of chosen at
    /// temperature (side by side with the knocked-out model's); empty without a knockout.
    std::vector<double> intactProbabilities(const std::vector<TokenChoice>& chosen,
                                            double temperature) const;
    /// How the current layer's and head's score of token query (0-based) against every token
    /// is built (attn::buildScore; without the knockout). Empty, with why in *problem, for
    /// imported attention, no text or a query outside it.
    std::optional<ScoreBuild> scoreBuild(int query, QString* problem) const;
    /// The logit lens of the text (attn::logitLens, with the knockout). Empty, with why in
    /// *problem, for an encoder, imported attention or no text.
    std::vector<LensLayer> logitLens(QString* problem) const;
    /// The most likely tokens to follow the text (attn::nextTokens of the last position's
    /// logits). Empty, with why in *problem, for an encoder, imported attention, no text, or
    /// options the core refuses.
    std::vector<TokenChoice> nextTokens(const NextTokenOptions& options, QString* problem) const;
    /// The text continued token by token (attn::generate from the text's ids); the document
    /// keeps its text. An empty result with problem set when there is no decoder and text or
    /// the options are refused.
    Generation generate(const GenerationOptions& options, QString* problem) const;
    /// Continues the text as generate() does and keeps the result (the Generation view), at
    /// its first step; on failure keeps what it had and emits errorOccurred.
    bool runGeneration(const GenerationOptions& options);
    /// The kept continuation of the text and model shown; empty before runGeneration() and
    /// after the text or the model changes.
    const Generation& generation() const;
    /// The options generation() was written with.
    const GenerationOptions& generationOptions() const { return m_generationOptions; }
    int generationStep() const { return m_generationStep; }
    /// The step shown, from 0, clamped to the steps kept.
    void setGenerationStep(int step);
    /// The text's token ids (T); empty for imported attention.
    const std::vector<int>& ids() const { return m_ids; }
    /// The text of the open model's token id, as the tokenizer writes it.
    QString tokenText(int id) const;
    /// The open model's token id labelled as the figures' axes label the text's tokens (a
    /// space as ·; see LanguageModel::tokenLabels).
    QString tokenLabel(int id) const;
    /// For a model with rotary positions and a text, the current head's curve (the rollout
    /// aside); nullopt otherwise.
    std::optional<RotaryCurve> rotaryCurve() const;
    /// The open model's sizes; all zero when none is open.
    ModelShape modelShape() const { return m_model ? m_model->shape() : ModelShape(); }
    QString modelDir() const { return m_dir; }
    QString text() const { return m_text; }
    int layer() const { return m_layer; }
    int head() const { return m_head; }
    bool showRollout() const { return m_rollout; }
    int layers() const;
    int heads() const;
    QStringList tokens() const { return m_tokens; } ///< the queries
    QStringList keyTokens() const {
        return m_keyTokens;
    } ///< equal to tokens() but for cross-attention
    /// Where the attention shown comes from: the model's name, or the imported file's.
    QString source() const { return m_source; }
    /// [L][H] of (T_q,T_k): the attention of every layer and head, as the figures show it.
    const LayerHeadAttention& allAttention() const { return m_output.attention; }
    /// (T_q,T_k) weights of layer and head (0-based, in range).
    Eigen::MatrixXf attention(int layer, int head) const {
        return m_output.attention[std::size_t(layer)][std::size_t(head)];
    }
    /// The matrix shown: (T,T) weights of the current layer and head, or the rollout, or of
    /// a pair the block pairView() picks, (T_A,T_B) or (T_B,T_A).
    Eigen::MatrixXf shownMatrix() const;
    /// The labels of shownMatrix()'s rows and columns.
    QStringList shownQueryTokens() const;
    QStringList shownKeyTokens() const;
    QString shownTitle() const;

  signals:
    /// Another model was opened (languageModel() is new); resultsChanged came first.
    void modelChanged();
    /// A continuation was generated, or another of its steps is shown.
    void generationChanged();

  private:
    /// No text read: the model's figures empty until a text it can read is set.
    void clearResults();
    /// Drops the head atlas of the previous result and why it could not be made.
    void forgetAtlas();

    std::shared_ptr<const LanguageModel> m_model;
    /// The positions of segment (0: sentence A, 1: B) of the pair.
    std::vector<int> positionsOf(int segment) const;

    QString m_dir, m_text, m_second, m_source;
    std::vector<int> m_segments; ///< (T) 0/1 for a sentence pair, else empty
    PairView m_pairView = PairView::Whole;
    QStringList m_tokens, m_keyTokens;
    std::vector<int> m_ids;
    ModelOutput m_output;
    ForwardWhatIf m_knockout;       ///< heads knocked out in every forward pass of the text
    Eigen::VectorXf m_intactLogits; ///< (V) the last position's, with a knockout; else empty
    mutable std::optional<HeadAtlas> m_atlas; ///< of m_output, made by headAtlas()
    mutable QString m_atlasProblem;           ///< why headAtlas() could not make it
    Eigen::MatrixXf m_rolloutMatrix;
    int m_layer = 0, m_head = 0;
    bool m_rollout = false;
    Generation m_generation; ///< of m_generationFrom's text by m_generationModel
    const LanguageModel* m_generationModel = nullptr;
    std::vector<int> m_generationFrom; ///< the prompt's ids
    int m_generationStep = 0;
    GenerationOptions m_generationOptions;
};

} // namespace attn::ui
