// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One panel per model: each layer's attention by distance on the same prompt, the early layers
// light and the late ones dark, titled with how the model tells positions apart.
#include "ui/plotkit/panelfigure.h"

namespace attn::ui {

class ModelDistanceDocument;

class ModelDistanceFigure : public PanelFigure {
    Q_OBJECT

  public:
    explicit ModelDistanceFigure(const ModelDistanceDocument* document, QWidget* parent = nullptr);

  protected:
    void build() override;
    bool fitToRoom() override;

  private:
    const ModelDistanceDocument* m_document;
    QCPLegend* m_legend = nullptr; ///< under the panels, of the last build()
};

} // namespace attn::ui
