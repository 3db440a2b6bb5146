// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/positional/peformulas.h"

#include "ui/plotkit/style.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigure.h"

#include <QCoreApplication>

namespace attn::ui {

/// The words around the positional encoding's formulas, in one translation context.
class PositionalFormulas {
    Q_DECLARE_TR_FUNCTIONS(attn::ui::PositionalFormulas)
};

namespace {

QString vector2(const QString& top, const QString& bottom) {
    return QStringLiteral(
               "<table cellspacing=0 cellpadding=1><tr><td rowspan=2 "
               "style='font-size:x-large'>[</td>"
               "<td align=center>%1</td><td rowspan=2 style='font-size:x-large'>]</td></tr>"
               "<tr><td align=center>%2</td></tr></table>")
        .arg(top, bottom);
}

QString matrix2(const QString& a, const QString& b, const QString& c, const QString& d) {
    return QStringLiteral("<table cellspacing=0 cellpadding=2><tr><td rowspan=2 "
                          "style='font-size:x-large'>[</td>"
                          "<td align=right>%1</td><td align=right>&nbsp;%2</td>"
                          "<td rowspan=2 style='font-size:x-large'>]</td></tr>"
                          "<tr><td align=right>%3</td><td align=right>&nbsp;%4</td></tr></table>")
        .arg(a, b, c, d);
}

/// Cells of a one-row table, so that matrices and vectors sit side by side.
QString row(const QStringList& cells) {
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=0><tr>");
    for (const QString& cell : cells)
        html += QStringLiteral("<td valign=middle>%1</td>").arg(cell);
    return html + QStringLiteral("</tr></table>");
}

} // namespace

QString formulaHtml(const QString& view, const PositionalSettings& s) {
    const QString base = QString::number(s.base, 'g', 6);
    const QString definition =
        PositionalFormulas::tr("<p>P<sub>i,2j</sub> = sin(i·ω<sub>j</sub>)<br>P<sub>i,2j+1</sub> = "
                               "cos(i·ω<sub>j</sub>)<br>"
                               "ω<sub>j</sub> = 1 / %1<sup>2j/d</sup></p>")
            .arg(base);
    if (view == QLatin1String("pe-matrix"))
        return definition +
               PositionalFormulas::tr(
                   "<p>The model's input is X + P: row i of P is added to the embedding of the "
                   "i-th token.</p><p>An odd d ends with a sine column whose cosine partner is "
                   "missing; the rotation panels need even d.</p>");
    if (view == QLatin1String("pe-curves"))
        return definition +
               PositionalFormulas::tr("<p>Wavelength of pair j: λ<sub>j</sub> = 2π/ω<sub>j</sub> = "
                                      "2π·%1<sup>2j/d</sup>, from 2π (j = 0) towards 2π·%1.</p>")
                   .arg(base);
    if (view == QLatin1String("pe-binary"))
        return PositionalFormulas::tr(
            "<p>Bit b of i flips every 2<sup>b</sup> positions: the lowest bit fastest, "
            "higher bits ever more slowly.</p><p>Column 2j of P repeats every "
            "2π/ω<sub>j</sub> positions: the same ladder of frequencies, but smooth, "
            "bounded and in floating point.</p>");
    if (view == QLatin1String("pe-rotation"))
        return PositionalFormulas::tr("<p>For every pair j and offset δ:</p>") +
               row({matrix2(QStringLiteral("cos δω<sub>j</sub>"),
                            QStringLiteral("sin δω<sub>j</sub>"),
                            QStringLiteral("−sin δω<sub>j</sub>"),
                            QStringLiteral("cos δω<sub>j</sub>")),
                    vector2(QStringLiteral("p<sub>i,2j</sub>"),
                            QStringLiteral("p<sub>i,2j+1</sub>")),
                    QStringLiteral("&nbsp;=&nbsp;"),
                    vector2(QStringLiteral("p<sub>i+δ,2j</sub>"),
                            QStringLiteral("p<sub>i+δ,2j+1</sub>"))}) +
               PositionalFormulas::tr(
                   "<p>since sin(a+b) = sin a cos b + cos a sin b and cos(a+b) = cos a cos b − "
                   "sin a sin b. The matrix contains δ and ω<sub>j</sub> but not i: one linear "
                   "map moves every position by δ.</p>");
    if (view == QLatin1String("pe-similarity"))
        return PositionalFormulas::tr(
            "<p>p<sub>i</sub>·p<sub>j</sub> = Σ<sub>j'</sub> sin(iω)sin(jω) + cos(iω)cos(jω) "
            "= Σ<sub>j'</sub> cos((i − j)·ω<sub>j'</sub>): a function of i − j only.</p>"
            "<p>With P added to the embeddings, a score contains it:<br>(x<sub>i</sub> + "
            "p<sub>i</sub>)·(x<sub>j</sub> + p<sub>j</sub>) = x<sub>i</sub>·x<sub>j</sub> + "
            "x<sub>i</sub>·p<sub>j</sub> + p<sub>i</sub>·x<sub>j</sub> + "
            "p<sub>i</sub>·p<sub>j</sub>, whose last term favours nearby positions.</p>");
    if (view == QLatin1String("rope"))
        return PositionalFormulas::tr(
            "<p>Rotary encoding turns each pair (2j, 2j+1) of q and k by its position "
            "times ω<sub>j</sub>: q̃<sub>i</sub> = R<sub>i</sub> q, k̃<sub>j</sub> = "
            "R<sub>j</sub> k.</p><p>Rotations compose, R<sub>i</sub><sup>T</sup> "
            "R<sub>j</sub> = R<sub>j−i</sub>, so q̃<sub>i</sub>·k̃<sub>j</sub> = "
            "q·R<sub>j−i</sub> k depends on j − i only: attention sees relative "
            "position without adding anything to the embeddings.</p>");
    return {};
}

QString rotationMatrixHtml(const PositionalSettings& s, const PositionalResults& r) {
    const PairRotation& p = r.selected;
    const Eigen::Matrix2d& m = p.matrix;
    return PositionalFormulas::tr(
               "<p><b>M(δ) for δ = %1, pair j = %2</b><br>δ·ω<sub>j</sub> = %3 rad</p>")
               .arg(formatNumber(s.delta, 0))
               .arg(s.pair)
               .arg(formatNumber(p.turn, 4)) +
           // M p, then "= M p" below it: the side panel stays narrow at 18 pt
           row({matrix2(formatNumber(m(0, 0), 4), formatNumber(m(0, 1), 4),
                        formatNumber(m(1, 0), 4), formatNumber(m(1, 1), 4)),
                vector2(formatNumber(p.start.x(), 4), formatNumber(p.start.y(), 4))}) +
           row({QStringLiteral("&nbsp;=&nbsp;"),
                vector2(formatNumber(p.rotated.x(), 4), formatNumber(p.rotated.y(), 4))}) +
           PositionalFormulas::tr("<p>M(δ)·p<sub>%1</sub> vs p<sub>%2</sub> = (%3, %4)</p>")
               .arg(s.position)
               .arg(s.position + s.delta)
               .arg(formatNumber(p.target.x(), 4), formatNumber(p.target.y(), 4));
}

QString residualHtml(const PositionalSettings& s, const PositionalResults& r) {
    return PositionalFormulas::tr(
               "<p>At i = %1: |M(δ)·p<sub>i</sub> − p<sub>i+δ</sub>| = %2<br>"
               "<b>Every i, every pair:</b> max<sub>i</sub> |M(δ)·p<sub>i</sub> − p<sub>i+δ</sub>| "
               "= "
               "<b>%3</b><br>over %4 positions × %5 pairs (float32 P)</p>")
        .arg(s.position)
        .arg(scientificText(r.positionResidual))
        .arg(scientificText(r.residual.maxAbs))
        .arg(r.residual.positionsChecked)
        .arg(s.d / 2);
}

} // namespace attn::ui
