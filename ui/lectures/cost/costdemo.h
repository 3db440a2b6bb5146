// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lectures > Cost of sequence layers: the complexity table of self-attention, recurrent and
// convolutional layers, and a live measurement of the three layers on this machine with
// the table's laws fitted through the times.
#include "ui/lectures/lecturedemo.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace attn::ui {

class CostDocument;
class CostFigure;

class CostDemo : public LectureDemo {
    Q_OBJECT

  public:
    explicit CostDemo(QWidget* parent = nullptr);

    QCustomPlot* exportPlot() override;
    void setBaseFontPointSize(double points) override;

    CostDocument* document() const { return m_document; }
    CostFigure* figure() const { return m_figure; }

  protected:
    void showEvent(QShowEvent* event) override;

  private:
    QWidget* createControls();
    void applySettings();
    /// Shows the document's settings in the controls (a value not listed is added).
    void syncControls();
    void showProgress();
    void showText();

    CostDocument* m_document;
    CostFigure* m_figure;
    QWidget* m_controls = nullptr;
    QComboBox* m_dimension = nullptr;
    QComboBox* m_maxN = nullptr;
    QSpinBox* m_kernel = nullptr;
    QPushButton* m_measure = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_table = nullptr;
    QLabel* m_slopes = nullptr;
    bool m_measuredOnce = false;
};

} // namespace attn::ui
