// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace attn::ui {

namespace {

// Qt lays widgets out right to left when this message translates to "RTL" (context and
// comment as Qt looks it up): the Persian translation sets it.
[[maybe_unused]] const struct {
    const char *source, *comment;
} kLayoutDirection = QT_TRANSLATE_NOOP3(
    "QGuiApplication", "QT_LAYOUT_DIRECTION",
    "Translate this string to the string 'LTR' in left-to-right languages or to 'RTL' in "
    "right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.");

const char* const kSettingsKey = "interface/language";

struct State {
    QString code = QStringLiteral("en");
    QString directory = QStringLiteral(":/i18n");
    std::unique_ptr<QTranslator> application, qt;
};

State& state() {
    static State s;
    return s;
}

void uninstall(std::unique_ptr<QTranslator>& translator) {
    if (translator) QCoreApplication::removeTranslator(translator.get());
    translator.reset();
}

/// A translator of file in dir, or nullptr when there is no such file.
std::unique_ptr<QTranslator> load(const QString& file, const QString& dir) {
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(file, dir)) return nullptr;
    return translator;
}

} // namespace

QStringList Language::codes() {
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("zh_CN"),
            QStringLiteral("fa")};
}

QString Language::nativeName(const QString& code) {
    if (code == QLatin1String("ru")) return QStringLiteral("Русский");
    if (code == QLatin1String("zh_CN")) return QStringLiteral("中文");
    if (code == QLatin1String("fa")) return QStringLiteral("فارسی");
    return QStringLiteral("English");
}

bool Language::isKnown(const QString& code) {
    return codes().contains(code);
}

QString Language::codeFor(const QString& tag) {
    if (tag == QLatin1String("zh")) return QStringLiteral("zh_CN");
    return isKnown(tag) ? tag : QString();
}

QString Language::unknownCodeMessage(const QString& code) {
    return tr("unknown language '%1' (known: %2)").arg(code, codes().join(QStringLiteral(", ")));
}

QString Language::systemLanguage() {
    for (QString name : QLocale::system().uiLanguages()) {
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (const QString code = codeFor(name.section(QLatin1Char('_'), 0, 0)); !code.isEmpty())
            return code;
    }
    return QStringLiteral("en");
}

QString Language::preferredLanguage() {
    const QString saved = QSettings().value(QLatin1String(kSettingsKey)).toString();
    return isKnown(saved) ? saved : systemLanguage();
}

void Language::savePreferredLanguage(const QString& code) {
    QSettings().setValue(QLatin1String(kSettingsKey), code);
}

bool Language::setLanguage(const QString& code) {
    if (!isKnown(code)) return false;
    State& s = state();
    uninstall(s.application);
    uninstall(s.qt);
    s.code = code;
    if (code == QLatin1String("en")) return true;
    s.qt =
        load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (s.qt) QCoreApplication::installTranslator(s.qt.get());
    s.application = load(QStringLiteral("attention-lab_") + code, s.directory);
    if (s.application) QCoreApplication::installTranslator(s.application.get());
    return true;
}

QString Language::current() {
    return state().code;
}

void Language::setTranslationsDirectory(const QString& dir) {
    state().directory = dir;
}

} // namespace attn::ui
