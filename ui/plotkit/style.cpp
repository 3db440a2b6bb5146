// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/style.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

double FontRange::clamp(double points) {
    return std::clamp(points, kMin, kMax);
}

QColor palette::series(int i) {
    static const QColor kSeries[] = {kBlue,   kVermillion, kGreen, kOrange,
                                     kPurple, kSky,        kInk,   kGrey};
    return kSeries[((i % 8) + 8) % 8];
}

QString withTrueMinus(QString text) {
    return text.replace(QLatin1Char('-'), QChar(0x2212));
}

QString formatNumber(double v, int decimals) {
    if (std::isinf(v)) return v > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    QString s = QString::number(v, 'f', decimals);
    if (s.startsWith(QLatin1Char('-')) && s.toDouble() == 0) s.remove(0, 1); // "-0.00"
    return withTrueMinus(s);
}

QString formatScientific(double v, int decimals) {
    if (v == 0 || !std::isfinite(v)) return formatNumber(v, decimals);
    static const QString kSuper = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    const int exponent = int(std::floor(std::log10(std::abs(v))));
    QString power;
    for (const QChar c : QString::number(std::abs(exponent)))
        power += kSuper[c.digitValue()];
    if (exponent < 0) power.prepend(QChar(0x207B));
    return withTrueMinus(QString::number(v / std::pow(10.0, exponent), 'f', decimals)) +
           QStringLiteral("×10") + power;
}

} // namespace attn::ui
