// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/colormaps.h"

#include <QCoreApplication>

#include "ui/plotkit/style.h"

namespace attn::ui {

namespace {

// Every 16th entry of matplotlib's 256-entry viridis table (entries 0, 16, ..., 240, 255).
constexpr double kViridis[17][3] = {
    {0.267004, 0.004874, 0.329415}, {0.282327, 0.094955, 0.417331}, {0.278826, 0.175490, 0.483397},
    {0.258965, 0.251537, 0.524736}, {0.229739, 0.322361, 0.545706}, {0.199430, 0.387607, 0.554642},
    {0.172719, 0.448791, 0.557885}, {0.149039, 0.508051, 0.557250}, {0.127568, 0.566949, 0.550556},
    {0.120638, 0.625828, 0.533488}, {0.157851, 0.683765, 0.501686}, {0.246070, 0.738910, 0.452024},
    {0.369214, 0.788888, 0.382914}, {0.515992, 0.831158, 0.294279}, {0.678489, 0.863742, 0.189503},
    {0.845561, 0.887322, 0.099702}, {0.993248, 0.906157, 0.143936},
};

} // namespace

QCPColorGradient viridisGradient() {
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setLevelCount(256);
    for (int i = 0; i < 17; ++i) {
        const double position = i < 16 ? i * 16.0 / 255.0 : 1.0;
        gradient.setColorStopAt(
            position,
            QColor::fromRgbF(float(kViridis[i][0]), float(kViridis[i][1]), float(kViridis[i][2])));
    }
    return gradient;
}

namespace {

QCPColorGradient fromHex(std::initializer_list<const char*> colors) {
    QCPColorGradient gradient;
    gradient.clearColorStops();
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setLevelCount(256);
    const int n = int(colors.size());
    int i = 0;
    for (const char* color : colors)
        gradient.setColorStopAt(double(i++) / (n - 1), QColor(color));
    return gradient;
}

} // namespace

QList<ColorMap> allColorMaps() {
    return {ColorMap::Viridis, ColorMap::Magma, ColorMap::Cividis, ColorMap::Diverging};
}

QString colorMapName(ColorMap map) {
    switch (map) {
    case ColorMap::Viridis:
        return QStringLiteral("viridis");
    case ColorMap::Magma:
        return QStringLiteral("magma");
    case ColorMap::Cividis:
        return QStringLiteral("cividis");
    case ColorMap::Diverging:
        return QStringLiteral("diverging");
    }
    return {};
}

QString colorMapTitle(ColorMap map) {
    switch (map) {
    case ColorMap::Viridis: // the maps' proper names, which translations keep
        return QCoreApplication::translate("ColorMaps", "viridis");
    case ColorMap::Magma:
        return QCoreApplication::translate("ColorMaps", "magma");
    case ColorMap::Cividis:
        return QCoreApplication::translate("ColorMaps", "cividis");
    case ColorMap::Diverging:
        return QCoreApplication::translate("ColorMaps", "diverging");
    }
    return {};
}

ColorMap colorMapFromName(const QString& name, bool* ok) {
    for (ColorMap map : allColorMaps())
        if (name.compare(colorMapName(map), Qt::CaseInsensitive) == 0) {
            if (ok) *ok = true;
            return map;
        }
    if (ok) *ok = false;
    return ColorMap::Viridis;
}

QCPColorGradient colorGradient(ColorMap map) {
    switch (map) {
    case ColorMap::Viridis:
        return viridisGradient();
    case ColorMap::Magma:
        return fromHex({"#000004", "#180f3d", "#440f76", "#721f81", "#9e2f7f", "#cd4071", "#f1605d",
                        "#fd9668", "#feca8d", "#fcfdbf"});
    case ColorMap::Cividis:
        return fromHex({"#00224e", "#123570", "#3b496c", "#575d6d", "#707173", "#8a8678", "#a59c74",
                        "#c3b369", "#e1cc55", "#fee838"});
    case ColorMap::Diverging:
        return fromHex({"#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7", "#fddbc7",
                        "#f4a582", "#d6604d", "#b2182b", "#67001f"});
    }
    return viridisGradient();
}

QCPColorGradient maskingGradient(ColorMap map) {
    QCPColorGradient gradient = colorGradient(map);
    gradient.setNanHandling(QCPColorGradient::nhNanColor);
    gradient.setNanColor(palette::kMissing);
    return gradient;
}

QColor highlightColor(ColorMap map) {
    return map == ColorMap::Diverging ? QColor(0x11, 0x11, 0x11) : palette::kHighlight;
}

} // namespace attn::ui
