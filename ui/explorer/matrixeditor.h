// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A dialog to type Q, K and V by hand: three editable tables with their sizes.
#include <Eigen/Core>
#include <QDialog>

class QSpinBox;
class QTableWidget;
class QLabel;

namespace attn::ui {

/// Q:(T_q,d) K:(T_k,d) V:(T_k,d_v), each an editable table; changing a size keeps the numbers
/// that still fit and fills new cells with 0. matrices() reads the tables back.
class MatrixEditor : public QDialog {
    Q_OBJECT

  public:
    MatrixEditor(const Eigen::MatrixXf& q, const Eigen::MatrixXf& k, const Eigen::MatrixXf& v,
                 QWidget* parent = nullptr);

    /// The three tables; false (with *problem set to a sentence) when a cell is not a number.
    bool matrices(Eigen::MatrixXf& q, Eigen::MatrixXf& k, Eigen::MatrixXf& v,
                  QString* problem = nullptr) const;
    QTableWidget* table(int i) const { return m_tables[i]; } ///< 0 = Q, 1 = K, 2 = V

  private:
    void resizeTables();
    void accept() override;

    QSpinBox* m_queries;
    QSpinBox* m_keys;
    QSpinBox* m_dim;
    QSpinBox* m_valueDim;
    QTableWidget* m_tables[3];
    QLabel* m_problem;
};

} // namespace attn::ui
