// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/matrixeditor.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

constexpr int kMaxSide = 64; ///< hand-typed matrices stay small

void fill(QTableWidget* table, const Eigen::MatrixXf& m) {
    table->setRowCount(int(m.rows()));
    table->setColumnCount(int(m.cols()));
    for (int r = 0; r < m.rows(); ++r)
        for (int c = 0; c < m.cols(); ++c)
            table->setItem(r, c, new QTableWidgetItem(QString::number(m(r, c), 'g', 4)));
}

QSpinBox* sizeBox(QWidget* parent, int value) {
    auto* box = new QSpinBox(parent);
    box->setRange(1, kMaxSide);
    box->setValue(std::clamp(value, 1, kMaxSide));
    return box;
}

} // namespace

MatrixEditor::MatrixEditor(const Eigen::MatrixXf& q, const Eigen::MatrixXf& k,
                           const Eigen::MatrixXf& v, QWidget* parent)
    : QDialog(parent), m_queries(sizeBox(this, int(q.rows()))),
      m_keys(sizeBox(this, int(k.rows()))), m_dim(sizeBox(this, int(q.cols()))),
      m_valueDim(sizeBox(this, int(v.cols()))), m_problem(new QLabel(this)) {
    setWindowTitle(tr("Type Q, K and V"));
    auto* sizes = new QHBoxLayout;
    const std::pair<QString, QSpinBox*> boxes[] = {{tr("queries T_q:"), m_queries},
                                                   {tr("keys T_k:"), m_keys},
                                                   {tr("d:"), m_dim},
                                                   {tr("d_v:"), m_valueDim}};
    for (const auto& [label, box] : boxes) {
        sizes->addWidget(new QLabel(label, this));
        sizes->addWidget(box);
        connect(box, qOverload<int>(&QSpinBox::valueChanged), this, &MatrixEditor::resizeTables);
    }
    sizes->addStretch(1);
    auto* grid = new QGridLayout;
    const QString names[] = {tr("Q (T_q × d)"), tr("K (T_k × d)"), tr("V (T_k × d_v)")};
    const Eigen::MatrixXf* initial[] = {&q, &k, &v};
    for (int i = 0; i < 3; ++i) {
        m_tables[i] = new QTableWidget(this);
        m_tables[i]->setObjectName(QStringLiteral("matrixTable%1").arg(i));
        m_tables[i]->horizontalHeader()->setDefaultSectionSize(64);
        m_tables[i]->setWordWrap(false);
        m_tables[i]->setLayoutDirection(Qt::LeftToRight); // a matrix, also in Persian
        fill(m_tables[i], *initial[i]);
        grid->addWidget(new QLabel(names[i], this), 0, i);
        grid->addWidget(m_tables[i], 1, i);
    }
    resizeTables();
    m_problem->setStyleSheet(QStringLiteral("color: #b2182b"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &MatrixEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &MatrixEditor::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sizes);
    layout->addLayout(grid, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(1000, 500);
}

void MatrixEditor::resizeTables() {
    const int shapes[3][2] = {{m_queries->value(), m_dim->value()},
                              {m_keys->value(), m_dim->value()},
                              {m_keys->value(), m_valueDim->value()}};
    for (int i = 0; i < 3; ++i) {
        QTableWidget* t = m_tables[i];
        t->setRowCount(shapes[i][0]);
        t->setColumnCount(shapes[i][1]);
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c)
                if (!t->item(r, c)) t->setItem(r, c, new QTableWidgetItem(QStringLiteral("0")));
    }
}

bool MatrixEditor::matrices(Eigen::MatrixXf& q, Eigen::MatrixXf& k, Eigen::MatrixXf& v,
                            QString* problem) const {
    Eigen::MatrixXf* out[] = {&q, &k, &v};
    const char* names[] = {"Q", "K", "V"};
    for (int i = 0; i < 3; ++i) {
        const QTableWidget* t = m_tables[i];
        Eigen::MatrixXf m(t->rowCount(), t->columnCount());
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c) {
                bool ok = false;
                const QString text = t->item(r, c) ? t->item(r, c)->text().trimmed() : QString();
                const double x = text.toDouble(&ok);
                if (!ok || !std::isfinite(x)) {
                    if (problem)
                        *problem = tr("%1 row %2, column %3: '%4' is not a number.")
                                       .arg(QLatin1String(names[i]))
                                       .arg(r + 1)
                                       .arg(c + 1)
                                       .arg(text);
                    return false;
                }
                m(r, c) = float(x);
            }
        *out[i] = m;
    }
    return true;
}

void MatrixEditor::accept() {
    Eigen::MatrixXf q, k, v;
    QString problem;
    if (!matrices(q, k, v, &problem)) {
        m_problem->setText(problem);
        return;
    }
    QDialog::accept();
}

} // namespace attn::ui
