// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/export_long_text.h"

#include "app/cliutil.h"
#include "core/base/check.h"
#include "core/io/atomic_file.h"
#include "core/io/npy.h"
#include "core/models/translator/translator.h"
#include "ui/common/textfile.h"
#include "ui/model/longtextdocument.h"

#include <memory>

namespace attn::app {

namespace {

/// The long-text document with --model and --text read.
std::unique_ptr<ui::LongTextDocument> openLongText(const QCommandLineParser& p) {
    const QString dir = p.value(QStringLiteral("model"));
    if (dir.isEmpty()) throw CommandError{QStringLiteral("--what needs --model DIR")};
    if (isTranslatorDirectory(dir.toStdString()))
        throw CommandError{QStringLiteral("%1 is a translator, not a language model").arg(dir)};
    auto document = std::make_unique<ui::LongTextDocument>();
    try {
        document->setModel(
            std::make_shared<const LanguageModel>(loadLanguageModel(dir.toStdString())));
    } catch (const InputError& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
    if (!document->setText(modelText(p))) throw CommandError{document->errorString()};
    return document;
}

} // namespace

const QCommandLineOption& rowsOption() {
    static const QCommandLineOption option(
        QStringLiteral("rows"),
        QStringLiteral("--what attention with --model: the query rows A to B-1 of one head "
                       "(--model-layer, --model-head), counted from 0 as a NumPy slice; the "
                       "file is float32 (B-A, T), computed on demand for a text of any length "
                       "the model reads."),
        QStringLiteral("A:B"));
    return option;
}

const QCommandLineOption& textFileOption() {
    static const QCommandLineOption option(
        QStringLiteral("text-file"),
        QStringLiteral("--model: read the text from this UTF-8 file instead of --text (a long "
                       "text does not fit on a command line)."),
        QStringLiteral("path"));
    return option;
}

QString modelText(const QCommandLineParser& p) {
    if (!p.isSet(textFileOption())) return p.value(QStringLiteral("text"));
    QString problem;
    const QString text = ui::readTextFile(p.value(textFileOption()), &problem);
    if (text.isNull()) throw CommandError{QStringLiteral("--text-file: %1").arg(problem)};
    return text;
}

bool wantsOneHead(const QCommandLineParser& p) {
    return p.isSet(rowsOption()) || p.isSet(QStringLiteral("model-layer")) ||
           p.isSet(QStringLiteral("model-head"));
}

void writeHeadRows(const QCommandLineParser& p, const QString& path) {
    const std::unique_ptr<ui::LongTextDocument> document = openLongText(p);
    const int layer = chosen(p, QStringLiteral("model-layer"), document->layers());
    const int head = chosen(p, QStringLiteral("model-head"), document->heads());
    int first = 0, end = document->tokens();
    if (p.isSet(rowsOption())) {
        const QStringList parts = p.value(rowsOption()).split(QLatin1Char(':'));
        bool okA = false, okB = false;
        if (parts.size() == 2) {
            first = parts[0].trimmed().toInt(&okA);
            end = parts[1].trimmed().toInt(&okB);
        }
        if (!okA || !okB || first < 0 || end <= first || end > document->tokens())
            throw CommandError{QStringLiteral("--rows must be A:B with 0 <= A < B <= %1 (the "
                                              "text's tokens), not '%2'")
                                   .arg(document->tokens())
                                   .arg(p.value(rowsOption()))};
    }
    QString problem;
    const RowMatrixXf rows = document->headRows(layer, head, first, end - first, &problem);
    if (rows.size() == 0) throw CommandError{problem};
    try {
        writeNpy(path.toStdString(), {std::size_t(rows.rows()), std::size_t(rows.cols())},
                 [&rows](const ByteSink& sink) {
                     sink(rows.data(), std::size_t(rows.size()) * sizeof(float));
                 });
    } catch (const std::exception& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
}

void writeHeadProfiles(const QCommandLineParser& p, const QString& path) {
    const std::unique_ptr<ui::LongTextDocument> document = openLongText(p);
    QString problem;
    const std::vector<HeadProfile> profiles = document->profiles(&problem);
    if (profiles.empty()) throw CommandError{problem};
    try {
        writeFileAtomically(path.toStdString(), headProfilesCsv(profiles));
    } catch (const std::exception& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
}

} // namespace attn::app
