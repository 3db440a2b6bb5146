// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/settingsfile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDataStream>
#include <QFileDevice>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStorageInfo>

namespace attn::ui {

namespace {

const QString kVariant = QStringLiteral("variant");

QJsonValue toJson(const QVariant& value) {
    switch (value.typeId()) {
    case QMetaType::QString:
        return value.toString();
    case QMetaType::Bool:
        return value.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::Double:
        return value.toDouble();
    case QMetaType::QStringList:
        return QJsonArray::fromStringList(value.toStringList());
    default:
        break;
    }
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << value;
    return QJsonObject{{kVariant, QString::fromLatin1(bytes.toBase64())}};
}

QVariant fromJson(const QJsonValue& value) {
    if (value.isArray()) {
        QStringList list;
        for (const QJsonValue& item : value.toArray())
            list << item.toString();
        return list;
    }
    if (value.isObject()) {
        const QByteArray bytes =
            QByteArray::fromBase64(value.toObject().value(kVariant).toString().toLatin1());
        QDataStream in(bytes);
        QVariant v;
        in >> v;
        return v;
    }
    const QVariant v = value.toVariant();
    if (value.isDouble() && value.toDouble() == double(qint64(value.toDouble())))
        return qint64(value.toDouble()); // a whole number stays one
    return v;
}

bool readJsonSettings(QIODevice& device, QSettings::SettingsMap& map) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(device.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) return false;
    const QJsonObject root = doc.object();
    for (auto it = root.begin(); it != root.end(); ++it)
        map.insert(it.key(), fromJson(it.value()));
    return true;
}

bool writeJsonSettings(QIODevice& device, const QSettings::SettingsMap& map) {
    QJsonObject root;
    for (auto it = map.begin(); it != map.end(); ++it)
        root.insert(it.key(), toJson(it.value()));
    const QByteArray bytes = QJsonDocument(root).toJson();
    if (device.write(bytes) != bytes.size()) return false;
    // The flush that Qt's commit does not check: a failure keeps the old file.
    if (auto* file = qobject_cast<QFileDevice*>(&device))
        return file->flush() && file->error() == QFileDevice::NoError;
    return true;
}

} // namespace

QSettings::Format checkedSettingsFormat() {
    static const QSettings::Format format =
        QSettings::registerFormat(QStringLiteral("json"), readJsonSettings, writeJsonSettings);
    return format;
}

void useCheckedSettings() {
    QSettings::setDefaultFormat(checkedSettingsFormat());
    QSettings settings;
    if (QFileInfo::exists(settings.fileName())) return;
    const QSettings previous(QSettings::NativeFormat, QSettings::UserScope,
                             settings.organizationName(), settings.applicationName());
    for (const QString& key : previous.allKeys())
        settings.setValue(key, previous.value(key));
}

QString syncSettings(QSettings& settings) {
    settings.sync();
    if (settings.status() == QSettings::NoError) return {};
    const QFileInfo file(settings.fileName());
    const QStorageInfo storage(file.absolutePath());
    const QString reason = storage.isValid() && storage.bytesAvailable() == 0
                               ? QCoreApplication::translate("SettingsFile", "disk full")
                               : QCoreApplication::translate(
                                     "SettingsFile", "the file or its folder cannot be written");
    return QCoreApplication::translate("SettingsFile", "cannot save the settings to %1: %2")
        .arg(file.filePath(), reason);
}

} // namespace attn::ui
