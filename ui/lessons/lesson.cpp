// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lesson.h"

#include "core/base/check.h"
#include "core/io/atomic_file.h"
#include "core/io/file_read.h"
#include "ui/common/messagetext.h"
#include "ui/lessons/lessonclaims.h"
#include "ui/tabs/tabtable.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <stdexcept>

namespace attn::ui {

namespace {

const QString kFormat = QStringLiteral("attention-lab-lesson");

/// Line and column of a byte offset in json, for a message.
QString placeOf(const QByteArray& json, int offset) {
    const QByteArray before = json.left(offset);
    const int line = int(before.count('\n')) + 1;
    const int column = offset - int(before.lastIndexOf('\n'));
    return LessonText::tr("line %1, column %2").arg(line).arg(column);
}

/// Reads one step; its problem says what is wrong with it, the rest still loads.
/// A problem names no step number: whoever reports it says which step it is ("step 3: …").
LessonStep parseStep(const QJsonValue& value) {
    LessonStep step;
    if (!value.isObject()) {
        step.problem = LessonText::tr("it is not an object with a tab, a view and settings");
        return step;
    }
    const QJsonObject object = value.toObject();
    step.original = object;
    QStringList wrong;
    auto text = [&](const char* key, QString& out) {
        const QJsonValue v = object.value(QLatin1String(key));
        if (v.isString())
            out = v.toString();
        else if (!v.isUndefined())
            wrong << QLatin1String(key);
    };
    text("tab", step.tab);
    text("view", step.view);
    text("title", step.title);
    text("note", step.note);
    const QJsonValue settings = object.value(QLatin1String("settings"));
    if (settings.isObject())
        step.settings = settings.toObject();
    else if (!settings.isUndefined())
        wrong << QStringLiteral("settings");
    const QJsonValue build = object.value(QLatin1String("build"));
    if (build.isArray()) {
        for (const QJsonValue& stage : build.toArray()) {
            if (!stage.isObject()) {
                wrong << QStringLiteral("build");
                break;
            }
            step.build << stage.toObject();
        }
    } else if (!build.isUndefined()) {
        wrong << QStringLiteral("build");
    }
    step.claims = parseClaims(object.value(QLatin1String("claims")), &step.claimsProblem);
    parseQuestion(object.value(QLatin1String("question")), step);
    if (!wrong.isEmpty()) {
        step.problem = LessonText::tr("%1 has the wrong type (tab, view, title and note are text, "
                                      "settings an object, build a list of objects)")
                           .arg(wrong.join(QStringLiteral(", ")));
        return step;
    }
    checkStep(step);
    return step;
}

} // namespace

QJsonObject LessonStep::settingsAt(int stage) const {
    QJsonObject merged = settings;
    if (stage >= 0 && stage < build.size())
        for (auto it = build[stage].begin(); it != build[stage].end(); ++it)
            merged.insert(it.key(), it.value());
    return merged;
}

QStringList lessonViewNames(const QString& tab) {
    const TabInfo* info = findTab(tab);
    return info ? info->views() : QStringList();
}

QString checkLessonSettings(const QString& tab, const QString& view, const QJsonObject& settings) {
    const TabInfo* info = findTab(tab);
    return info ? info->checkSettings(view, settings) : LessonText::tr("unknown tab “%1”").arg(tab);
}

void checkStep(LessonStep& step) {
    step.problem.clear();
    if (!tabNames().contains(step.tab)) {
        step.problem = LessonText::tr("unknown tab “%1” (a lesson step shows one of: %2)")
                           .arg(step.tab, tabNames().join(QStringLiteral(", ")));
        return;
    }
    const QStringList views = lessonViewNames(step.tab);
    if (!views.contains(step.view)) {
        step.problem = LessonText::tr("the %1 tab has no view “%2” (known: %3)")
                           .arg(step.tab, step.view, views.join(QStringLiteral(", ")));
        return;
    }
    for (int stage = -1; stage < int(step.build.size()); ++stage) {
        const QString error = checkLessonSettings(step.tab, step.view, step.settingsAt(stage));
        if (error.isEmpty()) continue;
        step.problem =
            stage < 0 ? error : LessonText::tr("build stage %1: %2").arg(stage + 1).arg(error);
        return;
    }
}

Lesson parseLesson(const QByteArray& json, QString* error) {
    error->clear();
    QJsonParseError parse{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError) {
        *error = LessonText::tr("the lesson is not valid JSON at %1: %2")
                     .arg(placeOf(json, parse.offset), parse.errorString());
        return {};
    }
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QLatin1String("format")).toString() != kFormat) {
        *error =
            LessonText::tr("this JSON is not a lesson: it needs \"format\": \"%1\"").arg(kFormat);
        return {};
    }
    Lesson lesson;
    const QJsonValue version = root.value(QLatin1String("version"));
    const QJsonValue steps = root.value(QLatin1String("steps"));
    if (!version.isDouble() || version.toDouble() < 1 || !steps.isArray()) {
        *error =
            LessonText::tr("the lesson needs a whole \"version\" from 1 and a list of \"steps\"");
        return {};
    }
    lesson.version = version.toInt();
    lesson.title = root.value(QLatin1String("title")).toString();
    lesson.language = root.value(QLatin1String("language")).toString();
    const QJsonArray array = steps.toArray();
    if (array.size() > Lesson::kMaxSteps) {
        *error = LessonText::tr("the lesson has %1 steps; a lesson holds at most %2 (split it "
                                "into several lessons)")
                     .arg(array.size())
                     .arg(Lesson::kMaxSteps);
        return {};
    }
    for (const QJsonValue& step : array)
        lesson.steps << parseStep(step);
    if (lesson.version > Lesson::kFormatVersion) {
        lesson.warning =
            LessonText::tr("written by a newer AttentionLab (lesson format %1; this one reads %2): "
                           "steps it cannot show say so")
                .arg(lesson.version)
                .arg(Lesson::kFormatVersion);
        for (LessonStep& step : lesson.steps)
            if (!step.problem.isEmpty())
                step.problem = LessonText::tr("%1 (the lesson is of a newer format, %2)")
                                   .arg(step.problem)
                                   .arg(lesson.version);
    }
    return lesson;
}

Lesson loadLesson(const QString& path, QString* error) {
    if (path.startsWith(QLatin1Char(':'))) { // a lesson shipped in the program's resources
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = LessonText::tr("cannot read %1").arg(path);
            return {};
        }
        return parseLesson(file.readAll(), error);
    }
    std::string bytes;
    try { // a regular file of at most 16 MB: a pipe is refused, not waited on
        bytes = readRegularFile(QFile::encodeName(path).toStdString(), std::size_t(16) << 20);
    } catch (const InputError& e) { // e names the file and why: missing, a pipe, too large
        *error = LessonText::tr("cannot read %1").arg(messageText(e.message()));
        return {};
    }
    return parseLesson(QByteArray::fromStdString(bytes), error);
}

QByteArray lessonToJson(const Lesson& lesson) {
    QJsonArray steps;
    for (const LessonStep& step : lesson.steps) {
        QJsonObject object = step.original; // keys of newer versions stay
        object.insert(QStringLiteral("tab"), step.tab);
        object.insert(QStringLiteral("view"), step.view);
        object.insert(QStringLiteral("title"), step.title);
        object.insert(QStringLiteral("note"), step.note);
        object.insert(QStringLiteral("settings"), step.settings);
        QJsonArray build;
        for (const QJsonObject& stage : step.build)
            build.append(stage);
        if (build.isEmpty())
            object.remove(QStringLiteral("build"));
        else
            object.insert(QStringLiteral("build"), build);
        steps.append(object);
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), std::max(lesson.version, 1)},
                           {QStringLiteral("title"), lesson.title},
                           {QStringLiteral("language"), lesson.language},
                           {QStringLiteral("steps"), steps}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString saveLesson(const Lesson& lesson, const QString& path) {
    const QByteArray json = lessonToJson(lesson);
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(), [&json](std::ostream& out) {
            out.write(json.constData(), json.size());
        });
    } catch (const std::runtime_error& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

} // namespace attn::ui
