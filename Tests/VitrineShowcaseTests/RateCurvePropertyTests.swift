import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

/// Random points for a curve: 1 to 8 of them, x from about −3 on and at least `gap` apart,
/// y in −2...2 (free, rising, falling, or with plateaus), in a random order.
func randomCurvePoints(_ random: inout SplitMix64, gap: Double = 0.01) -> [Point] {
    let count = random.int(in: 1...8)
    let style = random.int(in: 0...3)
    var x = random.double(in: -3...(-1)), y = random.double(in: -2...2)
    var points: [Point] = []
    for _ in 0..<count {
        points.append(Point(x: x, y: y))
        x += gap + random.double(in: 0...1)
        switch style {
        case 1: y += random.double(in: 0...1)
        case 2: y -= random.double(in: 0...1)
        case 3: if random.int(in: 0...1) == 0 { y = random.double(in: -2...2) }
        default: y = random.double(in: -2...2)
        }
    }
    // Fisher–Yates from the seeded generator.
    for index in stride(from: points.count - 1, to: 0, by: -1) {
        points.swapAt(index, random.int(in: 0...index))
    }
    return points
}

/// Curves at the edges of what doubles hold: points one representable step apart, coordinates
/// past the clamp, y values far apart.
func extremeCurves(_ random: inout SplitMix64) -> [RateCurve] {
    var curves: [RateCurve] = []
    for _ in 0..<50 {
        var x = random.double(in: -2...2), points: [Point] = []
        for _ in 0..<random.int(in: 2...6) {
            points.append(Point(x: x, y: random.int(in: 0...1) == 0 ? -1e15 : random.double(in: -1e12...1e12)))
            x = random.int(in: 0...1) == 0 ? x.nextUp : x + random.double(in: 0...1e13)
        }
        curves.append(RateCurve(points: points))
    }
    curves.append(RateCurve(points: [Point(x: -1e300, y: 1e300), Point(x: 0, y: -1e300), Point(x: 1e300, y: 1e300)]))
    curves.append(
        RateCurve(points: [
            Point(x: 0, y: 0), Point(x: .leastNonzeroMagnitude, y: 1e12), Point(x: 2 * .leastNonzeroMagnitude, y: -1e12),
        ]))
    return curves
}

/// The largest |dy/dx| a segment can reach: its derivative is a quadratic Bézier in the
/// values slope0, 3·δ − slope0 − slope1, slope1, so it stays within their largest magnitude.
func lipschitzBound(of curve: RateCurve) -> Double {
    var bound = curve.slopes.map(abs).max() ?? 0
    for (index, segment) in curve.segments.enumerated() {
        let secant = (segment.end.y - segment.start.y) / (segment.end.x - segment.start.x)
        bound = max(bound, abs(3 * secant - curve.slopes[index] - curve.slopes[index + 1]))
    }
    return bound
}

@Suite("RateCurve properties")
struct RateCurvePropertyTests {
    @Test("finite everywhere: random and extreme curves, at huge x, ±∞ and NaN")
    func finiteEverywhere() {
        var random = SplitMix64(seed: 0xC0_4BE5)
        var curves = (0..<300).map { _ in RateCurve(points: randomCurvePoints(&random)) }
        curves += extremeCurves(&random)
        let special = [
            0, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
        ]
        for curve in curves {
            #expect(curve.slopes.allSatisfy { $0.isFinite })
            #expect(
                curve.segments.allSatisfy { [$0.control1.y, $0.control2.y, $0.control1.x, $0.control2.x].allSatisfy(\.isFinite) })
            var xs = special + (0..<40).map { _ in random.double(in: -10...10) }
            xs += curve.points.flatMap { [$0.x, $0.x.nextUp, $0.x.nextDown] }
            for x in xs {
                let value = curve.value(at: x)
                #expect(value.isFinite, "\(curve.points) at \(x)")
            }
        }
    }

    @Test("the curve passes through its points exactly, and agrees with its segments (kept within their end values)")
    func throughPoints() {
        var random = SplitMix64(seed: 0x7001)
        var curves = (0..<300).map { _ in RateCurve(points: randomCurvePoints(&random)) }
        curves += extremeCurves(&random)
        for curve in curves {
            for point in curve.points {
                #expect(curve.value(at: point.x) == point.y)
            }
            for segment in curve.segments {
                let t = random.unit()
                let x = segment.start.x + t * (segment.end.x - segment.start.x)
                guard x > segment.start.x, x < segment.end.x else { continue }
                let low = min(segment.start.y, segment.end.y), high = max(segment.start.y, segment.end.y)
                #expect(curve.value(at: x) == min(max(segment.value(atX: x), low), high))
                #expect(isClose(curve.value(at: x), segment.value(atX: x), relative: 1e-12, absolute: 1e-12))
            }
        }
    }

    @Test("each segment's x is linear in t, so its Bézier points lie on the curve")
    func bezierPointsOnTheCurve() {
        var random = SplitMix64(seed: 0xB321)
        for _ in 0..<300 {
            let curve = RateCurve(points: randomCurvePoints(&random))
            for segment in curve.segments {
                let t = random.unit(), width = segment.end.x - segment.start.x
                let point = segment.point(at: t)
                #expect(isClose(point.x, segment.start.x + t * width, tolerance: 1e-12))
                #expect(isClose(point.y, curve.value(at: point.x), tolerance: 1e-9))
            }
        }
    }

    @Test("every segment runs monotonically between its end values: no overshoot")
    func monotoneSegments() {
        var random = SplitMix64(seed: 0x3070)
        for _ in 0..<300 {
            let curve = RateCurve(points: randomCurvePoints(&random))
            for segment in curve.segments {
                let (a, b) = (segment.start, segment.end)
                let low = min(a.y, b.y), high = max(a.y, b.y), tolerance = 1e-12
                var previous = a.y
                for step in 1...64 {
                    let x = a.x + (b.x - a.x) * Double(step) / 64
                    // The Bézier itself stays within the end values but for rounding; the curve
                    // takes that rounding off.
                    let bezier = segment.value(atX: x), value = curve.value(at: x)
                    #expect(bezier >= low - tolerance && bezier <= high + tolerance, "\(curve.points)")
                    #expect(value >= low && value <= high, "\(curve.points)")
                    if b.y > a.y { #expect(value >= previous - tolerance, "\(curve.points)") }
                    if b.y < a.y { #expect(value <= previous + tolerance, "\(curve.points)") }
                    if b.y == a.y { #expect(value == a.y, "\(curve.points)") }
                    previous = value
                }
            }
        }
    }

    @Test("rising (falling) points give a curve rising (falling) everywhere, ends included")
    func monotoneData() {
        var random = SplitMix64(seed: 0x3071)
        var checked = 0
        while checked < 300 {
            let curve = RateCurve(points: randomCurvePoints(&random))
            let ys = curve.points.map(\.y)
            let rising = zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 }
            let falling = zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 }
            guard rising || falling, curve.points.count > 1 else { continue }
            checked += 1
            let first = curve.points[0].x - 2, last = curve.points[curve.points.count - 1].x + 2
            var previous = curve.value(at: first)
            for step in 1...400 {
                let value = curve.value(at: first + (last - first) * Double(step) / 400)
                if rising { #expect(value >= previous - 1e-12, "\(curve.points)") }
                if falling { #expect(value <= previous + 1e-12, "\(curve.points)") }
                previous = value
            }
        }
    }

    @Test("continuous: |y(x + ε) − y(x)| ≤ L · ε, with L the largest slope the segments allow")
    func continuity() {
        var random = SplitMix64(seed: 0xC047)
        for _ in 0..<300 {
            let curve = RateCurve(points: randomCurvePoints(&random))
            let bound = lipschitzBound(of: curve)
            // Across every joint, and at random places.
            let xs = curve.points.map { $0.x - 1e-9 } + (0..<30).map { _ in random.double(in: -5...6) }
            for x in xs {
                let epsilon = random.double(in: 0...1e-6)
                let change = abs(curve.value(at: x + epsilon) - curve.value(at: x))
                #expect(change <= bound * epsilon * (1 + 1e-6) + 1e-14, "\(curve.points) at \(x)")
            }
        }
    }

    @Test("C1 at the joints: both segments' handles lie along the point's slope, and the difference quotients agree")
    func smoothJoints() {
        var random = SplitMix64(seed: 0xC1C1)
        for _ in 0..<300 {
            let curve = RateCurve(points: randomCurvePoints(&random, gap: 0.05))
            let segments = curve.segments, bound = lipschitzBound(of: curve)
            for joint in 1..<max(curve.points.count - 1, 1) {
                let left = segments[joint - 1], right = segments[joint], slope = curve.slopes[joint]
                let into = (left.end.y - left.control2.y) / (left.end.x - left.control2.x)
                let outOf = (right.control1.y - right.start.y) / (right.control1.x - right.start.x)
                #expect(isClose(into, slope, tolerance: 1e-9 * (1 + abs(slope))))
                #expect(isClose(outOf, slope, tolerance: 1e-9 * (1 + abs(slope))))
                let x = curve.points[joint].x, y = curve.points[joint].y
                let epsilon = 1e-6 * min(left.end.x - left.start.x, right.end.x - right.start.x)
                let before = (y - curve.value(at: x - epsilon)) / epsilon
                let after = (curve.value(at: x + epsilon) - y) / epsilon
                #expect(isClose(before, slope, tolerance: 1e-3 * (1 + bound)), "\(curve.points) at \(x)")
                #expect(isClose(after, slope, tolerance: 1e-3 * (1 + bound)), "\(curve.points) at \(x)")
            }
        }
    }

    @Test("the mirror image of the points gives the mirror curve, to the last bit")
    func mirror() {
        var random = SplitMix64(seed: 0x3113)
        for _ in 0..<300 {
            let points = randomCurvePoints(&random)
            let curve = RateCurve(points: points)
            let mirrored = RateCurve(points: points.map { Point(x: -$0.x, y: $0.y) })
            let xs = curve.points.map(\.x) + (0..<30).map { _ in random.double(in: -6...6) }
            for x in xs {
                #expect(mirrored.value(at: -x) == curve.value(at: x), "\(curve.points) at \(x)")
            }
        }
    }

    @Test("the order the points come in does not matter when their x are distinct")
    func orderIndependent() {
        var random = SplitMix64(seed: 0x0DE5)
        for _ in 0..<300 {
            let points = randomCurvePoints(&random)
            #expect(RateCurve(points: points) == RateCurve(points: points.reversed()))
            #expect(RateCurve(points: points).points.map(\.x) == points.map(\.x).sorted())
        }
    }

    @Test("moving a point keeps the count, the other points, the x order and the spacing, and puts it where asked when clear")
    func movingKeepsOrder() {
        var random = SplitMix64(seed: 0x0B0E)
        for _ in 0..<300 {
            let curve = RateCurve(points: randomCurvePoints(&random))
            let index = random.int(in: 0...(curve.points.count - 1))
            let target = Point(x: random.int(in: 0...9) == 0 ? .nan : random.double(in: -5...5), y: random.double(in: -3...3))
            let moved = curve.movingPoint(at: index, to: target)
            let xs = moved.curve.points.map(\.x)
            #expect(moved.curve.points.count == curve.points.count)
            #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 >= RateCurve.minimumSpacing })
            var others = curve.points
            others.remove(at: index)
            var movedOthers = moved.curve.points
            movedOthers.remove(at: moved.index)
            #expect(movedOthers == others)
            #expect(moved.curve.points[moved.index].y == target.y)
            let isClear = !others.contains { abs($0.x - target.x) < RateCurve.minimumSpacing }
            if target.x.isFinite, isClear { #expect(moved.curve.points[moved.index].x == target.x) }
            if target.x.isNaN { #expect(moved.curve.points[moved.index].x == curve.points[index].x) }
        }
    }

    @Test(
        "fuzzed: ulp-close, huge, repeated and unsorted points, then drags to every edge; every value finite and within the limit"
    )
    func fuzzedCurvesAndDrags() {
        var random = SplitMix64(seed: 0xF022)
        let limit = RateCurve.coordinateLimit
        func randomCoordinate() -> Double {
            switch random.int(in: 0...7) {
            case 0: return random.double(in: -1e15...1e15)
            case 1: return [0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1, -1].randomElement(using: &random) ?? 0
            case 2: return [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude].randomElement(using: &random) ?? 0
            case 3: return random.double(in: -1e-12...1e-12)
            default: return random.double(in: -3...3)
            }
        }
        for _ in 0..<2_000 {
            var points: [Point] = []
            for _ in 0..<random.int(in: 0...10) {
                switch random.int(in: 0...3) {
                case 0 where !points.isEmpty:
                    // A neighbor one or a few steps away, or a repeat.
                    let base = points[random.int(in: 0...(points.count - 1))]
                    var x = base.x
                    for _ in 0..<random.int(in: 0...3) { x = x.nextUp }
                    points.append(Point(x: x, y: randomCoordinate()))
                default:
                    points.append(Point(x: randomCoordinate(), y: randomCoordinate()))
                }
            }
            var curve = RateCurve(points: points)
            for _ in 0..<8 {
                check(curve, limit: limit)
                let edge = [-limit, limit, -1e300, 1e300, .nan, 0, randomCoordinate()]
                let target = Point(x: edge.randomElement(using: &random) ?? 0, y: edge.randomElement(using: &random) ?? 0)
                curve = curve.movingPoint(at: random.int(in: -1...curve.points.count), to: target).curve
            }
            check(curve, limit: limit)
        }

        func check(_ curve: RateCurve, limit: Double) {
            let xs = curve.points.map(\.x)
            #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 >= RateCurve.minimumSpacing }, "\(curve.points)")
            #expect(curve.slopes.allSatisfy { $0.isFinite }, "\(curve.points)")
            let probes = xs + xs.map(\.nextUp) + xs.map(\.nextDown) + [-1e300, 1e300, -3, 0, 3, .nan, .infinity, -.infinity]
            for x in probes {
                let value = curve.value(at: x)
                #expect(value.isFinite && abs(value) <= limit, "\(curve.points) at \(x)")
            }
        }
    }
}
