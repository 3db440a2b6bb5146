// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The language of the interface: English (the sources' own), Russian, Chinese and Persian.
// Translations are compiled from resources/translations/*.ts and embedded (":/i18n"); Qt's
// own translations of its standard dialogs are loaded too when installed. Switching installs
// the translators, so every window gets a QEvent::LanguageChange; the layout direction follows
// the translation of QT_LAYOUT_DIRECTION (right to left for Persian).
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace attn::ui {

class Language {
    Q_DECLARE_TR_FUNCTIONS(Language)

  public:
    /// The codes the interface speaks, in menu order: en, ru, zh_CN, fa.
    static QStringList codes();
    /// The language's name in that language ("Русский"), as the language menu shows it.
    static QString nativeName(const QString& code);
    static bool isKnown(const QString& code);
    /// The interface's code for a language tag ("zh" -> zh_CN, "ru" -> ru: a lesson's or a
    /// locale's language), or an empty string when the interface does not speak it.
    static QString codeFor(const QString& tag);
    /// One line for an unknown code: what was given and the codes known.
    static QString unknownCodeMessage(const QString& code);
    /// The known language closest to the system locale's languages; en when none is known.
    static QString systemLanguage();
    /// The language chosen in View > Language (QSettings), else systemLanguage().
    static QString preferredLanguage();
    static void savePreferredLanguage(const QString& code);

    /// Installs the translations of code (a known code) in place of the current ones; false
    /// when the code is unknown. Takes effect through QEvent::LanguageChange.
    static bool setLanguage(const QString& code);
    /// The code last given to setLanguage, en before.
    static QString current();
    /// The folder the .qm files are read from, ":/i18n" unless a test sets another.
    static void setTranslationsDirectory(const QString& dir);
};

} // namespace attn::ui
