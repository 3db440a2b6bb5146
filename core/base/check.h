#pragma once
// Precondition checks that fail loudly with a message naming the shapes at fault.
#include <Eigen/Core>

#include <stdexcept>
#include <string>

namespace attn {

/// Thrown for every invalid input to the core; what() is a sentence a user can read.
class InputError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

/// Throws InputError(message) unless condition holds. The message is built before the call,
/// so in a loop over elements test the condition first and build the message only on failure.
inline void require(bool condition, const std::string& message) {
    if (!condition) throw InputError(message);
}

/// The same for a fixed message: no string is built unless the condition fails.
inline void require(bool condition, const char* message) {
    if (!condition) throw InputError(message);
}

/// "(rows,cols)" for messages.
inline std::string shapeOf(Eigen::Index rows, Eigen::Index cols) {
    return "(" + std::to_string(rows) + "," + std::to_string(cols) + ")";
}

template <typename Derived> std::string shapeOf(const Eigen::DenseBase<Derived>& m) {
    return shapeOf(m.rows(), m.cols());
}

/// Throws unless every entry of m is finite; name says which input (e.g. "query").
template <typename Derived>
void requireFinite(const Eigen::DenseBase<Derived>& m, const std::string& name) {
    if (m.allFinite()) return;
    for (Eigen::Index c = 0; c < m.cols(); ++c)
        for (Eigen::Index r = 0; r < m.rows(); ++r) {
            const float x = float(m(r, c));
            if (!std::isfinite(x))
                throw InputError(name + " " + shapeOf(m) + " has a non-finite value " +
                                 std::to_string(x) + " at row " + std::to_string(r) + ", column " +
                                 std::to_string(c));
        }
}

/// Throws unless m is non-empty.
template <typename Derived>
void requireNonEmpty(const Eigen::DenseBase<Derived>& m, const std::string& name) {
    require(m.rows() > 0 && m.cols() > 0,
            name + " is empty " + shapeOf(m) + ": at least one token and one dimension needed");
}

} // namespace attn
