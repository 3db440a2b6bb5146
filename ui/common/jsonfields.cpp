// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/jsonfields.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

namespace attn::ui {

namespace {

QString describe(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false"); // JSON words
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return QStringLiteral("“%1”").arg(value.toString());
    case QJsonValue::Array:
        return JsonFields::tr("a list");
    case QJsonValue::Object:
        return JsonFields::tr("an object");
    default:
        return QStringLiteral("null");
    }
}

} // namespace

bool JsonFields::has(const char* key) {
    const QString name = QLatin1String(key);
    if (!m_read.contains(name)) m_read << name;
    return m_object.contains(name);
}

void JsonFields::fail(const QString& sentence) {
    if (m_error.isEmpty()) m_error = sentence;
}

void JsonFields::text(const char* key, QString& out) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (!value.isString())
        return fail(tr("“%1” must be text, not %2").arg(QLatin1String(key), describe(value)));
    out = value.toString();
}

void JsonFields::integer(const char* key, int& out, int lo, int hi) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    const double x = value.toDouble(std::nan(""));
    if (!value.isDouble() || x != std::floor(x) || x < lo || x > hi)
        return fail(tr("“%1” must be a whole number from %2 to %3, not %4")
                        .arg(QLatin1String(key))
                        .arg(lo)
                        .arg(hi)
                        .arg(describe(value)));
    out = int(x);
}

void JsonFields::unsignedInteger(const char* key, unsigned& out) {
    int value = int(std::min<unsigned>(out, 2147483647u));
    integer(key, value, 0, 2147483647);
    out = unsigned(value);
}

void JsonFields::number(const char* key, double& out, double lo, double hi) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    const double x = value.toDouble(std::nan(""));
    if (!value.isDouble() || !(x >= lo && x <= hi))
        return fail(tr("“%1” must be a number from %2 to %3, not %4")
                        .arg(QLatin1String(key))
                        .arg(lo)
                        .arg(hi)
                        .arg(describe(value)));
    out = x;
}

void JsonFields::flag(const char* key, bool& out) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (!value.isBool())
        return fail(
            tr("“%1” must be true or false, not %2").arg(QLatin1String(key), describe(value)));
    out = value.toBool();
}

void JsonFields::integers(const char* key, QVector<int>& out, int lo, int hi, int maxCount) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    const QJsonArray array = value.toArray();
    const auto expected = [&](const QString& found) {
        return tr("“%1” must be a list of at most %2 whole numbers from %3 to %4, not %5")
            .arg(QLatin1String(key))
            .arg(maxCount)
            .arg(lo)
            .arg(hi)
            .arg(found);
    };
    if (!value.isArray() || array.size() > maxCount)
        return fail(expected(value.isArray() ? tr("%n numbers", nullptr, int(array.size()))
                                             : describe(value)));
    QVector<int> list;
    for (const QJsonValue& item : array) {
        const double x = item.toDouble(std::nan(""));
        if (!item.isDouble() || x != std::floor(x) || x < lo || x > hi)
            return fail(expected(describe(item)));
        list << int(x);
    }
    out = list;
}

void JsonFields::choice(const char* key, QString& out, const QStringList& names) {
    QString name;
    if (!has(key)) return;
    text(key, name);
    for (const QString& known : names)
        if (known.compare(name, Qt::CaseInsensitive) == 0) {
            out = known;
            return;
        }
    fail(tr("“%1” must be one of %2, not “%3”")
             .arg(QLatin1String(key), names.join(QLatin1Char('|')), name));
}

QStringList JsonFields::unknownKeys() const {
    QStringList unknown;
    for (const QString& key : m_object.keys())
        if (!m_read.contains(key)) unknown << key;
    return unknown;
}

QString JsonFields::error() const {
    if (!m_error.isEmpty()) return m_error;
    const QStringList unknown = unknownKeys();
    if (unknown.isEmpty()) return {};
    QStringList known = m_read;
    known.sort();
    return tr("unknown setting “%1” (known: %2)")
        .arg(unknown.constFirst(), known.join(QStringLiteral(", ")));
}

} // namespace attn::ui
