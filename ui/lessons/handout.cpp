// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/handout.h"

#include "ui/common/page.h"
#include "ui/common/savebytes.h"
#include "ui/lessons/handoutstage.h"
#include "ui/lessons/lessonclaims.h"
#include "ui/plotkit/style.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace attn::ui {

namespace {

constexpr int kDpi = 96;
constexpr double kMargin = 42;     ///< page margin, 96 dpi pixels (11 mm)
constexpr double kGap = 12;        ///< between title, figure, note and footer
constexpr double kNoteShare = 0.4; ///< of the page's height at most for the note

QFont textFont(double points, bool bold = false) {
    QFont font;
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

/// Draws text wrapped within rect from its top, aligned at the start of its script's direction
/// (right for Persian or Arabic), and returns the height it takes; draw false only measures.
double wrappedText(QPainter& painter, const QRectF& rect, const QString& text, const QFont& font,
                   Qt::Alignment align = Qt::AlignLeft, bool draw = true) {
    painter.save();
    painter.setFont(font);
    painter.setLayoutDirection(text.isRightToLeft() ? Qt::RightToLeft : Qt::LeftToRight);
    const int flags = int(align | Qt::AlignTop) | Qt::TextWordWrap;
    const QRectF used = painter.boundingRect(rect, flags, text);
    if (draw) {
        painter.setClipRect(rect);
        painter.drawText(rect, flags, text);
    }
    painter.restore();
    return std::min(used.height(), rect.height());
}

/// A grey frame in rect with the sentence of why a step's figure is missing, centred.
void drawProblem(QPainter& painter, const QRectF& rect, const QString& message, double points) {
    painter.save();
    painter.setPen(QPen(palette::kGrey, 1.5));
    painter.setBrush(QColor(0xf4, 0xf4, 0xf4));
    painter.drawRect(rect.adjusted(1, 1, -1, -1));
    painter.setPen(Qt::black);
    const QRectF inner = rect.adjusted(rect.width() * 0.1, 0, -rect.width() * 0.1, 0);
    const QFont font = textFont(points * 1.3);
    const double height = wrappedText(painter, inner, message, font, Qt::AlignHCenter, false);
    wrappedText(painter, inner.adjusted(0, (inner.height() - height) / 2, 0, 0), message, font,
                Qt::AlignHCenter);
    painter.restore();
}

QString problemSentence(const QString& problem) {
    return HandoutText::tr("This step cannot be shown: %1").arg(problem);
}

/// The largest rect of aspect width:height centred in room.
QRectF fitted(const QRectF& room, double width, double height) {
    const double scale = std::min(room.width() / width, room.height() / height);
    const QSizeF size(width * scale, height * scale);
    return QRectF(room.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

double pointsOf(const ExportOptions& o) {
    return o.fontPoints > 0 ? o.fontPoints : FontRange::kDefault;
}

/// The footer: the lesson's title at the start of its script's direction, "i / n" at the other
/// end, small and grey; returns its height.
double drawFooter(QPainter& painter, const QRectF& box, const Lesson& lesson, int index) {
    const QFont font = textFont(8);
    const double height = QFontMetricsF(font, painter.device()).height();
    const QRectF line(box.left(), box.bottom() - height, box.width(), height);
    painter.save();
    painter.setPen(palette::kGrey);
    painter.setFont(font);
    const bool rtl = lesson.title.isRightToLeft();
    painter.setLayoutDirection(rtl ? Qt::RightToLeft : Qt::LeftToRight);
    painter.drawText(line, int(Qt::AlignLeft | Qt::AlignVCenter), lesson.title);
    painter.setLayoutDirection(Qt::LeftToRight); // "3 / 7" reads left to right in every script
    const QString counter = QStringLiteral("%1 / %2").arg(index + 1).arg(lesson.steps.size());
    painter.drawText(line, int((rtl ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter), counter);
    painter.restore();
    return height;
}

/// The page before a step that asks a question: its title and the question, the figure and
/// the answer on the next page.
void drawQuestionPage(QPainter& painter, const QRectF& page, const Lesson& lesson, int index) {
    const LessonStep& step = lesson.steps[index];
    QRectF box = page.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    box.setBottom(box.bottom() - drawFooter(painter, box, lesson, index) - kGap);
    box.setTop(box.top() + wrappedText(painter, box, step.title, textFont(18, true)) + kGap);
    box.setTop(box.top() + box.height() / 3);
    box.setTop(box.top() + wrappedText(painter, box, step.question, textFont(24, true)) + kGap);
    wrappedText(painter, box, HandoutText::tr("Predict, then turn the page."),
                textFont(FontRange::kDefault));
}

/// One page of the PDF: title, figure (or why there is none), note and footer.
void drawStepPage(QCPPainter& painter, const QRectF& page, const Lesson& lesson, int index,
                  HandoutStage& stage, const ExportOptions& figure, HandoutResult& result) {
    const LessonStep& step = lesson.steps[index];
    QRectF box = page.adjusted(kMargin, kMargin, -kMargin, -kMargin);
    box.setBottom(box.bottom() - drawFooter(painter, box, lesson, index) - kGap);
    const QString title =
        step.title.isEmpty() ? HandoutText::tr("Step %1").arg(index + 1) : step.title;
    box.setTop(box.top() + wrappedText(painter, box, title, textFont(18, true)) + kGap);
    QString problem;
    QCustomPlot* plot = stage.show(step, &problem);
    QString note = step.note.trimmed();
    if (plot && !step.question.isEmpty()) // the answer to the page before's question
        note += QStringLiteral("\n\n") +
                HandoutText::tr("%1 Answer: %2")
                    .arg(step.question, answerOf(step, stage.page()->shownNumbers()));
    if (!note.isEmpty()) {
        const QFont font = textFont(FontRange::kDefault);
        QRectF room(box.left(), box.bottom() - page.height() * kNoteShare, box.width(),
                    page.height() * kNoteShare);
        const double height = wrappedText(painter, room, note, font, Qt::AlignLeft, false);
        room.setTop(room.bottom() - height);
        wrappedText(painter, room, note, font);
        box.setBottom(room.top() - kGap);
    }
    if (plot) {
        paintFigure(*plot, painter, fitted(box, figure.width, figure.height), figure);
    } else {
        drawProblem(painter, fitted(box, figure.width, figure.height), problemSentence(problem),
                    pointsOf(figure));
        result.problems << HandoutProblem{index, problem};
    }
}

/// A picture of width x height (times scale for PNG) saying why step's figure is missing,
/// written atomically; empty on success, else why.
QString writeProblemFigure(const QString& path, ExportFormat format, const ExportOptions& o,
                           const QString& message) {
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    const QRectF rect(0, 0, o.width, o.height);
    bool ok = true;
    if (format == ExportFormat::Svg) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setResolution(kDpi);
        svg.setSize(QSize(o.width, o.height));
        svg.setViewBox(rect);
        QPainter painter(&svg);
        drawProblem(painter, rect, message, pointsOf(o));
    } else {
        QImage image(int(std::lround(o.width * o.scale)), int(std::lround(o.height * o.scale)),
                     QImage::Format_RGB32);
        image.setDotsPerMeterX(int(std::lround(kDpi / 0.0254)));
        image.setDotsPerMeterY(int(std::lround(kDpi / 0.0254)));
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(o.scale, o.scale);
        drawProblem(painter, rect, message, pointsOf(o));
        painter.end();
        ok = image.save(&file, "PNG");
    }
    if (!ok)
        return HandoutText::tr("cannot write '%1': %2")
            .arg(path, HandoutText::tr("rendering failed"));
    return saveBytesAtomically(path, file.data());
}

QString suffixOf(ExportFormat format) {
    return format == ExportFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png");
}

/// Removes the step-NN figures of format in dir that are not in kept (an earlier, longer
/// export's).
void removeOtherFigures(const QDir& dir, ExportFormat format, const QStringList& kept) {
    const QRegularExpression name(QStringLiteral("^step-\\d+\\.%1$").arg(suffixOf(format)));
    for (const QString& entry : dir.entryList(QDir::Files))
        if (name.match(entry).hasMatch() && !kept.contains(dir.filePath(entry)))
            QFile::remove(dir.filePath(entry));
}

QString checkLessonAndOptions(const Lesson& lesson, const HandoutOptions& options) {
    if (lesson.steps.isEmpty()) return HandoutText::tr("the lesson has no steps");
    return validateExportOptions(options.figure);
}

} // namespace

QString handoutFigureName(int index, int count, ExportFormat format) {
    const int digits = std::max(2, int(QString::number(count).size()));
    return QStringLiteral("step-%1.%2")
        .arg(index + 1, digits, 10, QLatin1Char('0'))
        .arg(suffixOf(format));
}

HandoutResult exportHandoutPdf(const Lesson& lesson, const QString& path,
                               const HandoutOptions& options) {
    HandoutResult result;
    result.error = checkLessonAndOptions(lesson, options);
    if (!result.error.isEmpty()) return result;
    QBuffer file; // the whole PDF in memory, then written and checked at once
    file.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&file);
        pdf.setCreator(QStringLiteral("AttentionLab"));
        pdf.setTitle(lesson.title);
        pdf.setResolution(kDpi);
        pdf.setPageLayout(
            QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF()));
        QCPPainter painter(&pdf);
        painter.setRenderHint(QPainter::Antialiasing);
        HandoutStage stage(options.figure);
        const QRectF page(0, 0, pdf.width(), pdf.height());
        for (int i = 0; i < lesson.steps.size(); ++i) {
            if (i > 0) pdf.newPage();
            if (!lesson.steps[i].question.isEmpty()) {
                drawQuestionPage(painter, page, lesson, i);
                pdf.newPage();
            }
            drawStepPage(painter, page, lesson, i, stage, options.figure, result);
        }
    }
    if (const QString error = saveBytesAtomically(path, file.data()); !error.isEmpty()) {
        result.error = error;
        result.problems.clear();
        return result;
    }
    result.files << path;
    return result;
}

HandoutResult exportHandoutFigures(const Lesson& lesson, const QString& dirPath,
                                   ExportFormat format, const HandoutOptions& options) {
    HandoutResult result;
    result.error = checkLessonAndOptions(lesson, options);
    if (format != ExportFormat::Png && format != ExportFormat::Svg)
        result.error = HandoutText::tr("a folder handout holds PNG or SVG figures");
    if (!result.error.isEmpty()) return result;
    const QDir dir(dirPath);
    const bool created = !dir.exists();
    if (created && !QDir().mkpath(dirPath)) {
        result.error = HandoutText::tr("cannot create the folder '%1'").arg(dirPath);
        return result;
    }
    // Every figure is written into a temporary folder inside dir first and moved into place
    // only when all are written: a failure leaves the figures that were there untouched.
    QTemporaryDir staging(dir.filePath(QStringLiteral(".attention-lab-handout-XXXXXX")));
    const auto fail = [&](const QString& error) {
        staging.remove();
        if (created) QDir().rmdir(dirPath);
        return HandoutResult{error, {}, {}};
    };
    if (!staging.isValid())
        return fail(HandoutText::tr("cannot write into the folder '%1'").arg(dirPath));
    HandoutStage stage(options.figure);
    const int count = int(lesson.steps.size());
    QStringList names;
    for (int i = 0; i < count; ++i) {
        names << handoutFigureName(i, count, format);
        const QString path = staging.filePath(names.back());
        QString problem;
        QCustomPlot* plot = stage.show(lesson.steps[i], &problem);
        const QString error =
            plot ? exportFigure(*plot, path, options.figure)
                 : writeProblemFigure(path, format, options.figure, problemSentence(problem));
        if (!plot) result.problems << HandoutProblem{i, problem};
        if (!error.isEmpty()) return fail(error);
    }
    for (const QString& name : std::as_const(names)) // a figure must be able to go in place
        if (const QFileInfo target(dir.filePath(name)); target.exists() && !target.isFile())
            return fail(
                HandoutText::tr("%1 is in the way: it is not a file").arg(target.filePath()));
    for (const QString& name : std::as_const(names)) {
        const QString target = dir.filePath(name);
        if (std::rename(QFile::encodeName(staging.filePath(name)).constData(),
                        QFile::encodeName(target).constData()) != 0)
            return fail(HandoutText::tr("cannot write into the folder '%1'").arg(dirPath));
        result.files << target;
    }
    removeOtherFigures(dir, format, result.files);
    return result;
}

HandoutResult exportHandout(const Lesson& lesson, const QString& path, ExportFormat format,
                            const HandoutOptions& options) {
    if (format == ExportFormat::Pdf) return exportHandoutPdf(lesson, path, options);
    return exportHandoutFigures(lesson, path, format, options);
}

} // namespace attn::ui
