// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Asks for the size and text size of an exported figure.
#include "ui/common/figureexport.h"

#include <QDialog>

class QDoubleSpinBox;
class QSpinBox;

namespace attn::ui {

/// Width and height in 96 dpi pixels, the text size in points and, for PNG, the pixel scale.
class ExportDialog : public QDialog {
    Q_OBJECT

  public:
    ExportDialog(ExportFormat format, const ExportOptions& initial, QWidget* parent = nullptr);
    ExportOptions options() const;

  private:
    QSpinBox* m_width;
    QSpinBox* m_height;
    QDoubleSpinBox* m_scale;
    QDoubleSpinBox* m_points;
};

} // namespace attn::ui
