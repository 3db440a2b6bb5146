// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/savebytes.h"

#include "core/io/atomic_file.h"

#include <QFile>

#include <stdexcept>
#include <string>

namespace attn::ui {

QString saveBytesAtomically(const QString& path, const QByteArray& bytes) {
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(),
                            std::string(bytes.constData(), std::size_t(bytes.size())));
    } catch (const std::exception& e) {
        return QString::fromLocal8Bit(e.what());
    }
    return {};
}

} // namespace attn::ui
