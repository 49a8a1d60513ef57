import VitrineGeometry

extension DrawList {
    /// Emits `scratch.points`, a convex polygon running clockwise on screen, as a fill of inner
    /// vertices plus a fringe of quads whose outer vertices have alpha 0, neither textured: the
    /// fill in a run of its own, drawn without blending when `color` is opaque, then the fringe.
    ///
    /// Each point p gets an inner vertex at p − m and an outer one at p + m, where m is the
    /// miter of its two edge normals scaled so that both edges move by half the fringe width:
    /// the alpha ramp straddles the true edge, a full fringe width across.
    mutating func emitFilledPolygon(color: RGBA8) {
        let points = scratch.points
        let count = points.count
        let transparent = RGBA8(red: color.red, green: color.green, blue: color.blue, alpha: 0)
        let halfFringe = tessellation.fringeWidth / 2

        computeFringeMiters()
        let base = vertices.count
        for i in 0..<count {
            let offset = scratch.miters[i] * halfFringe
            let p = points[i]
            appendVertex(
                DrawVertex(
                    x: Float(p.x - offset.x), y: Float(p.y - offset.y),
                    color: color, u: 0, v: 0))
            appendVertex(
                DrawVertex(
                    x: Float(p.x + offset.x), y: Float(p.y + offset.y),
                    color: transparent, u: 0, v: 0))
        }

        beginRun(color.alpha == 255 ? .opaque : .solid)
        appendFillTriangles(base: base, count: count)
        beginRun(.solid)
        appendFringeTriangles(base: base, count: count)
    }

    /// Fills `scratch.miters` with each point's miter of `scratch.points`: the mean of its two
    /// edges' outward normals, scaled so that a point moved by it times d lies d away from both
    /// edges (capped at 10× for very sharp corners).
    mutating func computeFringeMiters() {
        let points = scratch.points, count = points.count
        // Outward normal of the edge from point i to point i + 1.
        scratch.normals.removeAll(keepingCapacity: true)
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            scratch.normals.append(length > 0 ? Point(x: dy / length, y: -dx / length) : .zero)
        }
        scratch.miters.removeAll(keepingCapacity: true)
        for i in 0..<count {
            let previous = scratch.normals[(i + count - 1) % count], next = scratch.normals[i]
            var miter = Point(x: (previous.x + next.x) / 2, y: (previous.y + next.y) / 2)
            let lengthSquared = miter.x * miter.x + miter.y * miter.y
            if lengthSquared > 1e-6 {
                // Scale so that the miter sits half a fringe away from both edges; a very sharp
                // corner would send it far away, so cap the stretch at 10×.
                miter = miter * min(1 / lengthSquared, 100)
            }
            scratch.miters.append(miter)
        }
    }

    /// The fill of a polygon of `count` points whose inner vertices are `base + 2i` (each
    /// followed by its outer one), in `count − 2` triangles of the current run.
    ///
    /// A tiling rasterizer (llvmpipe) pays for every tile a triangle's bounds touch, so long
    /// slivers cost: a fan from one vertex crosses the whole shape n − 2 times. Instead, the ends
    /// of the long edges (a rounded rectangle's sides) make a coarse polygon, fanned in a few
    /// large triangles; each run of outline between two of them (an arc) is a thin cap, split in
    /// halves in turn.
    mutating func appendFillTriangles(base: Int, count: Int) {
        let anchors = fillAnchors()
        for k in 2..<anchors.count {
            appendTriangle(base, 2 * anchors[0], 2 * anchors[k - 1], 2 * anchors[k])
        }
        var runs = anchors.indices.map { (anchors[$0], $0 + 1 < anchors.count ? anchors[$0 + 1] : anchors[0] + count) }
        while let (start, end) = runs.popLast() {
            guard end - start >= 2 else { continue }
            let middle = (start + end) / 2
            appendTriangle(base, 2 * (start % count), 2 * (middle % count), 2 * (end % count))
            runs.append((start, middle))
            runs.append((middle, end))
        }
    }

    /// The fringe of a polygon of `count` points whose inner and outer vertices are `base + 2i`
    /// and `base + 2i + 1`: one quad per edge, in the current run. It touches the fill along the
    /// inner outline but covers none of its pixels.
    mutating func appendFringeTriangles(base: Int, count: Int) {
        for i in 0..<count {
            appendFringeQuad(base: base, from: i, to: (i + 1) % count)
        }
    }

    /// The fringe's quad along the edge from outline point `i` to point `j`: two triangles.
    mutating func appendFringeQuad(base: Int, from i: Int, to j: Int) {
        let inner0 = 2 * i, outer0 = 2 * i + 1, inner1 = 2 * j, outer1 = 2 * j + 1
        appendTriangle(base, inner1, inner0, outer0)
        appendTriangle(base, outer0, outer1, inner1)
    }
    /// The outline points the fill's large triangles join, in order: both ends of every edge
    /// longer than a quarter of the longest, or three points a third of the outline apart when
    /// fewer than three are found (a circle, a polygon of even edges).
    private func fillAnchors() -> [Int] {
        let points = scratch.points, count = points.count
        let lengths = (0..<count).map { points[$0].distance(to: points[($0 + 1) % count]) }
        let longest = lengths.max() ?? 0
        var anchors: [Int] = []
        for i in 0..<count where lengths[i] > longest / 4 || lengths[(i + count - 1) % count] > longest / 4 {
            anchors.append(i)
        }
        return anchors.count >= 3 ? anchors : [0, count / 3, 2 * count / 3]
    }
}
