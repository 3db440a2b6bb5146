// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A rotary head's score for one query-key pair at every offset j - i, with the rotation and
// without: the model's own RoPE, beside the Positional tab's.
#include "ui/plotkit/figure.h"

namespace attn::ui {

class ModelDocument;

class RotaryFigure : public Figure {
    Q_OBJECT

  public:
    explicit RotaryFigure(const ModelDocument* document, QWidget* parent = nullptr);

  public slots:
    void rebuild();

  protected:
    void fontSizeChanged() override { rebuild(); }

  private:
    const ModelDocument* m_document;
};

} // namespace attn::ui
