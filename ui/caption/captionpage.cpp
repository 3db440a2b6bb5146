// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/caption/captionpage.h"
#include "ui/common/showsdata.h"

#include "ui/caption/captiondocument.h"
#include "ui/caption/captionfigures.h"
#include "ui/caption/captionframes.h"
#include "ui/common/sidepanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

namespace {

QPushButton* button(const QString& text, QWidget* parent) {
    return new QPushButton(text, parent);
}

} // namespace

CaptionPage::CaptionPage(QWidget* parent)
    : Page(parent), m_document(new CaptionDocument(this)), m_timer(new QTimer(this)) {
    m_overlay = new CaptionOverlayFigure(m_document);
    m_overlay->setObjectName(QStringLiteral("captionOverlay"));
    m_grid = new CaptionGridFigure(m_document);
    m_views = new QTabWidget;
    m_views->addTab(m_overlay, tr("Overlay"));
    m_views->addTab(m_grid, tr("All words"));

    m_warning = new QLabel;
    m_warning->setObjectName(QStringLiteral("captionWarning"));
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #5c4400; "
                                            "border: 1px solid #e0c060; padding: 4px; }"));
    m_warning->hide();
    m_captionLabel = new QLabel;
    m_captionLabel->setWordWrap(true);
    m_captionLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* right = new QVBoxLayout;
    right->addWidget(m_warning);
    right->addWidget(m_captionLabel);
    right->addWidget(m_views, 1);
    auto* scroll = new SidePanel(createControls(), this);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(scroll);
    layout->addLayout(right, 1);

    connect(m_document, &CaptionDocument::errorOccurred, this, [this](const QString& message) {
        emit statusMessage(
            tr("Not applied: %1. The view still shows the previous input.").arg(message));
        syncControls();
    });
    connect(m_document, &CaptionDocument::resultChanged, this, &CaptionPage::syncControls);
    for (CaptionFigure* plot :
         {static_cast<CaptionFigure*>(m_overlay), static_cast<CaptionFigure*>(m_grid)})
        connect(plot, &CaptionFigure::stepRequested, this, [this](int delta) {
            setPlaying(false);
            m_document->selectWord(m_document->word() + delta);
        });
    connect(m_overlay, &CaptionOverlayFigure::wordClicked, this, [this](int i) {
        setPlaying(false);
        m_document->selectWord(i);
    });
    connect(m_grid, &CaptionGridFigure::wordClicked, this, [this](int i) {
        m_document->selectWord(i);
        m_views->setCurrentWidget(m_overlay);
    });
    connect(m_overlay, &CaptionOverlayFigure::imageClicked, this, [this](int x, int y) {
        if (!m_document->hasScene()) return;
        m_document->moveShape(m_shape->currentIndex(), x, y);
    });
    connect(m_timer, &QTimer::timeout, this, &CaptionPage::playStep);

    if (const QString dir = CaptionDocument::sampleModelDir(); !dir.isEmpty())
        m_document->loadModel(dir);
    syncControls();
}

QWidget* CaptionPage::createControls() {
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);

    auto* modelBox = new QGroupBox(tr("Captioner"));
    auto* modelLayout = new QVBoxLayout(modelBox);
    m_modelLabel = new QLabel;
    markShowsData(m_modelLabel);
    m_modelLabel->setWordWrap(true);
    modelLayout->addWidget(m_modelLabel);
    QPushButton* openModelButton = button(tr("Open captioner…"), modelBox);
    connect(openModelButton, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a captioner folder"),
                                                              m_document->modelDir());
        if (!dir.isEmpty()) openModel(dir);
    });
    modelLayout->addWidget(openModelButton);
    layout->addWidget(modelBox);

    auto* pictureBox = new QGroupBox(tr("Picture"));
    auto* pictureLayout = new QVBoxLayout(pictureBox);
    auto* randomRow = new QHBoxLayout;
    m_random = button(tr("Random scene"), pictureBox);
    m_seed = new QSpinBox;
    m_seed->setRange(0, 999999);
    m_seed->setValue(1);
    m_seed->setPrefix(tr("seed "));
    randomRow->addWidget(m_random);
    randomRow->addWidget(m_seed);
    pictureLayout->addLayout(randomRow);
    connect(m_random, &QPushButton::clicked, this,
            [this] { m_seed->setValue(m_seed->value() + 1); });
    connect(m_seed, &QSpinBox::valueChanged, this,
            [this](int seed) { m_document->setRandomScene(quint64(seed)); });
    pictureLayout->addWidget(createSceneEditor());
    QPushButton* openImage = button(tr("Open image…"), pictureBox);
    connect(openImage, &QPushButton::clicked, this, &CaptionPage::openImageFile);
    pictureLayout->addWidget(openImage);
    QPushButton* importMaps = button(tr("Import attention maps…"), pictureBox);
    importMaps->setToolTip(tr("A .npy of shape (words, grid_h, grid_w) from your own captioner and "
                              "a words file (.json list or .txt, one word a line)"));
    connect(importMaps, &QPushButton::clicked, this, &CaptionPage::importMapsFiles);
    pictureLayout->addWidget(importMaps);
    m_modelMaps = button(tr("Back to the captioner's maps"), pictureBox);
    connect(m_modelMaps, &QPushButton::clicked, m_document, &CaptionDocument::clearImportedMaps);
    pictureLayout->addWidget(m_modelMaps);
    layout->addWidget(pictureBox);

    auto* captionBox = new QGroupBox(tr("Caption"));
    auto* captionLayout = new QVBoxLayout(captionBox);
    m_caption = new QLineEdit;
    m_caption->setPlaceholderText(tr("type a caption for the model to read"));
    m_caption->setToolTip(
        tr("Enter: the model reads this caption (teacher forcing) and shows where "
           "it looks for each word. Empty: its own caption."));
    connect(m_caption, &QLineEdit::returnPressed, this,
            [this] { m_document->setTypedCaption(m_caption->text()); });
    captionLayout->addWidget(m_caption);
    auto* wordRow = new QHBoxLayout;
    QPushButton* previous = button(tr("◀"), captionBox);
    QPushButton* next = button(tr("▶"), captionBox);
    previous->setToolTip(tr("Previous word (Left)"));
    next->setToolTip(tr("Next word (Right)"));
    connect(previous, &QPushButton::clicked, m_document, &CaptionDocument::previousWord);
    connect(next, &QPushButton::clicked, m_document, &CaptionDocument::nextWord);
    m_play = button(tr("Play"), captionBox);
    m_play->setCheckable(true);
    m_play->setObjectName(QStringLiteral("captionPlayButton"));
    connect(m_play, &QPushButton::toggled, this, &CaptionPage::setPlaying);
    wordRow->addWidget(previous);
    wordRow->addWidget(m_play);
    wordRow->addWidget(next);
    captionLayout->addLayout(wordRow);
    m_speed = new QDoubleSpinBox;
    m_speed->setObjectName(QStringLiteral("captionSpeedBox"));
    m_speed->setRange(0.1, 10);
    m_speed->setSingleStep(0.1);
    m_speed->setValue(1.0);
    m_speed->setSuffix(tr(" s per word"));
    connect(m_speed, &QDoubleSpinBox::valueChanged, this,
            [this](double s) { m_timer->setInterval(int(s * 1000)); });
    m_timer->setInterval(1000);
    captionLayout->addWidget(m_speed);
    QPushButton* frames = button(tr("Export frames…"), captionBox);
    frames->setToolTip(tr("One PNG per word, frame-001.png, ..., for slides or a video"));
    connect(frames, &QPushButton::clicked, this, &CaptionPage::exportFramesFolder);
    captionLayout->addWidget(frames);
    layout->addWidget(captionBox);

    layout->addWidget(createDrawingBox());
    layout->addStretch(1);
    return panel;
}

QWidget* CaptionPage::createDrawingBox() {
    auto* displayBox = new QGroupBox(tr("Drawing"));
    auto* form = new QFormLayout(displayBox);
    m_smooth = new QCheckBox(tr("Smooth (upsampled)"));
    connect(m_smooth, &QCheckBox::toggled, m_document, &CaptionDocument::setSmooth);
    m_gridLines = new QCheckBox(tr("Patch grid"));
    m_gridLines->setChecked(true);
    connect(m_gridLines, &QCheckBox::toggled, m_document, &CaptionDocument::setShowGrid);
    m_opacity = new QSlider(Qt::Horizontal);
    m_opacity->setRange(0, 100);
    m_opacity->setValue(50);
    connect(m_opacity, &QSlider::valueChanged, this,
            [this](int v) { m_document->setOpacity(v / 100.0); });
    m_colorMap = new QComboBox;
    for (ColorMap map : allColorMaps())
        m_colorMap->addItem(colorMapTitle(map), int(map));
    connect(m_colorMap, &QComboBox::currentIndexChanged, this,
            [this] { m_document->setColorMap(ColorMap(m_colorMap->currentData().toInt())); });
    form->addRow(m_smooth);
    form->addRow(m_gridLines);
    form->addRow(tr("Opacity"), m_opacity);
    form->addRow(tr("Colours"), m_colorMap);
    return displayBox;
}

namespace {

/// A shape's name in the interface's language (the model's own words stay English).
QString shapeTitle(ShapeKind kind) {
    switch (kind) {
    case ShapeKind::Circle:
        return CaptionPage::tr("circle");
    case ShapeKind::Square:
        return CaptionPage::tr("square");
    case ShapeKind::Triangle:
        return CaptionPage::tr("triangle");
    }
    return {};
}

QString colourTitle(ShapeColour colour) {
    switch (colour) {
    case ShapeColour::Red:
        return CaptionPage::tr("red");
    case ShapeColour::Green:
        return CaptionPage::tr("green");
    case ShapeColour::Blue:
        return CaptionPage::tr("blue");
    case ShapeColour::Yellow:
        return CaptionPage::tr("yellow");
    }
    return {};
}

} // namespace

QWidget* CaptionPage::createSceneEditor() {
    m_editor = new QGroupBox(tr("Edit the scene"));
    auto* form = new QFormLayout(m_editor);
    m_shapeCount = new QSpinBox;
    m_shapeCount->setRange(1, 3);
    m_shape = new QComboBox;
    m_kind = new QComboBox;
    for (ShapeKind k : {ShapeKind::Circle, ShapeKind::Square, ShapeKind::Triangle})
        m_kind->addItem(shapeTitle(k), int(k));
    m_colour = new QComboBox;
    for (ShapeColour c :
         {ShapeColour::Red, ShapeColour::Green, ShapeColour::Blue, ShapeColour::Yellow})
        m_colour->addItem(colourTitle(c), int(c));
    m_size = new QComboBox;
    m_size->addItems({tr("small"), tr("large")});
    m_x = new QSlider(Qt::Horizontal);
    m_y = new QSlider(Qt::Horizontal);
    for (QSlider* s : {m_x, m_y})
        s->setRange(0, kSceneSize - 1);
    form->addRow(tr("Shapes"), m_shapeCount);
    form->addRow(tr("Edit"), m_shape);
    form->addRow(tr("Kind"), m_kind);
    form->addRow(tr("Colour"), m_colour);
    form->addRow(tr("Size"), m_size);
    form->addRow(tr("Left–right"), m_x);
    form->addRow(tr("Top–bottom"), m_y);
    auto* hint = new QLabel(tr("Or click the picture to move the shape there."));
    hint->setWordWrap(true);
    form->addRow(hint);

    connect(m_shapeCount, &QSpinBox::valueChanged, this, [this](int n) {
        if (!m_document->hasScene()) return;
        Scene scene = m_document->scene();
        const SceneShape extra[] = {{ShapeKind::Square, ShapeColour::Blue, false, 48, 48},
                                    {ShapeKind::Triangle, ShapeColour::Yellow, false, 16, 48},
                                    {ShapeKind::Circle, ShapeColour::Green, false, 48, 16}};
        while (int(scene.shapes.size()) < n)
            scene.shapes.push_back(extra[scene.shapes.size()]);
        scene.shapes.resize(std::size_t(n));
        m_document->setScene(scene);
    });
    connect(m_shape, &QComboBox::currentIndexChanged, this, &CaptionPage::syncControls);
    for (QComboBox* box : {m_kind, m_colour, m_size})
        connect(box, &QComboBox::currentIndexChanged, this, &CaptionPage::applyShapeEdit);
    for (QSlider* s : {m_x, m_y})
        connect(s, &QSlider::valueChanged, this, &CaptionPage::applyShapeEdit);
    return m_editor;
}

void CaptionPage::applyShapeEdit() {
    if (!m_document->hasScene()) return;
    Scene scene = m_document->scene();
    const int i = m_shape->currentIndex();
    if (i < 0 || i >= int(scene.shapes.size())) return;
    SceneShape& s = scene.shapes[std::size_t(i)];
    s.kind = ShapeKind(m_kind->currentData().toInt());
    s.colour = ShapeColour(m_colour->currentData().toInt());
    s.large = m_size->currentIndex() == 1;
    s.x = m_x->value();
    s.y = m_y->value();
    m_document->setScene(scene);
}

void CaptionPage::syncControls() {
    const CaptionDocument& d = *m_document;
    m_modelLabel->setText(d.hasModel() ? QDir(d.modelDir()).dirName() : tr("No captioner loaded"));
    m_warning->setText(d.warning());
    m_warning->setVisible(!d.warning().isEmpty());
    QString caption = d.words().join(QLatin1Char(' '));
    if (d.importedMaps())
        caption = tr("Imported maps for: %1").arg(caption);
    else if (d.typedCaption())
        caption = tr("The model reads: %1").arg(caption);
    else if (!caption.isEmpty())
        caption = tr("The model says: %1").arg(caption);
    m_captionLabel->setText(caption);
    m_modelMaps->setEnabled(d.importedMaps() && d.hasModel());
    m_editor->setEnabled(d.hasScene());
    if (!d.hasScene()) return;
    const Scene& scene = d.scene();
    const QSignalBlocker b0(m_shapeCount), b1(m_shape), b2(m_kind), b3(m_colour), b4(m_size),
        b5(m_x), b6(m_y);
    m_shapeCount->setValue(int(scene.shapes.size()));
    const int current = std::clamp(m_shape->currentIndex(), 0, int(scene.shapes.size()) - 1);
    m_shape->clear();
    for (std::size_t i = 0; i < scene.shapes.size(); ++i)
        m_shape->addItem(
            tr("%1: %2 %3", "number: colour shape")
                .arg(i + 1)
                .arg(colourTitle(scene.shapes[i].colour), shapeTitle(scene.shapes[i].kind)));
    m_shape->setCurrentIndex(current);
    const SceneShape& s = scene.shapes[std::size_t(current)];
    m_kind->setCurrentIndex(m_kind->findData(int(s.kind)));
    m_colour->setCurrentIndex(m_colour->findData(int(s.colour)));
    m_size->setCurrentIndex(s.large ? 1 : 0);
    m_x->setValue(s.x);
    m_y->setValue(s.y);
}

bool CaptionPage::openModel(const QString& dir) {
    return m_document->loadModel(dir);
}

void CaptionPage::setPlaying(bool playing) {
    if (playing && m_document->wordCount() == 0) playing = false;
    if (playing) {
        if (m_document->word() >= m_document->wordCount() - 1) m_document->selectWord(0);
        m_timer->start(int(m_speed->value() * 1000));
    } else {
        m_timer->stop();
    }
    const QSignalBlocker blocker(m_play);
    m_play->setChecked(playing);
    m_play->setText(playing ? tr("Pause") : tr("Play"));
}

bool CaptionPage::isPlaying() const {
    return m_timer->isActive();
}

void CaptionPage::playStep() {
    if (m_document->word() >= m_document->wordCount() - 1) {
        setPlaying(false);
        return;
    }
    m_document->nextWord();
}

LabelledMatrix CaptionPage::shownNumbers() const {
    const std::vector<Eigen::MatrixXf>& maps = m_document->maps();
    if (maps.empty()) return {};
    const Eigen::Index rows = maps[0].rows(), columns = maps[0].cols();
    Eigen::MatrixXf words(Eigen::Index(maps.size()), rows * columns);
    QStringList patches;
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < columns; ++c) {
            patches << QStringLiteral("%1,%2").arg(r + 1).arg(c + 1);
            for (std::size_t w = 0; w < maps.size(); ++w)
                words(Eigen::Index(w), r * columns + c) = maps[w](r, c);
        }
    return labelledMatrix(words, m_document->words(), patches);
}

QCustomPlot* CaptionPage::exportPlot() {
    if (m_views->currentWidget() == m_grid) return m_grid;
    return m_overlay;
}

void CaptionPage::openImageFile() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a picture"), QString(),
        tr("Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)"));
    if (!path.isEmpty() && m_document->openImage(path)) {
        m_imagePath = path;
        emit statusMessage(tr("Opened %1").arg(path));
    }
}

void CaptionPage::importMapsFiles() {
    const QString npy = QFileDialog::getOpenFileName(
        this, tr("Attention maps (words, grid_h, grid_w)"), QString(), tr("NumPy arrays (*.npy)"));
    if (npy.isEmpty()) return;
    const QString words =
        QFileDialog::getOpenFileName(this, tr("The words of the maps"), QFileInfo(npy).path(),
                                     tr("Words (*.json *.txt);;All files (*)"));
    if (!words.isEmpty() && m_document->importMaps(npy, words))
        emit statusMessage(tr("Imported %1 maps from %2").arg(m_document->wordCount()).arg(npy));
}

void CaptionPage::exportFramesFolder() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the frames"));
    if (dir.isEmpty()) return;
    setPlaying(false);
    QStringList written;
    const QString error =
        exportCaptionFrames(*m_document, *m_overlay, dir, ExportOptions{}, &written);
    emit statusMessage(error.isEmpty()
                           ? tr("Wrote %n frames to %1", nullptr, int(written.size())).arg(dir)
                           : tr("Frames not written: %1").arg(error));
}

} // namespace attn::ui
