/// Least-squares polynomial fits of low degree, by QR factorization (modified Gram–Schmidt).
///
/// Fits y ≈ c₀ + c₁·u + … + c_d·u^d to n ≥ d + 1 points, minimizing the sum of squared residuals,
/// all points weighted equally. The caller should scale u to about [−1, 1] so the columns 1, u, u²
/// are well conditioned.
enum PolynomialFit {
    /// The coefficients c₀…c_d, or `nil` when there are fewer than `degree + 1` points or the points
    /// cannot determine a polynomial of that degree (fewer distinct u than coefficients).
    static func coefficients(u: [Double], y: [Double], degree: Int) -> [Double]? {
        let n = u.count
        let m = degree + 1
        guard degree >= 0, y.count == n, n >= m else { return nil }
        // q[j] is the j-th orthonormal column, r the upper-triangular factor: A = Q·R with
        // A[i][j] = u[i]^j.
        var q: [[Double]] = []
        var r = [[Double]](repeating: [Double](repeating: 0, count: m), count: m)
        var power = [Double](repeating: 1, count: n)
        for j in 0..<m {
            var column = power
            for k in 0..<j {
                let projection = dot(q[k], column)
                r[k][j] = projection
                for i in 0..<n { column[i] -= projection * q[k][i] }
            }
            let norm = dot(column, column).squareRoot()
            // The columns have entries of magnitude ≤ 1 for |u| ≤ 1, so a remainder this small means
            // column j is (numerically) a combination of the previous ones.
            guard norm > 1e-9 else { return nil }
            r[j][j] = norm
            q.append(column.map { $0 / norm })
            for i in 0..<n { power[i] *= u[i] }
        }
        // R·c = Qᵀ·y, by back substitution.
        var c = [Double](repeating: 0, count: m)
        for j in stride(from: m - 1, through: 0, by: -1) {
            var sum = dot(q[j], y)
            for k in (j + 1)..<m { sum -= r[j][k] * c[k] }
            c[j] = sum / r[j][j]
        }
        return c
    }

    /// The dot product of two vectors of equal length.
    private static func dot(_ a: [Double], _ b: [Double]) -> Double {
        var sum = 0.0
        for i in a.indices { sum += a[i] * b[i] }
        return sum
    }
}
