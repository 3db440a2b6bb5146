// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonclaims.h"

#include "ui/common/messagetext.h"
#include "ui/common/page.h"
#include "ui/lessons/handout.h"
#include "ui/lessons/handoutstage.h"
#include "ui/lessons/lesson.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace attn::ui {

namespace {

const std::pair<const char*, ClaimKind> kKinds[] = {
    {"diagonal-largest", ClaimKind::DiagonalLargest},
    {"largest-in-row", ClaimKind::LargestInRow},
    {"entry", ClaimKind::Entry},
    {"all-entries", ClaimKind::AllEntries},
    {"row-sums", ClaimKind::RowSums},
    {"near-uniform", ClaimKind::NearUniform},
    {"causal", ClaimKind::Causal},
};

/// A row or column: a label or a whole number from 1; false when value is neither.
bool readIndex(const QJsonValue& value, MatrixIndex& index) {
    if (value.isString() && !value.toString().isEmpty()) {
        index.label = value.toString().toStdString();
        return true;
    }
    const double n = value.toDouble(-1);
    if (!value.isDouble() || n < 1 || n > 1e6 || n != double(int(n))) return false;
    index.number = int(n);
    return true;
}

/// One claim; an empty string when it reads, else what is wrong.
QString readClaim(const QJsonObject& o, Claim& claim) {
    const QString kind = o.value(QLatin1String("kind")).toString();
    bool known = false;
    for (const auto& [name, k] : kKinds)
        if (kind == QLatin1String(name)) {
            claim.kind = k;
            known = true;
        }
    if (!known)
        return LessonText::tr("“kind” must be one of %1, not “%2”")
            .arg(claimKindNames().join(QStringLiteral(", ")), kind);
    const bool cell = claim.kind == ClaimKind::LargestInRow || claim.kind == ClaimKind::Entry;
    const bool bounded = claim.kind == ClaimKind::Entry || claim.kind == ClaimKind::AllEntries;
    const bool tolerant = claim.kind == ClaimKind::RowSums || claim.kind == ClaimKind::NearUniform;
    QStringList allowed = {QStringLiteral("kind"), QStringLiteral("why"), QStringLiteral("stage")};
    if (cell) allowed << QStringLiteral("row") << QStringLiteral("column");
    if (bounded) allowed << QStringLiteral("at-least") << QStringLiteral("at-most");
    if (claim.kind == ClaimKind::RowSums) allowed << QStringLiteral("value");
    if (tolerant) allowed << QStringLiteral("tolerance");
    for (const QString& key : o.keys())
        if (!allowed.contains(key))
            return LessonText::tr("a “%1” claim has no “%2” (it reads %3)")
                .arg(kind, key, allowed.join(QStringLiteral(", ")));
    if (cell && (!readIndex(o.value(QLatin1String("row")), claim.row) ||
                 !readIndex(o.value(QLatin1String("column")), claim.column)))
        return LessonText::tr("a “%1” claim needs a “row” and a “column”: a label or a number "
                              "from 1")
            .arg(kind);
    for (const auto& [key, bound] :
         {std::pair{"at-least", &claim.atLeast}, std::pair{"at-most", &claim.atMost}}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isDouble())
            *bound = v.toDouble();
        else if (!v.isUndefined())
            return LessonText::tr("“%1” must be a number").arg(QLatin1String(key));
    }
    if (bounded && !claim.atLeast && !claim.atMost)
        return LessonText::tr("a “%1” claim needs “at-least”, “at-most” or both").arg(kind);
    const QJsonValue stage = o.value(QLatin1String("stage"));
    if (!stage.isUndefined()) { // 1: the step's own settings, 2: its first build entry, …
        if (!stage.isDouble() || stage.toInt(0) < 1 || stage.toDouble() != stage.toInt())
            return LessonText::tr("“stage” must be a whole number from 1 (the step's own "
                                  "settings; 2 is its first build stage)");
        claim.stage = stage.toInt() - 2;
    }
    claim.value = o.value(QLatin1String("value")).toDouble(1);
    claim.tolerance = o.value(QLatin1String("tolerance")).toDouble(claim.tolerance);
    if (!(claim.tolerance >= 0)) return LessonText::tr("“tolerance” must be a number from 0");
    return {};
}

} // namespace

QStringList claimKindNames() {
    QStringList names;
    for (const auto& [name, kind] : kKinds)
        names << QLatin1String(name);
    return names;
}

std::vector<Claim> parseClaims(const QJsonValue& value, QString* error) {
    error->clear();
    std::vector<Claim> claims;
    if (value.isUndefined()) return claims;
    if (!value.isArray()) {
        *error = LessonText::tr("“claims” must be a list of objects");
        return {};
    }
    const QJsonArray list = value.toArray();
    for (int i = 0; i < list.size(); ++i) {
        Claim claim;
        const QString problem = list[i].isObject()
                                    ? readClaim(list[i].toObject(), claim)
                                    : LessonText::tr("it is not an object with a “kind”");
        if (!problem.isEmpty()) {
            *error = LessonText::tr("claim %1: %2").arg(i + 1).arg(problem);
            return {};
        }
        claims.push_back(claim);
    }
    return claims;
}

void parseQuestion(const QJsonValue& value, LessonStep& step) {
    if (value.isUndefined()) return;
    const QJsonObject o = value.toObject();
    const QJsonValue text = o.value(QLatin1String("text")),
                     answer = o.value(QLatin1String("answer"));
    const int claim = answer.isUndefined() ? 1 : answer.toInt(0);
    if (!value.isObject() || !text.isString() || text.toString().trimmed().isEmpty() || claim < 1 ||
        claim > int(step.claims.size())) {
        if (step.claimsProblem.isEmpty())
            step.claimsProblem = LessonText::tr("“question” needs a “text” and an “answer”: the "
                                                "number of the claim that answers it (1 to %1)")
                                     .arg(step.claims.size());
        return;
    }
    step.question = text.toString();
    step.answerClaim = claim - 1;
}

QString answerOf(const LessonStep& step, const LabelledMatrix& numbers) {
    if (step.answerClaim < 0 || step.answerClaim >= int(step.claims.size())) return {};
    return messageText(checkClaim(step.claims[std::size_t(step.answerClaim)], numbers).measured);
}

LessonCheck checkLessonClaims(const Lesson& lesson,
                              const std::function<void(int, const LabelledMatrix&)>& shown) {
    LessonCheck check;
    check.steps = int(lesson.steps.size());
    HandoutStage stage(HandoutOptions{}.figure);
    for (int s = 0; s < lesson.steps.size(); ++s) {
        const LessonStep& step = lesson.steps[s];
        const QString where = LessonText::tr("step %1 «%2»").arg(s + 1).arg(step.title);
        if (!step.claimsProblem.isEmpty()) {
            check.failures << QStringLiteral("%1: %2").arg(where, step.claimsProblem);
            continue;
        }
        if (step.claims.empty() && !shown) continue;
        const int last = int(step.build.size()) - 1;
        std::vector<int> stages = {last}; // the last first: what shown() reports
        for (const Claim& claim : step.claims)
            if (claim.stage > last)
                check.failures << LessonText::tr("%1: a claim names stage %2 of a step of %3")
                                      .arg(where)
                                      .arg(claim.stage + 2)
                                      .arg(step.stages());
            else if (claim.stage != -2 &&
                     std::find(stages.begin(), stages.end(), claim.stage) == stages.end())
                stages.push_back(claim.stage);
        for (const int at : stages) {
            QString problem;
            stage.show(step, &problem, at);
            const LabelledMatrix numbers =
                stage.page() ? stage.page()->shownNumbers() : LabelledMatrix{};
            if (shown && at == last) shown(s, numbers);
            for (std::size_t c = 0; c < step.claims.size(); ++c) {
                const Claim& claim = step.claims[c];
                if ((claim.stage == -2 ? last : claim.stage) != at) continue;
                ++check.claims;
                const ClaimCheck result = problem.isEmpty()
                                              ? checkClaim(claim, numbers)
                                              : ClaimCheck{false, Message(problem.toStdString())};
                if (result.holds) continue;
                check.failures << LessonText::tr("%1, claim %2 (%3): %4")
                                      .arg(where)
                                      .arg(c + 1)
                                      .arg(messageText(describeClaim(claim)),
                                           messageText(result.measured));
            }
        }
    }
    return check;
}

} // namespace attn::ui
