// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/translator/seq2seqfigure.h"

#include "ui/translator/translatordocument.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

using namespace palette;

namespace {

// Heights of the rows of the diagram, in axis units (the axis runs from 0 to 10).
constexpr double kTargetY = 9.25;
constexpr double kDecoderY = 8.3;
constexpr double kMiddleY = 5.9;
constexpr double kWeightY = 2.3; // top of the numbers under the encoder boxes
constexpr double kEncoderY = 2.7;
constexpr double kSourceY = 1.4;
constexpr double kLeastRowNameRoom = 2.5; // columns left of the first word for the row names

} // namespace

Seq2seqFigure::Seq2seqFigure(const TranslatorDocument* document, QWidget* parent)
    : PanelFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("seq2seqFigure"));
    connect(this, &QCustomPlot::afterLayout, this, &Seq2seqFigure::fitWordRows);
    rebuild();
}

void Seq2seqFigure::fitWordRows() {
    for (WordRow& row : m_wordRows) {
        if (row.words.size() < 2) continue;
        if (row.fullPoints.empty())
            for (const QCPItemText* word : row.words)
                row.fullPoints.push_back(word->font().pointSizeF());
        QCPAxis* x = row.words.front()->position->keyAxis();
        const double column = std::abs(x->coordToPixel(1) - x->coordToPixel(0));
        std::vector<double> widths; // at the full size
        for (std::size_t i = 0; i < row.words.size(); ++i) {
            QFont full = row.words[i]->font();
            full.setPointSizeF(row.fullPoints[i]);
            widths.push_back(QFontMetricsF(full).horizontalAdvance(row.words[i]->text()));
        }
        // What two words `apart` columns apart need: half of each, and a gap between.
        auto needed = [&](std::size_t apart) {
            double most = 0;
            for (std::size_t i = 0; i + apart < widths.size(); ++i)
                most = std::max(most, (widths[i] + widths[i + apart]) / 2 + points() * 0.8);
            return most;
        };
        const bool stagger = row.shift != 0 && needed(1) > column;
        const std::size_t apart = stagger ? 2 : 1;
        const double scale = std::clamp(double(apart) * column / needed(apart), 0.7, 1.0);
        for (std::size_t i = 0; i < row.words.size(); ++i) {
            QFont font = row.words[i]->font();
            font.setPointSizeF(row.fullPoints[i] * scale);
            row.words[i]->setFont(font);
            QCPItemPosition* p = row.words[i]->position;
            p->setCoords(p->key(), row.y + (stagger && i % 2 == 1 ? row.shift : 0.0));
        }
    }
}

void Seq2seqFigure::build() {
    m_lineCount = 0;
    m_wordRows.clear();
    Diagram d;
    d.rect = m_diagram = addDiagramPanel();
    if (!d.rect) return;
    layOutDiagram(d);
    m_rightEnd = d.rect->axis(QCPAxis::atBottom)->range().upper;
    WordRow sourceRow{{}, kSourceY, -0.6, {}}, targetRow{{}, kTargetY, 0.6, {}};
    WordRow weightRow{{}, kWeightY, 0, {}};
    const std::vector<QCPItemText*> encoder = drawEncoder(d, sourceRow);
    const std::vector<QCPItemText*> decoder = drawDecoder(d, targetRow);
    drawAttention(d, encoder, decoder, weightRow);
    m_wordRows = {sourceRow, targetRow, weightRow};
    drawRowNames(d);
}

QCPAxisRect* Seq2seqFigure::addDiagramPanel() {
    const bool ready = m_document->hasTranslation() && m_document->isBahdanau();
    const Translation& result = m_document->translation();
    const int t =
        m_document->step(); // 0-based: writes target word t with query s_t (s_{t-1} 1-based)
    QString title = tr("Seq2seq with attention");
    if (ready)
        title =
            tr("Step %1 of %2: s%3 queries every hⱼ; c%4 = Σ αⱼ hⱼ feeds s%4, which writes «%5»")
                .arg(t + 1)
                .arg(result.targetLength())
                .arg(subscriptNumber(t), subscriptNumber(t + 1),
                     QString::fromStdString(result.targetWords[std::size_t(t)]));
    QCPAxisRect* rect = addPanel(0, 0, title, QString(), QString());
    for (QCPAxis* axis : rect->axes())
        axis->setVisible(false);
    rect->setAutoMargins(QCP::msNone);
    rect->setMargins(QMargins(0, 0, 0, 0));
    if (ready) return rect;
    addNote(rect, m_document->hasTranslation()
                      ? tr("This diagram shows a Bahdanau (GRU) translator.")
                      : tr("The sample translator sample_models/translator-bahdanau was "
                           "not found."));
    return nullptr;
}

void Seq2seqFigure::layOutDiagram(Diagram& d) const {
    d.result = &m_document->translation();
    d.t = m_document->step();
    d.S = d.result->sourceLength();
    d.T = d.result->targetLength();
    const int width = std::max(d.S, d.T + 1);
    d.sourceOffset = (width - d.S) / 2.0;
    d.targetOffset = (width - (d.T + 1)) / 2.0 + 1; // column of s_1; s_0 one left
    d.rect->axis(QCPAxis::atBottom)->setRange(-kLeastRowNameRoom, width - 0.4); // fitToRoom
    d.rect->axis(QCPAxis::atLeft)->setRange(0.35, 10.2);
    d.plain = fonts().axisLabel; // boxes and words a little larger than tick labels
    d.plain.setPointSizeF(points() * 1.1);
    d.bold = d.plain;
    d.bold.setBold(true);
}

QCPItemText* Seq2seqFigure::addBox(const Diagram& d, double x, double y, const QString& text,
                                   const QColor& border, const QColor& fill, const QFont& font) {
    const double pad = points() * 0.6;
    QCPItemText* item = addText(d.rect, x, y, text, kInk, Qt::AlignCenter, font);
    item->setPen(QPen(border, std::max(1.0, points() / 8.0)));
    item->setBrush(fill);
    item->setPadding(QMargins(int(pad), int(pad * 0.5), int(pad), int(pad * 0.5)));
    return item;
}

QCPItemLine* Seq2seqFigure::connectAnchors(const Diagram& d, QCPItemAnchor* start,
                                           QCPItemAnchor* end, const QPen& pen, bool head) {
    auto* line = new QCPItemLine(this);
    line->setClipAxisRect(d.rect);
    line->start->setParentAnchor(start);
    line->end->setParentAnchor(end);
    line->setPen(pen);
    if (head)
        line->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, points() * 0.9, points() * 1.1));
    line->setSelectable(false);
    return line;
}

void Seq2seqFigure::linkInRow(const Diagram& d, const std::vector<QCPItemText*>& boxes) {
    for (std::size_t i = 0; i + 1 < boxes.size(); ++i)
        connectAnchors(d, boxes[i]->right, boxes[i + 1]->left, QPen(kGrey, 1), false);
}

std::vector<QCPItemText*> Seq2seqFigure::drawEncoder(const Diagram& d, WordRow& sourceRow) {
    const Translation& result = *d.result;
    const QStringList source = m_document->sourceLabels();
    std::vector<QCPItemText*> encoder(static_cast<std::size_t>(d.S));
    for (int j = 0; j < d.S; ++j) {
        const double a = double(result.alignment(d.t, j));
        sourceRow.words.push_back(addText(d.rect, d.sourceX(j), kSourceY, source[j],
                                          result.sourceUnknown[std::size_t(j)] ? kVermillion : kInk,
                                          Qt::AlignCenter, d.plain));
        QColor fill = kVermillion;
        fill.setAlphaF(std::clamp(0.08 + 0.9 * a, 0.0, 1.0));
        encoder[std::size_t(j)] =
            addBox(d, d.sourceX(j), kEncoderY, QStringLiteral("h") + subscriptNumber(j + 1), kGrey,
                   fill, a > 0.5 ? d.bold : d.plain);
        if (a > 0.5) encoder[std::size_t(j)]->setColor(Qt::white);
    }
    linkInRow(d, encoder);
    return encoder;
}

std::vector<QCPItemText*> Seq2seqFigure::drawDecoder(const Diagram& d, WordRow& targetRow) {
    const int t = d.t;
    std::vector<QCPItemText*> decoder(static_cast<std::size_t>(d.T + 1));
    for (int k = 0; k <= d.T; ++k) {
        const bool query = k == t, written = k == t + 1;
        const QColor fill = query     ? QColor(0xcf, 0xe6, 0xf5)
                            : written ? QColor(0xcf, 0xef, 0xe4)
                                      : Qt::white;
        const QColor border = query ? kBlue : written ? kGreen : kGrey;
        decoder[std::size_t(k)] =
            addBox(d, d.stateX(k), kDecoderY, QStringLiteral("s") + subscriptNumber(k), border,
                   fill, query || written ? d.bold : d.plain);
        if (k > t + 1) decoder[std::size_t(k)]->setColor(kGrey);
        if (k >= 1) {
            const bool done = k <= t + 1;
            QFont font = k == t + 1 ? d.bold : d.plain;
            targetRow.words.push_back(
                addText(d.rect, d.stateX(k), kTargetY,
                        QString::fromStdString(d.result->targetWords[std::size_t(k - 1)]),
                        k == t + 1 ? kGreen
                        : done     ? kInk
                                   : QColor(0xc8, 0xc8, 0xc8),
                        Qt::AlignCenter, font));
        }
    }
    linkInRow(d, decoder);
    return decoder;
}

void Seq2seqFigure::drawAttention(const Diagram& d, const std::vector<QCPItemText*>& encoder,
                                  const std::vector<QCPItemText*>& decoder, WordRow& weightRow) {
    const int t = d.t;
    // The query (s_t in 0-based step t is s_{t-1} of the formulas) and the context vector.
    const double middle = (d.stateX(t) + d.stateX(t + 1)) / 2.0;
    QCPItemText* query = addBox(d, middle - 0.5, kMiddleY, tr("query s%1").arg(subscriptNumber(t)),
                                kBlue, QColor(0xcf, 0xe6, 0xf5), d.bold);
    QCPItemText* context = addBox(d, middle + 0.5, kMiddleY,
                                  tr("context c%1\n= Σⱼ α%1ⱼ hⱼ").arg(subscriptNumber(t + 1)),
                                  kGreen, QColor(0xcf, 0xef, 0xe4), d.bold);
    context->setTextAlignment(Qt::AlignCenter);
    query->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
    context->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    query->position->setCoords(middle - 0.08, kMiddleY);
    context->position->setCoords(middle + 0.08, kMiddleY);
    const double strong = std::max(1.5, points() / 6.0);
    connectAnchors(d, decoder[std::size_t(t)]->bottom, query->top, QPen(kBlue, strong), true);
    // The context goes up into the state it feeds.
    connectAnchors(d, context->top, decoder[std::size_t(t + 1)]->bottom, QPen(kGreen, strong),
                   true);

    // The attention: a line from the query to each encoder state, width and opacity by α_tj.
    const double scale = std::max(1.0, points() / 11.0);
    for (int j = 0; j < d.S; ++j) {
        const double a = double(d.result->alignment(t, j));
        QColor c = kVermillion;
        c.setAlphaF(std::clamp(0.15 + 0.85 * a, 0.0, 1.0));
        QCPItemLine* line = connectAnchors(d, query->bottom, encoder[std::size_t(j)]->top,
                                           QPen(c, (0.6 + 7.0 * a) * scale), a >= 0.05);
        line->setPen(QPen(c, (0.6 + 7.0 * a) * scale, Qt::SolidLine, Qt::RoundCap));
        ++m_lineCount;
    }
    // The weights under their encoder states, where no line passes.
    for (int j = 0; j < d.S; ++j) {
        const double a = double(d.result->alignment(t, j));
        weightRow.words.push_back(
            addText(d.rect, d.sourceX(j), kWeightY, QString::number(a, 'f', 2),
                    a >= 0.1 ? kVermillion : kGrey, Qt::AlignHCenter | Qt::AlignTop,
                    a >= 0.1 ? d.bold : fonts().cell));
    }
}

void Seq2seqFigure::drawRowNames(const Diagram& d) {
    const QFont& font = fonts().tickLabel;
    const std::pair<double, QString> names[] = {{kTargetY, tr("French yₜ")},
                                                {kDecoderY, tr("decoder sₜ")},
                                                {kWeightY - 0.2, tr("weights αₜⱼ")},
                                                {kEncoderY, tr("encoder hⱼ")},
                                                {kSourceY, tr("English")}};
    m_rowNamesWidth = 0;
    for (const auto& [y, name] : names) {
        QCPItemText* text = addText(d.rect, 0, y, name, y == kWeightY - 0.2 ? kVermillion : kGrey,
                                    Qt::AlignLeft | Qt::AlignVCenter, font);
        text->position->setTypeX(QCPItemPosition::ptAxisRectRatio); // at the rect's left edge
        text->position->setCoords(0.005, y);
        m_rowNamesWidth = std::max(m_rowNamesWidth, QFontMetricsF(font).horizontalAdvance(name));
    }
}

bool Seq2seqFigure::fitToRoom() {
    if (!m_diagram) return false;
    // Columns left of the first word so that the names (and a gap of half a line) fit:
    // r columns of P / (r + right end) pixels each hold N pixels when r = N * end / (P - N).
    const double pixels = m_diagram->width();
    const double needed = m_rowNamesWidth + points();
    const double room = pixels > 2 * needed
                            ? std::max(kLeastRowNameRoom, needed * m_rightEnd / (pixels - needed))
                            : kLeastRowNameRoom;
    QCPAxis* x = m_diagram->axis(QCPAxis::atBottom);
    if (std::abs(x->range().lower + room) < 0.01) return false;
    x->setRange(-room, m_rightEnd);
    return true;
}

} // namespace attn::ui
