// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/textfile.h"

#include "core/io/file_read.h"
#include "ui/common/messagetext.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace attn::ui {

QString readTextFile(const QString& path, QString* problem) {
    std::string bytes;
    try {
        bytes = readRegularFile(path.toStdString(), std::size_t(kMaxTextFileBytes));
    } catch (const InputError& e) {
        if (problem) *problem = messageText(e.message());
        return {};
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8(QByteArrayView(bytes.data(), qsizetype(bytes.size())));
    if (utf8.hasError()) {
        if (problem)
            *problem =
                QCoreApplication::translate("attn::ui::TextFile", "%1 is not UTF-8 text").arg(path);
        return {};
    }
    return text.isNull() ? QString(QLatin1String("")) : text;
}

} // namespace attn::ui
