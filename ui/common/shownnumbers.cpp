// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/shownnumbers.h"

#include "core/io/csv.h"
#include "core/io/npy.h"
#include "ui/common/messagetext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace attn::ui {

namespace {

std::vector<std::string> utf8(const QStringList& labels) {
    std::vector<std::string> out;
    out.reserve(std::size_t(labels.size()));
    for (const QString& label : labels)
        out.push_back(label.toStdString());
    return out;
}

} // namespace

LabelledMatrix labelledMatrix(const Eigen::MatrixXf& values, const QStringList& rows,
                              const QStringList& columns) {
    return {values, utf8(rows), utf8(columns)};
}

QStringList toLabels(const std::vector<std::string>& labels) {
    QStringList out;
    out.reserve(int(labels.size()));
    for (const std::string& label : labels)
        out << QString::fromStdString(label);
    return out;
}

QStringList numberedLabels(Eigen::Index count, const QString& prefix, int first) {
    QStringList labels;
    for (Eigen::Index k = 0; k < count; ++k)
        labels << prefix + QString::number(first + k);
    return labels;
}

QStringList valueLabels(const Eigen::VectorXf& values, const QString& prefix) {
    QStringList labels;
    for (float v : values)
        labels << prefix + QString::number(double(v), 'f', 2);
    return labels;
}

QString writeShownNumbers(const LabelledMatrix& m, const QString& path) {
    if (m.values.size() == 0)
        return QCoreApplication::translate("attn::ui::Page",
                                           "this view has no matrix to save as numbers");
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("npy"))
        return QCoreApplication::translate("attn::ui::Page",
                                           "the matrix file must end in .csv or .npy");
    try {
        const std::string file = QFile::encodeName(path).toStdString();
        if (suffix == QLatin1String("csv"))
            writeCsv(file, m.values);
        else
            writeNpy(file, fromMatrix(m.values));
    } catch (const std::exception& e) {
        return exceptionText(e);
    }
    return {};
}

} // namespace attn::ui
