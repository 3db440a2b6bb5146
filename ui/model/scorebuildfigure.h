// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How one head scores one token against every token, as BertViz's neuron view shows it: the
// query times each key element by element (a row per key, a column per dimension), and beside
// each row its score q·k/√d and the softmax weight that score becomes.
#include "core/models/language/score_build.h"
#include "ui/plotkit/figure.h"

#include <optional>

namespace attn::ui {

class ModelDocument;

class ScoreBuildFigure : public Figure {
    Q_OBJECT

  public:
    explicit ScoreBuildFigure(const ModelDocument* document, QWidget* parent = nullptr);

    /// The token whose scores are shown (0-based, clamped to the text); the last by default.
    void setQuery(int query);
    int query() const { return m_query; }
    /// The numbers drawn; empty with no decoder or encoder and text.
    const std::optional<ScoreBuild>& build() const { return m_build; }
    /// "key 3 ‘t’, dimension 5: q·k term 0.12" over the products; "key 3 ‘t’: score -1.2,
    /// weight 0.31" over the weights; else empty.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    /// Reads the document's current layer and head again.
    void rebuild();

  protected:
    void fontSizeChanged() override { rebuild(); }

  private:
    /// Token labels along both panels' key axes, as many as their rows hold.
    bool fitKeyLabels();

    const ModelDocument* m_document;
    int m_query = -1; ///< -1: the last token
    std::optional<ScoreBuild> m_build;
    QCPAxisRect* m_products = nullptr;
    QCPAxisRect* m_weights = nullptr;
    int m_keyStep = 0;
    int m_keys = 0; ///< the keys drawn: up to the last the token may see
};

} // namespace attn::ui
