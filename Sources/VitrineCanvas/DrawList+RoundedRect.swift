import Foundation
import VitrineGeometry

extension DrawList {
    /// What happened to a shape handed to
    /// ``DrawList/appendRoundedRect(size:cornerRadius:transform:color:isDoubleSided:)``.
    public enum ShapeResult: Hashable, Sendable {
        /// The shape produced triangles.
        case drawn
        /// The shape faced away from the viewer and was not double-sided.
        case culled
        /// The shape covers no area on screen (zero size, transparent, edge-on, or behind the eye).
        case empty
    }

    /// Appends an anti-aliased rounded rectangle.
    ///
    /// The outline is built around the origin (the rectangle's center), projected through the
    /// whole 4×4 `transform` into window pixels, and only then given its anti-aliasing fringe,
    /// so the fringe stays one pixel wide under any scale, rotation or perspective. Each corner
    /// gets as many segments as its radius *on screen* needs (``Tessellation/segmentsPerCorner(radius:)``).
    ///
    /// For an outline of `n` points the shape takes `2n` vertices (an inner one with the color,
    /// an outer one with alpha 0, one ``Tessellation/fringeWidth`` apart across the edge) and
    /// `3(n − 2) + 6n` indices: n − 2 triangles over the inner vertices (a few large ones and
    /// thin caps along the outline) and a quad per edge of fringe.
    ///
    /// - Parameters:
    ///   - size: The width and height before the transform.
    ///   - cornerRadius: The corner radius before the transform, clamped to half the shorter side.
    ///   - transform: Maps the rectangle's local coordinates (origin at its center) to pixels.
    ///   - color: The fill color.
    ///   - isDoubleSided: Whether to draw the shape when the transform turns it away.
    @discardableResult
    public mutating func appendRoundedRect(
        size: Size, cornerRadius: Double, transform: Transform3D,
        color: Color, isDoubleSided: Bool = true
    ) -> ShapeResult {
        let width = size.width, height = size.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return .empty }
        let fill = color.rgba8
        guard fill.alpha > 0 else { return .empty }

        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(width, height) / 2) : 0
        let segments = tessellation.segmentsPerCorner(
            radius: radius * Self.largestScale(of: transform, around: size, radius: radius))
        makeOutline(width: width, height: height, radius: radius, segments: segments, transform: transform)
        guard projectOutline() else { return .empty }
        if let notDrawn = turnOutlineClockwise(isDoubleSided: isDoubleSided) { return notDrawn }
        emitFilledPolygon(color: fill)
        count { $0.shapes += 1 }
        return .drawn
    }

    /// Makes the projected outline (`scratch.points`, and with `withLocalPoints` the same points
    /// in the shape's plane, `scratch.local`) run clockwise on screen. Returns what becomes of a
    /// shape that is not drawn: `.empty` when it covers no area, `.culled` when it faces away and
    /// is single-sided (counted); `nil` when it is to be drawn.
    mutating func turnOutlineClockwise(isDoubleSided: Bool, withLocalPoints: Bool = false) -> ShapeResult? {
        let area = Self.signedArea(scratch.points)
        guard area.isFinite, abs(area) > 1e-9 else { return .empty }
        guard area < 0 else { return nil }
        guard isDoubleSided else {
            count { $0.culledShapes += 1 }
            return .culled
        }
        scratch.points.reverse()
        if withLocalPoints { scratch.local.reverse() }
        return nil
    }

    /// The largest factor by which `transform` stretches lengths near the rectangle's corners.
    static func largestScale(of transform: Transform3D, around size: Size, radius: Double) -> Double {
        guard radius > 0 else { return 0 }
        if transform.isAffine {
            let sx = (transform.m11 * transform.m11 + transform.m12 * transform.m12).squareRoot()
            let sy = (transform.m21 * transform.m21 + transform.m22 * transform.m22).squareRoot()
            return max(sx, sy)
        }
        // Under perspective the scale varies: measure it at each corner's arc center.
        var largest = 0.0
        let cx = size.width / 2 - radius, cy = size.height / 2 - radius
        for (sx, sy) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
            let center = Point(x: sx * cx, y: sy * cy)
            guard let c = transform.project(center),
                let a = transform.project(center + Point(x: radius, y: 0)),
                let b = transform.project(center + Point(x: 0, y: radius))
            else { continue }
            largest = max(largest, c.distance(to: a) / radius, c.distance(to: b) / radius)
        }
        return largest.isFinite ? largest : 0
    }

    /// Fills `scratch.outline` with the homogeneous outline, clockwise on screen (y down),
    /// starting where the top-left corner's arc begins.
    private mutating func makeOutline(
        width: Double, height: Double, radius: Double, segments: Int,
        transform: Transform3D
    ) {
        scratch.outline.removeAll(keepingCapacity: true)
        let insetX = width / 2 - radius, insetY = height / 2 - radius
        // The corners clockwise from the top-left, each as the signs of its arc center; the arc
        // of corner k is the top-left one turned by k quarter turns.
        let signs: [(x: Double, y: Double)] = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
        for (k, sign) in signs.enumerated() {
            let centerX = sign.x * insetX, centerY = sign.y * insetY
            guard segments > 0 else {
                let corner = Vector4(x: centerX + sign.x * radius, y: centerY + sign.y * radius, z: 0, w: 1)
                scratch.outline.append(transform.apply(to: corner))
                continue
            }
            for step in 0...segments {
                // The top-left arc runs from angle π (pointing left) to 3π/2 (pointing up).
                let angle = Double.pi * (1 + Double(step) / Double(2 * segments)) + Double(k) * Double.pi / 2
                let point = Vector4(x: centerX + radius * cos(angle), y: centerY + radius * sin(angle), z: 0, w: 1)
                scratch.outline.append(transform.apply(to: point))
            }
        }
    }

    /// Clips the homogeneous outline to the space in front of the eye and then to
    /// ``guardBand``, divides by w, and drops points that repeat their predecessor. Returns
    /// whether a polygon remains.
    private mutating func projectOutline() -> Bool {
        let nearest = 1e-5, band = Self.guardBand
        var outline = scratch.outline
        if outline.contains(where: { !($0.w > nearest) }) {
            Self.clip(outline, minimumW: nearest, into: &scratch.clipped)
            outline = scratch.clipped
        }
        // In front of the eye, a point is inside the band when |x| ≤ band·w and |y| ≤ band·w.
        if outline.contains(where: { !(abs($0.x) <= band * $0.w && abs($0.y) <= band * $0.w) }) {
            Self.clipToGuardBand(&outline, scratch: &scratch.clipped)
        }
        scratch.points.removeAll(keepingCapacity: true)
        for vertex in outline {
            let point = Point(x: vertex.x / vertex.w, y: vertex.y / vertex.w)
            guard point.x.isFinite, point.y.isFinite else { return false }
            if let last = scratch.points.last, last.distance(to: point) < 1e-3 { continue }
            scratch.points.append(point)
        }
        while scratch.points.count > 1, let first = scratch.points.first, let last = scratch.points.last,
            first.distance(to: last) < 1e-3
        {
            scratch.points.removeLast()
        }
        return scratch.points.count >= 3
    }

    /// Sutherland–Hodgman against the plane w = `minimumW`, in homogeneous space.
    static func clip(_ polygon: [Vector4], minimumW: Double, into result: inout [Vector4]) {
        result.removeAll(keepingCapacity: true)
        guard let last = polygon.last else { return }
        var previous = last
        for current in polygon {
            let previousInside = previous.w > minimumW, currentInside = current.w > minimumW
            if previousInside != currentInside {
                let t = (minimumW - previous.w) / (current.w - previous.w)
                result.append(
                    Vector4(
                        x: previous.x + (current.x - previous.x) * t,
                        y: previous.y + (current.y - previous.y) * t,
                        z: previous.z + (current.z - previous.z) * t,
                        w: minimumW))
            }
            if currentInside { result.append(current) }
            previous = current
        }
    }

    /// Clips `polygon` (every w positive) to the square `|x| ≤ guardBand`, `|y| ≤ guardBand`
    /// on screen, one side at a time, in homogeneous space: the part of the shape inside the
    /// square is kept exactly, and what lies past it, off any window, goes.
    static func clipToGuardBand(_ polygon: inout [Vector4], scratch: inout [Vector4]) {
        let band = guardBand
        let sides: [(Vector4) -> Double] = [
            { band * $0.w - $0.x }, { band * $0.w + $0.x }, { band * $0.w - $0.y }, { band * $0.w + $0.y },
        ]
        clipConvex(&polygon, to: sides, scratch: &scratch) { a, b, t in
            Vector4(
                x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, z: a.z + (b.z - a.z) * t, w: a.w + (b.w - a.w) * t)
        }
    }

    /// The signed area of a polygon in y-down screen space; positive when the
    /// points run clockwise on screen.
    static func signedArea(_ points: [Point]) -> Double {
        guard let last = points.last else { return 0 }
        var previous = last
        var sum = 0.0
        for point in points {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum / 2
    }
}
