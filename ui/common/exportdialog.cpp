// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/exportdialog.h"

#include "ui/plotkit/style.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>

namespace attn::ui {

ExportDialog::ExportDialog(ExportFormat format, const ExportOptions& initial, QWidget* parent)
    : QDialog(parent), m_width(new QSpinBox(this)), m_height(new QSpinBox(this)),
      m_scale(new QDoubleSpinBox(this)), m_points(new QDoubleSpinBox(this)) {
    setWindowTitle(tr("Export figure"));
    for (QSpinBox* side : {m_width, m_height}) {
        side->setRange(ExportOptions::kMinSide, ExportOptions::kMaxSide);
        side->setSuffix(tr(" px")); // every format is sized in 96 dpi pixels
        side->setSingleStep(100);
    }
    m_width->setValue(initial.width);
    m_height->setValue(initial.height);
    m_scale->setRange(ExportOptions::kMinScale, ExportOptions::kMaxScale);
    m_scale->setSingleStep(0.5);
    m_scale->setDecimals(2);
    m_scale->setPrefix(QStringLiteral("× "));
    m_scale->setValue(initial.scale);

    m_scale->setObjectName(QStringLiteral("scale"));
    m_points->setObjectName(QStringLiteral("textSize"));
    m_points->setRange(FontRange::kMin, FontRange::kMax);
    m_points->setDecimals(0);
    m_points->setSuffix(tr(" pt"));
    m_points->setValue(initial.fontPoints > 0 ? initial.fontPoints : FontRange::kDefault);
    m_points->setToolTip(tr("The figure's text size in the file; 18 pt or more reads from the "
                            "back of a lecture hall."));

    auto* form = new QFormLayout(this);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Height:"), m_height);
    form->addRow(tr("Text size:"), m_points);
    m_scale->setVisible(format == ExportFormat::Png); // vector formats have no pixels
    if (format == ExportFormat::Png) {
        form->addRow(tr("Pixel scale:"), m_scale);
        auto* note = new QLabel(tr("The file has width × scale by height × scale pixels; "
                                   "use 2 or more for print."),
                                this);
        note->setWordWrap(true);
        form->addRow(note);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

ExportOptions ExportDialog::options() const {
    ExportOptions o;
    o.width = m_width->value();
    o.height = m_height->value();
    o.scale = m_scale->value();
    o.fontPoints = m_points->value();
    return o;
}

QStringList figureFileFilters() {
    return {ExportDialog::tr("PNG image (*.png)"), ExportDialog::tr("SVG drawing (*.svg)"),
            ExportDialog::tr("PDF document (*.pdf)")};
}

QString withFigureSuffix(const QString& path, const QString& filter) {
    if (exportFormatFor(path) != ExportFormat::Unknown) return path;
    const QStringList filters = figureFileFilters();
    return path + (filter == filters[1]   ? QStringLiteral(".svg")
                   : filter == filters[2] ? QStringLiteral(".pdf")
                                          : QStringLiteral(".png"));
}

bool saveFigureAs(QWidget* parent, QCustomPlot& plot, const QString& path, ExportOptions& options) {
    ExportDialog dialog(exportFormatFor(path), options, parent);
    if (dialog.exec() != QDialog::Accepted) return false;
    options = dialog.options();
    const QString error = exportFigure(plot, path, options);
    if (error.isEmpty()) return true;
    QMessageBox::warning(parent, ExportDialog::tr("Export figure"),
                         ExportDialog::tr("The figure was not saved: %1.").arg(error));
    return false;
}

bool exportFigureFromWindow(QWidget* parent, QCustomPlot& plot, const QString& name,
                            double textPoints) {
    static QString folder = QDir::homePath(); // where the last figure of a window went
    static ExportOptions options;
    const QStringList filters = figureFileFilters();
    QString filter = filters.front();
    QString path = QFileDialog::getSaveFileName(parent, ExportDialog::tr("Export figure"),
                                                QDir(folder).filePath(name + ".png"),
                                                filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty()) return false;
    path = withFigureSuffix(path, filter);
    folder = QFileInfo(path).path();
    options.fontPoints = textPoints; // the text as the window shows it now
    return saveFigureAs(parent, plot, path, options);
}

} // namespace attn::ui
