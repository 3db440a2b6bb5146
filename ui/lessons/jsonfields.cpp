#include "ui/lessons/jsonfields.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

namespace attn::ui {

namespace {

QString describe(const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return QStringLiteral("“%1”").arg(value.toString());
    case QJsonValue::Array:
        return QStringLiteral("a list");
    case QJsonValue::Object:
        return QStringLiteral("an object");
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

void JsonFields::fail(const char* key, const QString& what) {
    if (m_error.isEmpty()) m_error = QStringLiteral("“%1” %2").arg(QLatin1String(key), what);
}

void JsonFields::text(const char* key, QString& out) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (!value.isString())
        return fail(key, QStringLiteral("must be text, not %1").arg(describe(value)));
    out = value.toString();
}

void JsonFields::integer(const char* key, int& out, int lo, int hi) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    const double x = value.toDouble(std::nan(""));
    if (!value.isDouble() || x != std::floor(x) || x < lo || x > hi)
        return fail(key, QStringLiteral("must be a whole number from %1 to %2, not %3")
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
        return fail(key, QStringLiteral("must be a number from %1 to %2, not %3")
                             .arg(lo)
                             .arg(hi)
                             .arg(describe(value)));
    out = x;
}

void JsonFields::flag(const char* key, bool& out) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (!value.isBool())
        return fail(key, QStringLiteral("must be true or false, not %1").arg(describe(value)));
    out = value.toBool();
}

void JsonFields::integers(const char* key, QVector<int>& out, int lo, int hi, int maxCount) {
    if (!has(key)) return;
    const QJsonValue value = m_object.value(QLatin1String(key));
    const QJsonArray array = value.toArray();
    const QString expected = QStringLiteral("must be a list of at most %1 whole numbers from %2 "
                                            "to %3")
                                 .arg(maxCount)
                                 .arg(lo)
                                 .arg(hi);
    if (!value.isArray() || array.size() > maxCount) return fail(key, expected);
    QVector<int> list;
    for (const QJsonValue& item : array) {
        const double x = item.toDouble(std::nan(""));
        if (!item.isDouble() || x != std::floor(x) || x < lo || x > hi)
            return fail(key, expected + QStringLiteral(", not %1").arg(describe(item)));
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
    fail(key,
         QStringLiteral("must be one of %1, not “%2”").arg(names.join(QLatin1Char('|')), name));
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
    return QStringLiteral("unknown setting “%1” (known: %2)")
        .arg(unknown.constFirst(), known.join(QStringLiteral(", ")));
}

} // namespace attn::ui
