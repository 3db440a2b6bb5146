// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writing test inputs: a file with exactly the given bytes.
#include <QFile>
#include <QString>

#include <stdexcept>
#include <string>

namespace testing {

/// Replaces path's contents with bytes and returns path for the core's readers.
inline std::string writeFileBytes(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        throw std::runtime_error("cannot write test file " + path.toStdString());
    return path.toStdString();
}

} // namespace testing
