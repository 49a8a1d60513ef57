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
    /// The rectangle's top-left, top-right and bottom-left corners on screen in homogeneous
    /// coordinates (before the perspective division). They are linear over the plane, so every
    /// grid point is the top-left corner plus shares of the way to the other two.
    private let topLeft: Vector4, topRight: Vector4, bottomLeft: Vector4
    /// Which cut a cell's diagonal asks for.
    private let diagonalCut: DiagonalCut

    /// Which cut, another column or another row, a cell's diagonal asks for when its error is
    /// the largest.
    enum DiagonalCut {
        /// The one across which w changes more: it lessens the change along the diagonal. This
        /// makes the fewest cells, but for a tall card seen steeply (w changing across only)
        /// they are slivers a few pixels wide and the card's height tall.
        case alongTheWeightsChange
        /// The one that lessens the diagonal's error more: the error goes as the diagonal's
        /// length on screen times the change of w along it, and another column shortens a
        /// cell's side across and its change of w across by `columns / (columns + 1)`, another
        /// row its side and change down by `rows / (rows + 1)`. The cells come out about as wide
        /// as tall, which a software rasterizer such as llvmpipe fills several times faster per
        /// pixel than slivers, though there may be more of them.
        case lessensTheErrorMore
    }

    /// Cuts `rect` for `transform`, or `nil` when part of it lies on or behind the eye or past
    /// ``DrawList/guardBand``, a value is not finite, or it would need more than ``maximumCells``
    /// cells. (In front of the eye the projected rectangle is convex, so its corners inside the
    /// band keep every grid point inside.) With `keepingFinest`, a rectangle that would need
    /// more cells keeps the finest grid of at most `keepingFinest` cells instead. `diagonals`
    /// says which cut a cell's diagonal asks for.
    init?(
        rect: Rect, transform: Transform3D, keepingFinest cellLimit: Int? = nil,
        diagonals: DiagonalCut = .alongTheWeightsChange
    ) {
        self.rect = rect
        self.diagonalCut = diagonals
        topLeft = transform.apply(to: Vector4(x: rect.minX, y: rect.minY, z: 0, w: 1))
        topRight = transform.apply(to: Vector4(x: rect.maxX, y: rect.minY, z: 0, w: 1))
        bottomLeft = transform.apply(to: Vector4(x: rect.minX, y: rect.maxY, z: 0, w: 1))
        let bottomRight = transform.apply(to: Vector4(x: rect.maxX, y: rect.maxY, z: 0, w: 1))
        // w is affine over the plane: positive at the four corners, it is positive inside.
        guard Self.isDrawable(topLeft), Self.isDrawable(topRight), Self.isDrawable(bottomLeft),
            Self.isDrawable(bottomRight)
        else { return nil }
        guard !transform.isAffine else { return }
        while true {
            let (across, down) = worstSquaredErrors()
            guard across.isFinite, down.isFinite else { return nil }
            if max(across, down) <= Self.tolerance * Self.tolerance { return }
            let (previousColumns, previousRows) = (columns, rows)
            if across >= down { columns += 1 } else { rows += 1 }
            guard columns * rows > (cellLimit ?? Self.maximumCells) else { continue }
            guard cellLimit != nil else { return nil }
            (columns, rows) = (previousColumns, previousRows)
            return
        }
    }

    /// Whether a corner in homogeneous coordinates lies in front of the eye and, divided, within
    /// ``DrawList/guardBand``.
    private static func isDrawable(_ corner: Vector4) -> Bool {
        guard corner.w > 1e-9, corner.w.isFinite, corner.x.isFinite, corner.y.isFinite else { return false }
        // w is positive, so |x / w| ≤ band is |x| ≤ band · w (but for a rounding at the band
        // itself), without the two divisions.
        let band = DrawList.guardBand * corner.w
        return abs(corner.x) <= band && abs(corner.y) <= band
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
        let across = Double(column) / Double(columns), down = Double(row) / Double(rows)
        let w = topLeft.w + (topRight.w - topLeft.w) * across + (bottomLeft.w - topLeft.w) * down
        let x = topLeft.x + (topRight.x - topLeft.x) * across + (bottomLeft.x - topLeft.x) * down
        let y = topLeft.y + (topRight.y - topLeft.y) * across + (bottomLeft.y - topLeft.y) * down
        return (Point(x: x / w, y: y / w), w)
    }

    /// Calls `body` with every grid point on screen, row by row from the top, each row from the
    /// left: what ``projected(column:row:)`` gives.
    func forEachPoint(_ body: (Point) -> Void) {
        let columnCount = Double(columns), rowCount = Double(rows)
        for row in 0...rows {
            let down = Double(row) / rowCount
            let startX = topLeft.x + (bottomLeft.x - topLeft.x) * down
            let startY = topLeft.y + (bottomLeft.y - topLeft.y) * down
            let startW = topLeft.w + (bottomLeft.w - topLeft.w) * down
            for column in 0...columns {
                let across = Double(column) / columnCount
                let x = startX + (topRight.x - topLeft.x) * across
                let y = startY + (topRight.y - topLeft.y) * across
                let inverseW = 1 / (startW + (topRight.w - topLeft.w) * across)
                body(Point(x: x * inverseW, y: y * inverseW))
            }
        }
    }

    /// The largest distance, in pixels, between a point of the segment from `a` to `b` projected
    /// exactly and the same point interpolated linearly between the projected ends.
    static func interpolationError(from a: Point, weight wa: Double, to b: Point, weight wb: Double) -> Double {
        let ra = wa.squareRoot(), rb = wb.squareRoot()
        return a.distance(to: b) * abs(rb - ra) / (rb + ra)
    }

    /// The square of the worst error of any cell along the rows (its top and bottom) and down
    /// the columns (its sides); a cell's diagonal counts the way ``DiagonalCut`` says (w is
    /// affine, so each cell's change is the same).
    ///
    /// Each grid point is worked out once, a cell's step from the one before it; squares keep
    /// the order of the errors and spare a square root an edge.
    ///
    /// When w does not change down the columns (a card turned about its vertical axis) and the
    /// diagonals count across, no edge down has an error: as soon as one error across passes the
    /// tolerance, the grid needs another column whatever the rest, and the scan stops there,
    /// returning that error. The same holds the other way round.
    private func worstSquaredErrors() -> (across: Double, down: Double) {
        // A cell's step across and down: two divisions, then multiplications.
        let perColumn = 1 / Double(columns), perRow = 1 / Double(rows)
        let acrossX = (topRight.x - topLeft.x) * perColumn, acrossY = (topRight.y - topLeft.y) * perColumn
        let acrossW = (topRight.w - topLeft.w) * perColumn
        let downX = (bottomLeft.x - topLeft.x) * perRow, downY = (bottomLeft.y - topLeft.y) * perRow
        let downW = (bottomLeft.w - topLeft.w) * perRow
        let diagonalIsAcross =
            switch diagonalCut {
            case .alongTheWeightsChange: abs(acrossW) >= abs(downW)
            case .lessensTheErrorMore: columnLessensDiagonal(perColumn: perColumn, perRow: perRow, acrossW: acrossW, downW: downW)
            }
        let limit = Self.tolerance * Self.tolerance
        let stopsAcross = downW == 0 && diagonalIsAcross, stopsDown = acrossW == 0 && !diagonalIsAcross
        return withUnsafeTemporaryAllocation(of: GridVertex.self, capacity: 2 * (columns + 1)) { buffer in
            var above = 0, here = columns + 1
            var worstAcross = WorstError(), worstDown = WorstError()
            var startX = topLeft.x, startY = topLeft.y, startW = topLeft.w
            for row in 0...rows {
                var x = startX, y = startY, w = startW
                for column in 0...columns {
                    let inverseW = 1 / w
                    let vertex = GridVertex(x: x * inverseW, y: y * inverseW, rootWeight: w.squareRoot())
                    buffer[here + column] = vertex
                    x += acrossX
                    y += acrossY
                    w += acrossW
                    if column > 0 { worstAcross.keepLarger(vertex, buffer[here + column - 1]) }
                    if row > 0 {
                        worstDown.keepLarger(vertex, buffer[above + column])
                        if column > 0 {
                            // The diagonal from the cell's top-left corner to this, its bottom-right.
                            if diagonalIsAcross {
                                worstAcross.keepLarger(vertex, buffer[above + column - 1])
                            } else {
                                worstDown.keepLarger(vertex, buffer[above + column - 1])
                            }
                        }
                    }
                    if stopsAcross, worstAcross.exceeds(limit) { return (worstAcross.value, 0) }
                    if stopsDown, worstDown.exceeds(limit) { return (0, worstDown.value) }
                }
                startX += downX
                startY += downY
                startW += downW
                swap(&above, &here)
            }
            return (worstAcross.value, worstDown.value)
        }
    }

    /// Whether another column lessens a cell's diagonal error more than another row does (see
    /// ``DiagonalCut/lessensTheErrorMore``), the cell's sides on screen measured as shares of
    /// the rectangle's projected top and left edges, `acrossW` and `downW` its change of w.
    private func columnLessensDiagonal(perColumn: Double, perRow: Double, acrossW: Double, downW: Double) -> Bool {
        let left = topLeft.x / topLeft.w, top = topLeft.y / topLeft.w
        let acrossX = (topRight.x / topRight.w - left) * perColumn, acrossY = (topRight.y / topRight.w - top) * perColumn
        let downX = (bottomLeft.x / bottomLeft.w - left) * perRow, downY = (bottomLeft.y / bottomLeft.w - top) * perRow
        let narrower = Double(columns) / Double(columns + 1), shorter = Double(rows) / Double(rows + 1)
        func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
        let afterColumn = length(acrossX * narrower + downX, acrossY * narrower + downY) * abs(acrossW * narrower + downW)
        let afterRow = length(acrossX + downX * shorter, acrossY + downY * shorter) * abs(acrossW + downW * shorter)
        return afterColumn <= afterRow
    }

    /// A grid point on screen and the square root of its homogeneous weight.
    private struct GridVertex {
        var x: Double
        var y: Double
        var rootWeight: Double
    }

    /// The largest squared error of the segments seen so far, kept as a fraction so that
    /// comparing costs two multiplications rather than a division a segment.
    ///
    /// Between grid points `a` and `b`, the square of
    /// ``interpolationError(from:weight:to:weight:)`` is `|a − b|² · (√wb − √wa)² / (√wb + √wa)²`.
    private struct WorstError {
        private var numerator = 0.0
        private var denominator = 1.0

        /// The largest squared error.
        var value: Double { numerator / denominator }

        /// Whether the largest squared error is over `limit`, found without dividing.
        func exceeds(_ limit: Double) -> Bool { numerator > limit * denominator }

        /// Keeps the squared error of the segment from `a` to `b` if it is the largest yet.
        mutating func keepLarger(_ a: GridVertex, _ b: GridVertex) {
            let dx = b.x - a.x, dy = b.y - a.y
            let difference = b.rootWeight - a.rootWeight, sum = b.rootWeight + a.rootWeight
            let candidate = (dx * dx + dy * dy) * (difference * difference)
            let candidateDenominator = sum * sum
            // Both denominators are positive: p / q > r / s exactly when p · s > r · q. A NaN
            // is kept, so that the caller sees it.
            if candidate * denominator > numerator * candidateDenominator || candidate.isNaN {
                numerator = candidate
                denominator = candidateDenominator
            }
        }
    }
}
