// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/vision/visionpage.h"
#include "ui/common/showsdata.h"

#include "ui/common/sidepanel.h"
#include "ui/plotkit/busyhint.h"
#include "ui/plotkit/colormaps.h"
#include "ui/vision/visiondocument.h"
#include "ui/vision/visionfigure.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace attn::ui {

VisionPage::VisionPage(QWidget* parent)
    : Page(parent), m_document(new VisionDocument(this)),
      m_plot(new VisionFigure(m_document, this)) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 4, 4, 4);
    row->addWidget(new SidePanel(createControls(), this));
    row->addWidget(m_plot, 1);
    connectControls();
    const QStringList pictures = VisionDocument::samplePictures();
    if (const QString dir = VisionDocument::sampleModelDir(); !dir.isEmpty()) {
        m_document->loadModel(dir);
        if (!pictures.isEmpty() && m_document->openImage(pictures.first()))
            m_picture = QFileInfo(pictures.first()).completeBaseName();
        // The head that puts 99 % of its [CLS] attention on the shapes (the sample's README).
        VisionSettings s = m_document->settings();
        s.layer = 3;
        s.head = 3;
        m_document->setSettings(s);
    }
    m_document->setBackground(true); // larger models load and run on a worker
    auto* hint = new BusyHint(m_plot);
    connect(m_document, &VisionDocument::busyChanged, hint, &BusyHint::setBusy);
    syncControls();
}

QWidget* VisionPage::createControls() {
    auto* box = new QWidget;
    auto* form = m_form = new QFormLayout(box);
    m_modelLabel = new QLabel(box);
    markShowsData(m_modelLabel);
    m_modelLabel->setWordWrap(true);
    auto* openModel = new QPushButton(tr("&Open model folder…"), box);
    openModel->setToolTip(
        tr("A vision transformer in the Hugging Face layout (ViT, DINO, DeiT, DINOv2): "
           "config.json, model.safetensors, preprocessor_config.json"));
    auto* openPhoto = new QPushButton(tr("Open &photo…"), box);
    openPhoto->setToolTip(tr("A PNG or JPEG of any size and shape"));
    m_samples = new QComboBox(box);
    markShowsData(m_samples); // the pictures' file names
    m_samples->addItem(tr("(choose a sample picture)"));
    for (const QString& path : VisionDocument::samplePictures())
        m_samples->addItem(QFileInfo(path).completeBaseName(), path);
    m_view = new QComboBox(box);
    m_view->setObjectName(QStringLiteral("visionViewCombo"));
    m_view->addItems({tr("One head: [CLS] → patches"), tr("Every head of the layer"),
                      tr("Threshold mask (DINO)"), tr("A patch's own attention"),
                      tr("Rollout over all layers")});
    m_layer = new QSpinBox(box);
    m_head = new QSpinBox(box);
    for (QSpinBox* spin : {m_layer, m_head}) {
        spin->setMinimum(1);
        spin->setKeyboardTracking(false);
    }
    m_keep = new QDoubleSpinBox(box);
    m_keep->setRange(1, 100);
    m_keep->setSuffix(QStringLiteral(" %"));
    m_keep->setDecimals(0);
    m_keep->setToolTip(tr("Keep the fewest patches that together hold this share of the "
                          "head's [CLS] attention; the others are darkened"));
    m_fusion = new QComboBox(box);
    m_fusion->addItems({tr("mean"), tr("max"), tr("min")});
    m_fusion->setToolTip(tr("How the heads of a layer are fused before the layers are "
                            "multiplied"));
    m_discard = new QDoubleSpinBox(box);
    m_discard->setRange(0, 99);
    m_discard->setDecimals(0);
    m_discard->setSuffix(QStringLiteral(" %"));
    m_discard->setToolTip(tr("Per layer, the lowest weights dropped before the layers are "
                             "multiplied (vit-explain's discard ratio)"));
    m_sizing = new QComboBox(box);
    m_sizing->addItems({tr("As the model was trained"), tr("Keep the photo's shape")});
    m_sizing->setToolTip(tr("As trained: the checkpoint's resize (usually a square). Keep the "
                            "shape: the longer side below, in whole patches, with the position "
                            "embeddings interpolated"));
    m_longSide = new QSpinBox(box);
    m_longSide->setRange(0, VisionDocument::kMaxLongSide);
    m_longSide->setSingleStep(16);
    m_longSide->setSuffix(tr(" px"));
    m_longSide->setSpecialValueText(tr("model's size"));
    m_longSide->setKeyboardTracking(false);
    m_opacity = new QSlider(Qt::Horizontal, box);
    m_opacity->setRange(0, 100);
    m_smooth = new QCheckBox(tr("&Smooth between patches"), box);
    m_colors = new QComboBox(box);
    for (ColorMap map : allColorMaps())
        m_colors->addItem(colorMapTitle(map));
    m_summary = new QLabel(box);
    m_summary->setWordWrap(true);

    form->addRow(tr("Showing:"), m_modelLabel);
    form->addRow(openModel);
    form->addRow(openPhoto);
    form->addRow(tr("Sample:"), m_samples);
    form->addRow(tr("&View:"), m_view);
    form->addRow(tr("&Layer:"), m_layer);
    form->addRow(tr("&Head:"), m_head);
    form->addRow(tr("&Keep:"), m_keep);
    form->addRow(tr("&Fuse heads by:"), m_fusion);
    form->addRow(tr("&Discard:"), m_discard);
    form->addRow(tr("Si&zing:"), m_sizing);
    form->addRow(tr("Longer side:"), m_longSide);
    form->addRow(tr("Opacity:"), m_opacity);
    form->addRow(m_smooth);
    form->addRow(tr("Colours:"), m_colors);
    form->addRow(m_summary);

    connect(openModel, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a ViT model folder"),
                                                              m_document->modelDir());
        if (!dir.isEmpty()) this->openModel(dir);
    });
    connect(openPhoto, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a photo"), QString(), tr("Pictures (*.png *.jpg *.jpeg *.bmp *.webp)"));
        if (!path.isEmpty() && m_document->openImage(path)) m_picture = path;
    });
    return box;
}

void VisionPage::connectControls() {
    connect(m_samples, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        if (index > 0 && m_document->openImage(m_samples->itemData(index).toString()))
            m_picture = m_samples->itemText(index);
    });
    connect(m_view, qOverload<int>(&QComboBox::activated), this,
            [this](int v) { m_document->setView(VisionView(v)); });
    connect(m_layer, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { m_document->setLayer(v - 1); });
    connect(m_head, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { m_document->setHead(v - 1); });
    connect(m_keep, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [this](double v) { m_document->setKeepShare(v / 100); });
    const auto applyRollout = [this] {
        m_document->setRollout(HeadFusion(m_fusion->currentIndex()), m_discard->value() / 100);
    };
    connect(m_fusion, qOverload<int>(&QComboBox::activated), this, applyRollout);
    connect(m_discard, qOverload<double>(&QDoubleSpinBox::valueChanged), this, applyRollout);
    const auto applySizing = [this] {
        m_document->setSizing(VitSizing(m_sizing->currentIndex()), m_longSide->value());
    };
    connect(m_sizing, qOverload<int>(&QComboBox::activated), this, applySizing);
    connect(m_longSide, qOverload<int>(&QSpinBox::valueChanged), this, applySizing);
    connect(m_opacity, &QSlider::valueChanged, this,
            [this](int v) { m_document->setOpacity(v / 100.0); });
    connect(m_smooth, &QCheckBox::toggled, m_document, &VisionDocument::setSmooth);
    connect(m_colors, qOverload<int>(&QComboBox::activated), this,
            [this](int i) { m_document->setColorMap(allColorMaps().value(i)); });
    connect(m_plot, &VisionFigure::patchClicked, m_document, &VisionDocument::choosePatch);
    connect(m_plot, &VisionFigure::headClicked, this, [this](int head) {
        VisionSettings s = m_document->settings();
        s.head = head;
        s.view = VisionView::Head;
        m_document->setSettings(s);
    });
    connect(m_document, &VisionDocument::resultsChanged, this, &VisionPage::syncControls);
    connect(m_document, &VisionDocument::displayChanged, this, &VisionPage::syncControls);
    connect(m_document, &VisionDocument::errorOccurred, this, [this](const QString& message) {
        emit statusMessage(tr("Not applied: %1").arg(message));
        syncControls();
    });
}

void VisionPage::syncControls() {
    const VisionSettings& s = m_document->settings();
    const QSignalBlocker b1(m_view), b2(m_layer), b3(m_head), b4(m_keep), b5(m_fusion),
        b6(m_discard), b7(m_sizing), b8(m_longSide), b9(m_opacity), b10(m_smooth), b11(m_colors);
    m_view->setCurrentIndex(int(s.view));
    m_layer->setMaximum(std::max(1, m_document->layers()));
    m_head->setMaximum(std::max(1, m_document->heads()));
    m_layer->setValue(s.layer + 1);
    m_head->setValue(s.head + 1);
    m_keep->setValue(s.keepShare * 100);
    m_fusion->setCurrentIndex(int(s.fusion));
    m_discard->setValue(s.discardRatio * 100);
    m_sizing->setCurrentIndex(int(s.sizing));
    m_longSide->setValue(s.longSide);
    m_opacity->setValue(int(std::lround(s.opacity * 100)));
    m_smooth->setChecked(s.smooth);
    m_colors->setCurrentIndex(int(allColorMaps().indexOf(s.colorMap)));
    const QSignalBlocker b12(m_samples);
    // the picture shown (a background run that failed leaves the one before)
    const QString shown = QFileInfo(m_document->imageName()).completeBaseName();
    m_samples->setCurrentIndex(std::max(0, m_samples->findText(shown)));
    const bool rollout = s.view == VisionView::Rollout;
    m_form->setRowVisible(m_layer, !rollout);
    m_form->setRowVisible(m_head, !rollout && s.view != VisionView::Heads);
    m_form->setRowVisible(m_keep, s.view == VisionView::Threshold);
    m_form->setRowVisible(m_fusion, rollout);
    m_form->setRowVisible(m_discard, rollout);
    m_form->setRowVisible(m_longSide, s.sizing == VitSizing::KeepAspect);
    m_modelLabel->setText(m_document->hasModel() ? QFileInfo(m_document->modelDir()).fileName()
                                                 : tr("none"));
    QString summary;
    if (m_document->hasResult()) {
        const VitConfig& c = m_document->model()->config;
        const QString prefix = c.distillation    ? tr("[CLS] and a distillation token")
                               : c.registers > 0 ? tr("[CLS] and %n registers", "", c.registers)
                                                 : tr("[CLS]");
        summary = tr("%1: %2 × %3 patches + %4 · %5 layers × %6 heads")
                      .arg(m_document->imageName())
                      .arg(m_document->gridWidth())
                      .arg(m_document->gridHeight())
                      .arg(prefix)
                      .arg(m_document->layers())
                      .arg(m_document->heads());
        if (s.view != VisionView::Heads && s.view != VisionView::Rollout)
            summary += QLatin1Char('\n') + tr("Click the photo to see a patch's own attention.");
    } else {
        summary = m_document->hasModel() ? tr("Open a photo.")
                                         : tr("No model: open a ViT, DINO, DeiT or DINOv2 folder.");
    }
    m_summary->setText(summary);
}

bool VisionPage::openModel(const QString& dir) {
    return m_document->loadModel(dir);
}

QCustomPlot* VisionPage::exportPlot() {
    return m_plot;
}
bool VisionPage::hasMatrix() const {
    return m_document->hasResult();
}
LabelledMatrix VisionPage::shownNumbers() const {
    if (!m_document->hasResult()) return {};
    const std::vector<Eigen::MatrixXf> maps = m_document->maps();
    if (maps.empty()) return {};
    return labelledMatrix(maps.front(), numberedLabels(maps.front().rows(), {}, 1),
                          numberedLabels(maps.front().cols(), {}, 1));
}

QString VisionPage::exportMatrix(const QString& path) {
    return m_document->exportMaps(path);
}
} // namespace attn::ui
