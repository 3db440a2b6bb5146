// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/longtextdocument.h"

#include "core/base/check.h"
#include "ui/common/applyorkeep.h"
#include "ui/model/modeldocument.h"

#include <chrono>
#include <new>

namespace attn::ui {

namespace {

QString notEnoughMemory(const std::exception&) {
    return LongTextDocument::tr("The machine has not enough memory for this text with this "
                                "model; shorten the text.");
}

/// Runs work; the reason it was refused, or empty.
template <typename Work> QString attempt(Work&& work) {
    QString error;
    applyOrKeep(
        work,
        [&](const QString& message) {
            error = message;
            return false;
        },
        notEnoughMemory);
    return error;
}

} // namespace

LongTextDocument::LongTextDocument(QObject* parent) : Document(parent) {
    m_pool.setMaxThreadCount(1);
}

LongTextDocument::~LongTextDocument() {
    m_pool.waitForDone(); // the worker reads the pass and the model this document holds
}

void LongTextDocument::setModel(std::shared_ptr<const LanguageModel> model) {
    m_model = std::move(model);
    m_pass.reset();
    m_tokens.clear();
    m_name.clear();
    m_overview.resize(0, 0);
    m_profiles.clear();
    m_layer = m_head = 0;
    m_queued.reset(); // a text asked for with the model before
    emit resultsChanged();
}

QString LongTextDocument::refusal(const QString& text) const {
    // The Language model tab's own words for the same two refusals.
    if (!m_model) return ModelDocument::tr("Open a model first.");
    if (text.trimmed().isEmpty())
        return ModelDocument::tr("The text is empty: type at least one word.");
    return {};
}

bool LongTextDocument::setText(const QString& text) {
    if (const QString problem = refusal(text); !problem.isEmpty()) return reportError(problem);
    return run({m_model, text, {}, nullptr, m_layer, m_head, false, false}, false);
}

bool LongTextDocument::readText(const QString& text, const QString& name) {
    if (const QString problem = refusal(text); !problem.isEmpty()) return reportError(problem);
    return run({m_model, text, name, nullptr, m_layer, m_head, true, true}, true);
}

void LongTextDocument::setHead(int layer, int head) {
    if (!m_pass) {
        m_layer = layer;
        m_head = head;
        return;
    }
    run({m_model, {}, m_name, m_pass, layer, head, true, layer != m_layer}, true);
}

int LongTextDocument::window() const {
    if (!m_pass || m_layer >= layers()) return 0;
    return m_pass->attention[std::size_t(m_layer)].mask.window;
}

LongTextDocument::Result LongTextDocument::compute(const Job& job) {
    const auto start = std::chrono::steady_clock::now();
    Result r;
    r.pass = job.pass;
    if (!job.text.isEmpty()) {
        const std::vector<int> ids = job.model->encode(job.text.toStdString());
        r.pass = std::make_shared<const LongTextPass>(job.model->longPass(ids));
        for (const std::string& label : job.model->tokenLabels(ids))
            r.tokens << QString::fromStdString(label);
    }
    if (job.views) r.overview = headOverview(*r.pass, job.layer, job.head, kOverviewCells);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

bool LongTextDocument::run(Job job, bool background) {
    if (!background) {
        const QString error = attempt([&] { finish(job, compute(job)); });
        return error.isEmpty() || reportError(error);
    }
    if (m_running) {
        if (m_queued && job.text.isEmpty() && !m_queued->text.isEmpty()) { // still to be read
            m_queued->layer = job.layer;
            m_queued->head = job.head;
        } else {
            m_queued = std::move(job);
        }
        return true;
    }
    m_running = true;
    emit busyChanged(true);
    m_pool.start([this, job = std::move(job)] {
        auto result = std::make_shared<Result>();
        QString error = attempt([&] { *result = compute(job); });
        if (error.isEmpty() && job.profiles) {
            // The head is shown now; its layer's profiles (seconds more on a long text) follow.
            const std::shared_ptr<const LongTextPass> pass = result->pass;
            QMetaObject::invokeMethod(
                this, [this, job, result] { finish(job, std::move(*result)); },
                Qt::QueuedConnection);
            auto profiles = std::make_shared<std::vector<HeadProfile>>();
            error = attempt([&] { *profiles = headProfiles(*pass, job.layer); });
            result = nullptr;
            QMetaObject::invokeMethod(
                this,
                [this, pass, profiles] {
                    if (m_pass != pass) return; // another text meanwhile
                    m_profiles = std::move(*profiles);
                    emit resultsChanged();
                },
                Qt::QueuedConnection);
        }
        QMetaObject::invokeMethod(
            this,
            [this, job, result, error] {
                m_running = false;
                if (!error.isEmpty())
                    reportError(error);
                else if (result)
                    finish(job, std::move(*result));
                if (m_queued) {
                    Job next = std::move(*m_queued);
                    m_queued.reset();
                    if (next.text.isEmpty()) { // another head of the text perhaps just read
                        next.pass = m_pass;
                        next.profiles = next.layer != m_layer;
                    }
                    if (next.pass || !next.text.isEmpty()) {
                        run(std::move(next), true);
                        return;
                    }
                }
                emit busyChanged(false);
            },
            Qt::QueuedConnection);
    });
    return true;
}

void LongTextDocument::finish(const Job& job, Result result) {
    if (job.model != m_model) return; // read with a model closed meanwhile
    if (!job.text.isEmpty()) {
        m_tokens = std::move(result.tokens);
        m_name = job.name;
        m_seconds = result.seconds;
    }
    m_pass = std::move(result.pass);
    m_layer = job.layer;
    m_head = job.head;
    m_overview = std::move(result.overview);
    if (job.profiles) m_profiles.clear(); // the new layer's come next; else still right
    clearError();
    emit resultsChanged();
}

RowMatrixXf LongTextDocument::headRows(int layer, int head, int first, int count,
                                       QString* problem) const {
    if (!m_pass) {
        if (problem) *problem = tr("There is no text yet.");
        return {};
    }
    try {
        return attn::headRows(*m_pass, layer, head, first, count);
    } catch (const InputError& e) {
        if (problem) *problem = messageText(e.message());
        return {};
    } catch (const std::bad_alloc&) { // (count, T) floats: a long text's every row
        if (problem)
            *problem = tr("The machine has not enough memory for these rows; ask for fewer.");
        return {};
    }
}

std::vector<HeadProfile> LongTextDocument::profiles(QString* problem) const {
    if (!m_pass) {
        if (problem) *problem = tr("There is no text yet.");
        return {};
    }
    return headProfiles(*m_pass);
}

} // namespace attn::ui
