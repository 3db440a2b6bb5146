// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A translator, an English sentence and its greedy translation with every attention matrix:
// the state of the Translator tab; the only caller of the core for it. Translating a sentence
// of a few dozen words takes milliseconds, so it runs on the GUI thread.
#include "core/models/translator/translator.h"
#include "ui/common/document.h"
#include "ui/common/shownnumbers.h"

#include <Eigen/Core>

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace attn::ui {

/// Which attention of a Transformer translator is shown.
enum class TranslatorAttention {
    EncoderSelf, ///< (S,S) source words attending to source words
    DecoderSelf, ///< (T,T) causal, decoder inputs attending to earlier decoder inputs
    Cross,       ///< (T,S) target steps attending to source words
};

class TranslatorDocument : public Document {
    Q_OBJECT

  public:
    explicit TranslatorDocument(QObject* parent = nullptr);
    ~TranslatorDocument() override;

    /// The translators shipped in sample_models/ that can be found (Bahdanau first).
    static QStringList sampleModelDirs();
    /// The shipped Bahdanau translator, or empty when it cannot be found.
    static QString sampleBahdanauDir();
    /// The sentence both sample models translate first.
    static QString defaultSentence();

    /// Loads dir and translates the current text with it; on failure keeps the current model
    /// and emits errorOccurred. True on success.
    bool loadModel(const QString& dir);
    /// Translates text; on failure (empty, too long, no model) keeps the previous translation
    /// and emits errorOccurred. True on success.
    bool setText(const QString& text);
    /// Decoding step (0-based, clamped to 0 .. T-1); emits stepChanged.
    void setStep(int step);
    void nextStep() { setStep(m_step + 1); }
    void previousStep() { setStep(m_step - 1); }
    /// Transformer only; layer and head 0-based and clamped.
    void setAttention(TranslatorAttention kind);
    void setLayer(int layer);
    void setHead(int head);
    /// Kind, layer and head together (e.g. a click in the grid), one resultsChanged.
    void showHead(TranslatorAttention kind, int layer, int head);

    bool hasTranslation() const { return m_translator && m_result.targetLength() > 0; }
    bool isBahdanau() const;
    QString modelDir() const { return m_dir; }
    /// "Bahdanau GRU (en → fr)" or "Transformer 2 layers × 4 heads (en → fr)".
    QString modelTitle() const;
    /// Empty, or a sentence saying that the words are decoded greedily where the model's
    /// settings ask for beam search (opus-mt's num_beams 4).
    QString decodingNote() const;
    /// The translator's languages, named in the interface's language ("English", "Russian";
    /// a code the program has no name for as it is).
    QString sourceLanguage() const;
    QString targetLanguage() const;
    /// An ISO 639 code ("en", "rus") -> the language's name in the interface's language.
    static QString languageName(const std::string& code);
    QString text() const { return m_text; }
    const Translation& translation() const { return m_result; }
    int step() const { return m_step; }
    int steps() const { return m_result.targetLength(); }
    TranslatorAttention attentionKind() const { return m_kind; }
    int layer() const { return m_layer; }
    int head() const { return m_head; }
    int layers() const; ///< 0 for Bahdanau
    int heads() const;  ///< 0 for Bahdanau

    /// (S) source words, unknown ones marked "word (unk)"; the last is "<eos>".
    QStringList sourceLabels() const;
    /// (T) generated words.
    QStringList targetLabels() const;
    /// (T) the decoder's inputs: "<bos>" then the generated words but the last.
    QStringList decoderInputLabels() const;
    /// The source words read as <unk>, in order.
    QStringList unknownWords() const;

    /// The matrix shown (rows = queries): the alignment, or the chosen Transformer head.
    Eigen::MatrixXf shownMatrix() const;
    /// (layers) x (heads) matrices of kind (Transformer), empty for Bahdanau.
    const LayerHeadAttention& matrices(TranslatorAttention kind) const;
    /// Writes the translation's attention to path (.npy, float32): a Bahdanau translator's
    /// alignment (T,S), else every layer's and head's attention of kind (L,H,queries,keys).
    /// Returns an empty string, or why nothing was written.
    QString exportAttention(const QString& path, TranslatorAttention kind) const;
    QStringList shownQueryLabels() const;
    QStringList shownKeyLabels() const;
    /// shownMatrix() with its labels: what the Translator tab and the seq2seq lecture export.
    LabelledMatrix shownNumbers() const {
        return labelledMatrix(shownMatrix(), shownQueryLabels(), shownKeyLabels());
    }
    QString shownTitle() const;
    /// "source" or "decoder input" / "target": what the rows and columns of shownMatrix are.
    QString shownQueryName() const;
    QString shownKeyName() const;
    /// True when the rows of shownMatrix are the decoding steps (the step row is highlighted).
    bool shownRowsAreSteps() const;

    /// The current step: its query (Bahdanau: s_{t-1}, (H); Transformer: the last layer's
    /// cross-attention input, (E)), its weights over the source (S) and the context vector
    /// (Bahdanau: c_t, (H); Transformer: the last layer's cross-attention output, (E)).
    Eigen::VectorXf stepQuery() const;
    Eigen::VectorXf stepWeights() const;
    Eigen::VectorXf stepContext() const;
    /// Where stepWeights come from: "alignment" or "cross-attention, layer 2, head 1".
    QString stepWeightsSource() const;

  signals:
    /// Only the decoding step changed.
    void stepChanged(int step);

  private:
    int clampedLayer(int layer) const;
    int clampedHead(int head) const;

    std::optional<Translator> m_translator;
    QString m_dir, m_text;
    Translation m_result;
    int m_step = 0;
    TranslatorAttention m_kind = TranslatorAttention::Cross;
    int m_layer = 0, m_head = 0;
};

/// "encoder self-attention", "decoder causal self-attention", "cross-attention".
QString attentionKindName(TranslatorAttention kind);

} // namespace attn::ui
