// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading a lesson step's settings (a JSON object) into a settings struct, field by field,
// with one readable message for the first value of the wrong type or out of range.
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVector>

namespace attn::ui {

/// Reads the fields of one JSON object. A missing key leaves its value as it is; a value of
/// the wrong type or out of range leaves it too and records a message naming the key
/// ("“heads” must be a whole number from 1 to 16, not 0"). Keys never read are reported by
/// unknownKeys(), so a misspelt setting is not silently ignored.
class JsonFields {
    Q_DECLARE_TR_FUNCTIONS(JsonFields)

  public:
    explicit JsonFields(const QJsonObject& object) : m_object(object) {}

    void text(const char* key, QString& out);
    void integer(const char* key, int& out, int lo, int hi);
    void unsignedInteger(const char* key, unsigned& out);
    void number(const char* key, double& out, double lo, double hi);
    void flag(const char* key, bool& out);
    /// A list of whole numbers, each from lo to hi, at most maxCount of them.
    void integers(const char* key, QVector<int>& out, int lo, int hi, int maxCount);
    /// One of names (case-insensitive); out becomes the matching one as listed.
    void choice(const char* key, QString& out, const QStringList& names);
    /// A name that parse turns into T (explorer enums: fromName); names are listed in the message.
    template <typename T, typename Parse>
    void named(const char* key, T& out, const QStringList& names, Parse parse) {
        QString name;
        if (!has(key)) return;
        text(key, name);
        if (!name.isEmpty() && !parse(name, out))
            fail(tr("“%1” must be one of %2, not “%3”")
                     .arg(QLatin1String(key), names.join(QLatin1Char('|')), name));
    }

    bool has(const char* key);
    /// The first problem found, or an empty string; unknown keys count as a problem.
    QString error() const;
    QStringList unknownKeys() const;

  private:
    /// Records sentence unless a problem was recorded before.
    void fail(const QString& sentence);

    QJsonObject m_object;
    QStringList m_read;
    QString m_error;
};

} // namespace attn::ui
