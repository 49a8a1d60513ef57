import VitrineGeometry

/// A rectangle of a node's local plane cut into a grid of cells fine enough that drawing each cell
/// as two triangles with affine texture mapping (what `SDL_RenderGeometry` does: positions in
/// pixels, texture coordinates interpolated linearly on screen) puts every point of the
/// texture within ``tolerance`` pixels of where the exact perspective projection puts it.
///
/// Along a segment from A to B whose homogeneous weights are `wa` and `wb`, the projection moves
/// a point by at most `|A′ − B′| · |√wb − √wa| / (√wb + √wa)` from where linear interpolation
/// of the projected ends puts it (the largest of `t(1 − t)(r − 1) / (1 + t(r − 1))` over
/// `0 ≤ t ≤ 1`, with `r = wb / wa`). The grid is refined, a column or a row at a time where the
/// error is largest, until every cell's edges and diagonal are within the tolerance.
/// Under an affine transform the weights are equal and one cell is enough.
struct MaskGrid {
    /// The most a texel may land from its exact place, in pixels: the bound on every edge and
    /// diagonal; inside the triangles, 153 points each of 297 random cards came to 0.499 at most.
    static let tolerance = 0.5
    /// The most cells a grid may have; a shape needing more is tessellated instead.
    static let maximumCells = 64

    /// The cut rectangle, in local coordinates.
    let rect: Rect
    /// The number of cells across.
    private(set) var columns = 1
    /// The number of cells down.
    private(set) var rows = 1
    private let transform: Transform3D

    /// Cuts `rect` for `transform`, or `nil` when part of it lies on or behind the eye or past
    /// ``DrawList/guardBand``, a value is not finite, or it would need more than ``maximumCells``
    /// cells. (In front of the eye the projected rectangle is convex, so its corners inside the
    /// band keep every grid point inside.) With `keepingFinest`, a rectangle that would need
    /// more cells keeps the finest grid of at most `keepingFinest` cells instead.
    init?(rect: Rect, transform: Transform3D, keepingFinest cellLimit: Int? = nil) {
        self.rect = rect
        self.transform = transform
        // w is affine over the plane: positive at the four corners, it is positive inside.
        for (column, row) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let (point, weight) = projected(column: column, row: row)
            guard weight > 1e-9, weight.isFinite, abs(point.x) <= DrawList.guardBand, abs(point.y) <= DrawList.guardBand
            else { return nil }
        }
        guard !transform.isAffine else { return }
        while true {
            let (across, down) = worstErrors()
            guard across.isFinite, down.isFinite else { return nil }
            if max(across, down) <= Self.tolerance { return }
            let (previousColumns, previousRows) = (columns, rows)
            if across >= down { columns += 1 } else { rows += 1 }
            guard columns * rows > (cellLimit ?? Self.maximumCells) else { continue }
            guard cellLimit != nil else { return nil }
            (columns, rows) = (previousColumns, previousRows)
            return
        }
    }

    /// The local point of grid point `(column, row)`.
    func localPoint(column: Int, row: Int) -> Point {
        Point(
            x: rect.minX + rect.width * Double(column) / Double(columns),
            y: rect.minY + rect.height * Double(row) / Double(rows))
    }

    /// Where grid point `(column, row)` lands on screen, and its homogeneous weight (w before
    /// the perspective division).
    func projected(column: Int, row: Int) -> (point: Point, weight: Double) {
        let local = localPoint(column: column, row: row)
        let v = transform.apply(to: Vector4(x: local.x, y: local.y, z: 0, w: 1))
        return (Point(x: v.x / v.w, y: v.y / v.w), v.w)
    }

    /// The largest distance, in pixels, between a point of the segment from `a` to `b` projected
    /// exactly and the same point interpolated linearly between the projected ends.
    static func interpolationError(from a: Point, weight wa: Double, to b: Point, weight wb: Double) -> Double {
        let ra = wa.squareRoot(), rb = wb.squareRoot()
        return a.distance(to: b) * abs(rb - ra) / (rb + ra)
    }

    /// The worst error of any cell along the rows (its top and bottom) and down the columns (its
    /// sides); a cell's diagonal counts the way its weight changes more, where a cut lessens
    /// the change (w is affine, so each cell's change is the same).
    private func worstErrors() -> (across: Double, down: Double) {
        let origin = projected(column: 0, row: 0).weight
        let diagonalIsAcross =
            abs(projected(column: 1, row: 0).weight - origin) >= abs(projected(column: 0, row: 1).weight - origin)
        var across = 0.0, down = 0.0
        for row in 0...rows {
            for column in 0...columns {
                let here = projected(column: column, row: row)
                func error(to other: (point: Point, weight: Double)) -> Double {
                    Self.interpolationError(from: here.point, weight: here.weight, to: other.point, weight: other.weight)
                }
                if column < columns { across = max(across, error(to: projected(column: column + 1, row: row))) }
                guard row < rows else { continue }
                down = max(down, error(to: projected(column: column, row: row + 1)))
                guard column < columns else { continue }
                let diagonal = error(to: projected(column: column + 1, row: row + 1))
                if diagonalIsAcross { across = max(across, diagonal) } else { down = max(down, diagonal) }
            }
        }
        return (across, down)
    }
}
