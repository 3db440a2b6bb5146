// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The look every figure shares: one palette, one font range and one way to write numbers.
#include <QColor>
#include <QString>

namespace attn::ui {

/// Point sizes of a figure's base font (tick and axis labels; titles and cell numbers scale
/// with it): what the command line, the settings and every figure accept.
struct FontRange {
    static constexpr double kMin = 6;
    static constexpr double kDefault = 11;
    static constexpr double kMax = 48;
    /// points limited to [kMin, kMax].
    static double clamp(double points);
};

/// Colours readable on white and distinct for colour-blind readers (Okabe-Ito), the ink of
/// all text and the greys of frames and grids.
namespace palette {
inline const QColor kInk(0x22, 0x22, 0x22);
inline const QColor kGrey(0x9a, 0x9a, 0x9a);
inline const QColor kBlue(0x00, 0x72, 0xb2);
inline const QColor kOrange(0xe6, 0x9f, 0x00);
inline const QColor kVermillion(0xd5, 0x5e, 0x00);
inline const QColor kGreen(0x00, 0x9e, 0x73);
inline const QColor kPurple(0xcc, 0x79, 0xa7);
inline const QColor kSky(0x56, 0xb4, 0xe9);
/// Light grid lines behind curves.
inline const QColor kGridLine(0xe4, 0xe4, 0xe4);
/// The row or head chosen in a heatmap: red, to stand out on every sequential colour map.
inline const QColor kHighlight(0xff, 0x3b, 0x30);
/// Cells with no value (masked scores) in heatmaps.
inline const QColor kMissing(0xd0, 0xd0, 0xd0);
/// The i-th of 8 distinct series colours (any i, repeating).
QColor series(int i);
} // namespace palette

/// text with every hyphen-minus replaced by the true minus sign U+2212.
QString withTrueMinus(QString text);

/// v with `decimals` digits after the point and a true minus sign ("−0.25"); a value that
/// rounds to zero is written without a sign ("0.00"); infinities read "∞" and "−∞".
QString formatNumber(double v, int decimals);

/// v as mantissa × power of ten with `decimals` digits: "6.1×10⁻⁸", "−1.23×10⁶"; non-zero
/// finite v only (others are written as formatNumber(v, decimals) would).
QString formatScientific(double v, int decimals);

} // namespace attn::ui
