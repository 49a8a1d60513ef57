import Testing
import VitrineGeometry
import VitrineTestSupport

@testable import VitrineCanvas

/// A mask drawn under a perspective is cut into cells of two affinely mapped triangles; every
/// point of the texture lands within half a pixel of its exact projection.
@Suite("Mask grids under a perspective")
struct MaskGridTests {
    /// A card's transform to pixels: turned about y by `yaw` and about x by `pitch`, seen from
    /// `distance`, scaled, and placed at `center`.
    static func transform(yaw: Double, pitch: Double, distance: Double, scale: Double, center: Point) -> Transform3D {
        Transform3D.makeScale(scale, scale, 1)
            .concatenating(.makeRotation(yaw, 0, 1, 0))
            .concatenating(.makeRotation(pitch, 1, 0, 0))
            .concatenating(.perspective(distance: distance))
            .flattened
            .concatenating(.makeTranslation(center.x, center.y, 0))
    }

    /// The largest distance, in pixels, between where the grid's triangles put a point of the
    /// texture (interpolating linearly on screen, as the rasterizer does) and where the exact
    /// projection puts it, over 153 points of each triangle.
    static func largestError(of grid: MaskGrid, transform: Transform3D) throws -> Double {
        var largest = 0.0
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let corners = [(column, row), (column + 1, row), (column + 1, row + 1), (column, row + 1)]
                let screen = corners.map { grid.projected(column: $0.0, row: $0.1).point }
                let local = corners.map { grid.localPoint(column: $0.0, row: $0.1) }
                for triangle in [(0, 1, 2), (0, 2, 3)] {
                    for i in 0...16 {
                        for j in 0...(16 - i) {
                            let a = Double(i) / 16, b = Double(j) / 16, c = 1 - a - b
                            func mix(_ p: [Point]) -> Point {
                                Point(
                                    x: a * p[triangle.0].x + b * p[triangle.1].x + c * p[triangle.2].x,
                                    y: a * p[triangle.0].y + b * p[triangle.1].y + c * p[triangle.2].y)
                            }
                            let exact = try #require(transform.project(mix(local)))
                            largest = max(largest, exact.distance(to: mix(screen)))
                        }
                    }
                }
            }
        }
        return largest
    }

    // The bound on a segment is the largest error along it: against 10,001 points of segments
    // whose ends' weights differ by up to 4×.
    @Test(arguments: [(1.0, 1.1), (1.0, 2.0), (3.0, 0.75), (0.5, 0.5)])
    func theSegmentBoundIsTheLargestErrorAlongIt(wa: Double, wb: Double) {
        let a = Point(x: 10, y: 20), b = Point(x: 250, y: -40)
        var largest = 0.0
        for step in 0...10_000 {
            let t = Double(step) / 10_000
            let exact = t * wb / ((1 - t) * wa + t * wb)
            largest = max(largest, abs(exact - t) * a.distance(to: b))
        }
        let bound = MaskGrid.interpolationError(from: a, weight: wa, to: b, weight: wb)
        #expect(abs(bound - largest) < 1e-6 * a.distance(to: b), "bound \(bound), sampled \(largest)")
    }

    @Test func anAffineTransformNeedsOneCell() throws {
        let turn = Transform3D.makeRotation(0.4, 0, 0, 1).concatenating(.makeScale(2, 0.5, 1))
        let grid = try #require(MaskGrid(rect: Rect(x: -40, y: -30, width: 80, height: 60), transform: turn))
        #expect(grid.columns == 1 && grid.rows == 1)
    }

    // Turned about y only, w changes across the card, not down it: cutting where w changes
    // makes columns and one row, 14 × 1 slivers 5 pixels wide and 132 tall. Cutting each
    // diagonal where that lessens its error more makes 5 × 3 cells about 15 by 44 pixels.
    @Test func aCardTurnedAboutTheVerticalAxisIsCutIntoColumns() throws {
        let t = Self.transform(yaw: 0.9, pitch: 0, distance: 500, scale: 1, center: Point(x: 300, y: 200))
        let rect = Rect(x: -60, y: -60, width: 120, height: 120)
        let grid = try #require(MaskGrid(rect: rect, transform: t))
        #expect(grid.columns == 14 && grid.rows == 1)
        #expect(try Self.largestError(of: grid, transform: t) <= 0.5)
        let squarer = try #require(MaskGrid(rect: rect, transform: t, diagonals: .lessensTheErrorMore))
        #expect(squarer.columns == 5 && squarer.rows == 3)
        #expect(try Self.largestError(of: squarer, transform: t) <= 0.5)
    }

    // A photo on a card seen as steeply as coverflow's side cards (400 × 300 points turned 1.2
    // radians, 70 pixels wide on screen) needs more than a picture's 64 cells. Cutting where w
    // changes keeps 64 × 1 slivers 3 pixels wide and 435 tall (every point within 1.51 pixels);
    // cutting each diagonal where that lessens its error more keeps 9 × 7 cells 21 by 62 pixels
    // (every point within 1.96 pixels), which llvmpipe fills faster.
    @Test func aSteepPictureIsCutIntoCellsNotSlivers() throws {
        let t = Self.transform(yaw: 1.2, pitch: 0, distance: 600, scale: 1, center: Point(x: 200, y: 360))
        let rect = Rect(x: -200, y: -150, width: 400, height: 300)
        let grid = try #require(MaskGrid(rect: rect, transform: t, keepingFinest: 64, diagonals: .lessensTheErrorMore))
        let corner = grid.projected(column: 0, row: 0).point
        let width = corner.distance(to: grid.projected(column: grid.columns, row: 0).point)
        let height = corner.distance(to: grid.projected(column: 0, row: grid.rows).point)
        #expect(grid.columns == 9 && grid.rows == 7)
        #expect(height / Double(grid.rows) < 3 * width / Double(grid.columns))
        #expect(try Self.largestError(of: grid, transform: t) < 2)
        let slivers = try #require(MaskGrid(rect: rect, transform: t, keepingFinest: 64))
        #expect(slivers.columns == 64 && slivers.rows == 1)
    }

    @Test func aRectanglePartlyBehindTheEyeHasNoGrid() {
        let t = Self.transform(yaw: 1.4, pitch: 0, distance: 100, scale: 1, center: Point(x: 300, y: 200))
        #expect(MaskGrid(rect: Rect(x: -150, y: -20, width: 300, height: 40), transform: t) == nil)
    }

    // Past the guard band, an infinite corner or a non-finite weight: no grid, even where the
    // band times a huge weight is infinite.
    @Test func aCornerPastTheBandOrNotFiniteHasNoGrid() {
        let rect = Rect(x: -10, y: -10, width: 20, height: 20)
        var far = Transform3D.makeTranslation(DrawList.guardBand + 100, 0, 0)
        #expect(MaskGrid(rect: rect, transform: far) == nil)
        far.m41 = DrawList.guardBand - 100
        #expect(MaskGrid(rect: rect, transform: far) != nil)
        var huge = Transform3D.identity
        huge.m44 = 1e305
        huge.m41 = .infinity
        #expect(MaskGrid(rect: rect, transform: huge) == nil)
        huge.m41 = 0
        huge.m44 = .infinity
        #expect(MaskGrid(rect: rect, transform: huge) == nil)
    }

    // 300 cards of 10 to 120 points, turned up to 75° about y and 50° about x, seen from 250 to
    // 1,500 points, scaled by 0.5 to 2: each grid has at most 64 cells and no point of the
    // texture lands more than half a pixel from its exact projection, with either cut for the
    // diagonals.
    @Test(arguments: [MaskGrid.DiagonalCut.alongTheWeightsChange, .lessensTheErrorMore])
    func everyPointLandsWithinHalfAPixel(diagonals: MaskGrid.DiagonalCut) throws {
        var random = SplitMix64(seed: 19)
        var largest = 0.0, gridded = 0
        for _ in 0..<300 {
            let t = Self.transform(
                yaw: random.double(in: -1.3...1.3), pitch: random.double(in: -0.87...0.87),
                distance: random.double(in: 250...1500), scale: random.double(in: 0.5...2),
                center: Point(x: random.double(in: 0...1280), y: random.double(in: 0...720)))
            let width = random.double(in: 10...120), height = random.double(in: 10...120)
            guard
                let grid = MaskGrid(
                    rect: Rect(x: -width / 2, y: -height / 2, width: width, height: height),
                    transform: t, diagonals: diagonals)
            else { continue }
            gridded += 1
            #expect(grid.columns * grid.rows <= MaskGrid.maximumCells)
            largest = max(largest, try Self.largestError(of: grid, transform: t))
        }
        #expect(gridded > 250)
        #expect(largest <= 0.5, "largest error \(largest) px")
    }

    /// The grid the refinement chooses, worked out the plain way: every edge and diagonal's
    /// error from ``MaskGrid/interpolationError(from:weight:to:weight:)``, each point projected
    /// through the transform, a column or a row added where the error is largest.
    static func referenceGrid(
        rect: Rect, transform: Transform3D, diagonals: MaskGrid.DiagonalCut
    ) -> (columns: Int, rows: Int)? {
        var columns = 1, rows = 1
        func projected(_ column: Int, _ row: Int) -> (point: Point, weight: Double) {
            let x = rect.minX + rect.width * Double(column) / Double(columns)
            let y = rect.minY + rect.height * Double(row) / Double(rows)
            let v = transform.apply(to: Vector4(x: x, y: y, z: 0, w: 1))
            return (Point(x: v.x / v.w, y: v.y / v.w), v.w)
        }
        while columns * rows <= MaskGrid.maximumCells {
            let corner = projected(0, 0), right = projected(columns, 0), bottom = projected(0, rows)
            let diagonalIsAcross: Bool
            switch diagonals {
            case .alongTheWeightsChange:
                // Where w changes more.
                diagonalIsAcross = abs(projected(1, 0).weight - corner.weight) >= abs(projected(0, 1).weight - corner.weight)
            case .lessensTheErrorMore:
                // The error goes as the diagonal's length times the change of w along it; a
                // column narrows a cell's side across and its change of w across by columns /
                // (columns + 1), a row its side and change down by rows / (rows + 1). A cell's
                // sides are shares of the rectangle's projected top and left edges.
                let columnCount = Double(columns), rowCount = Double(rows)
                func diagonalError(acrossShare a: Double, downShare d: Double) -> Double {
                    let x = (right.point.x - corner.point.x) / columnCount * a + (bottom.point.x - corner.point.x) / rowCount * d
                    let y = (right.point.y - corner.point.y) / columnCount * a + (bottom.point.y - corner.point.y) / rowCount * d
                    let w = (right.weight - corner.weight) / columnCount * a + (bottom.weight - corner.weight) / rowCount * d
                    return (x * x + y * y).squareRoot() * abs(w)
                }
                diagonalIsAcross =
                    diagonalError(acrossShare: Double(columns) / Double(columns + 1), downShare: 1)
                    <= diagonalError(acrossShare: 1, downShare: Double(rows) / Double(rows + 1))
            }
            var across = 0.0, down = 0.0
            for row in 0...rows {
                for column in 0...columns {
                    let here = projected(column, row)
                    func error(_ other: (point: Point, weight: Double)) -> Double {
                        MaskGrid.interpolationError(from: here.point, weight: here.weight, to: other.point, weight: other.weight)
                    }
                    if column < columns { across = max(across, error(projected(column + 1, row))) }
                    guard row < rows else { continue }
                    down = max(down, error(projected(column, row + 1)))
                    guard column < columns else { continue }
                    let diagonal = error(projected(column + 1, row + 1))
                    if diagonalIsAcross { across = max(across, diagonal) } else { down = max(down, diagonal) }
                }
            }
            if max(across, down) <= MaskGrid.tolerance { return (columns, rows) }
            if across >= down { columns += 1 } else { rows += 1 }
        }
        return nil
    }

    // The grid worked out fast (each point once, squared errors compared as fractions, the scan
    // stopped early when w changes one way only) is the plain refinement's, cell for cell, on
    // 400 cards: turned about y alone (where the scan stops early), about x alone, and both;
    // with either cut for the diagonals.
    @Test(arguments: [MaskGrid.DiagonalCut.alongTheWeightsChange, .lessensTheErrorMore])
    func theFastRefinementChoosesThePlainOnesGrid(diagonals: MaskGrid.DiagonalCut) throws {
        var random = SplitMix64(seed: 37)
        var compared = 0
        for index in 0..<400 {
            let yaw = index % 3 == 1 ? 0 : random.double(in: -1.3...1.3)
            let pitch = index % 3 == 0 ? 0 : random.double(in: -0.87...0.87)
            let t = Self.transform(
                yaw: yaw, pitch: pitch, distance: random.double(in: 250...1500), scale: random.double(in: 0.5...2),
                center: Point(x: random.double(in: 0...1280), y: random.double(in: 0...720)))
            let width = random.double(in: 10...120), height = random.double(in: 10...120)
            let rect = Rect(x: -width / 2, y: -height / 2, width: width, height: height)
            let grid = MaskGrid(rect: rect, transform: t, diagonals: diagonals)
            let reference = Self.referenceGrid(rect: rect, transform: t, diagonals: diagonals)
            #expect(grid.map { [$0.columns, $0.rows] } == reference.map { [$0.columns, $0.rows] }, "card \(index)")
            if grid != nil { compared += 1 }
        }
        #expect(compared > 300)
    }
}
