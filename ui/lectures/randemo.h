#pragma once
// Lectures > Recurrent attention over windows: the sequence cut into windows of w tokens,
// self-attention inside each window plus one carried global vector, and the resulting
// block structure of the weights (tokens × (global slots + tokens)) with window borders.
#include "core/lectures/window_attention.h"
#include "ui/lectures/lecturedemo.h"

#include <QStringList>

#include <memory>

class QLabel;
class QSpinBox;
class QCPColorScale;

namespace attn::ui {

class HeatmapPanel;

struct RanSettings {
    int tokens = 12;    ///< n
    int window = 4;     ///< w
    int dimension = 16; ///< d of the random token vectors
    unsigned seed = 1;

    static constexpr int kMaxTokens = 64;
};

/// The column labels of the weights: "g₀", "g₁", … for the M slots, then the tokens.
QStringList ranColumnLabels(int windows, const QStringList& tokens);
/// The first n words of the demonstration's sentence, then "x23", "x24", … past its end.
QStringList ranTokens(int n);

class RanDemo : public LectureDemo {
    Q_OBJECT

  public:
    explicit RanDemo(QWidget* parent = nullptr);
    ~RanDemo() override;

    /// --ran-tokens, --window (and the shared --seed).
    static QList<QCommandLineOption> commandLineOptions();

    QCustomPlot* exportPlot() override;
    void setBaseFontPointSize(double points) override;
    void applyCommandLine(const QCommandLineParser& parser) override;

    const RanSettings& settings() const { return m_settings; }
    /// Clamps (w to 1..n) and recomputes.
    void setSettings(const RanSettings& settings);
    const WindowAttentionResult& result() const { return m_result; }
    HeatmapPanel* panel() const { return m_panel.get(); }

  private:
    QWidget* createControls();
    void recompute();
    void draw();
    void fitLabels();
    void syncControls();
    void showText();

    RanSettings m_settings;
    WindowAttentionResult m_result;
    QCustomPlot* m_plot;
    QCPColorScale* m_scale = nullptr;
    std::unique_ptr<HeatmapPanel> m_panel;
    double m_points = 11;
    QWidget* m_controls = nullptr;
    QSpinBox* m_tokens = nullptr;
    QSpinBox* m_window = nullptr;
    QSpinBox* m_seed = nullptr;
    QLabel* m_text = nullptr;
    bool m_syncing = false;
};

} // namespace attn::ui
