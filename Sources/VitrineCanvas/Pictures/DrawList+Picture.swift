import Foundation
import VitrineGeometry

extension DrawList {
    /// Appends a picture as `picture` places it in a node of `size`, cut to the node's rounded
    /// corners and to the node itself, drawn from texture `texture` of a ``PictureSource``.
    ///
    /// The cut outline (a convex polygon in the node's plane) is projected through `transform`
    /// and given the same one-pixel fringe as a tessellated shape, its outer vertices transparent,
    /// so the picture's edges and corners are anti-aliased as the fills' are. Each vertex's
    /// texture coordinate is taken where its pixel lands on the picture, found by inverting the
    /// projection; under a perspective the inside is cut into the cells of a grid fine enough that
    /// the affine interpolation of `SDL_RenderGeometry` keeps every texel within half a pixel.
    ///
    /// - Parameters:
    ///   - picture: Which picture, its size, its content mode and its offset.
    ///   - texture: The texture's number, as ``PictureSource/texture(forPicture:longestSide:)`` gave it.
    ///   - size: The node's width and height before the transform.
    ///   - cornerRadius: The node's corner radius, clamped to half its shorter side.
    ///   - transform: Maps the node's local coordinates (origin at its center) to pixels.
    ///   - opacity: Multiplied into the picture's texels, 0...1.
    ///   - isDoubleSided: Whether to draw the picture when the transform turns it away.
    @discardableResult
    public mutating func appendPicture(
        _ picture: NodePicture, texture: Int, size: Size, cornerRadius: Double,
        transform: Transform3D, opacity: Double = 1, isDoubleSided: Bool = true
    ) -> ShapeResult {
        appendPicture(
            picture, texture: texture, size: size, cornerRadius: cornerRadius, transform: transform, opacity: opacity,
            isDoubleSided: isDoubleSided, hasOpaqueTexels: false, hiddenBy: [], drawnAfter: 0)
    }

    /// ``appendPicture(_:texture:size:cornerRadius:transform:opacity:isDoubleSided:)``, leaving
    /// out what those of `occluders` drawn after node `drawingNumber` (its own) cover: of a
    /// perspective picture's inside, the cells' parts; of any picture's fringe, the edges'
    /// quads. With `hasOpaqueTexels` and full opacity, the inside is drawn without blending
    /// (``DrawMaterial/opaquePicture(_:)``), the fringe with it.
    @discardableResult
    mutating func appendPicture(
        _ picture: NodePicture, texture: Int, size: Size, cornerRadius: Double,
        transform: Transform3D, opacity: Double, isDoubleSided: Bool, hasOpaqueTexels: Bool,
        hiddenBy occluders: [PictureOccluder], drawnAfter drawingNumber: Int
    ) -> ShapeResult {
        guard opacity.isFinite, opacity > 0, let placed = picture.rect(in: size),
            let visible = placed.intersection(Rect(center: .zero, size: size)), visible.width > 0, visible.height > 0
        else { return .empty }
        let radius = cornerRadius.isFinite ? min(max(cornerRadius, 0), min(size.width, size.height) / 2) : 0
        let segments = tessellation.segmentsPerCorner(
            radius: radius * Self.largestScale(of: transform, around: size, radius: radius))
        makeLocalOutline(size: size, radius: radius, segments: segments)
        Self.clip(&scratch.local, to: visible, scratch: &scratch.cell)
        guard projectLocalOutline(transform) else { return .empty }
        if let notDrawn = turnOutlineClockwise(isDoubleSided: isDoubleSided, withLocalPoints: true) { return notDrawn }

        let alpha = UInt8((min(opacity, 1) * 255).rounded())
        let color = RGBA8(red: 255, green: 255, blue: 255, alpha: alpha)
        let transparent = RGBA8(red: 255, green: 255, blue: 255, alpha: 0)
        let unprojection = PlaneUnprojection(transform)
        func textureCoordinate(_ local: Point) -> (u: Float, v: Float) {
            (
                Float(min(max((local.x - placed.minX) / placed.width, 0), 1)),
                Float(min(max((local.y - placed.minY) / placed.height, 0), 1))
            )
        }

        let isOpaqueInside = hasOpaqueTexels && alpha == 255
        beginRun(isOpaqueInside ? .opaquePicture(texture) : .picture(texture))
        computeFringeMiters()
        let halfFringe = tessellation.fringeWidth / 2
        let base = vertices.count, count = scratch.points.count
        for i in 0..<count {
            let p = scratch.points[i], offset = scratch.miters[i] * halfFringe
            let inner = p - offset, outer = p + offset
            // The inside is cut along the inner outline, in the node's plane.
            let innerLocal = unprojection?.local(of: inner) ?? scratch.local[i]
            let outerLocal = unprojection?.local(of: outer) ?? scratch.local[i]
            scratch.local[i] = innerLocal
            let (u0, v0) = textureCoordinate(innerLocal), (u1, v1) = textureCoordinate(outerLocal)
            appendVertex(DrawVertex(x: Float(inner.x), y: Float(inner.y), color: color, u: u0, v: v0))
            appendVertex(DrawVertex(x: Float(outer.x), y: Float(outer.y), color: transparent, u: u1, v: v1))
        }
        // The opaque pictures drawn after this one over its box, fringe and all.
        var covering: [PictureOccluder] = []
        if !occluders.isEmpty, let bounds = Rect(enclosing: scratch.points) {
            covering = Self.occluders(
                occluders, after: drawingNumber, meeting: bounds.insetBy(dx: -halfFringe, dy: -halfFringe))
        }
        if transform.isAffine {
            appendFillTriangles(base: base, count: count)
        } else {
            appendPerspectiveFill(
                transform: transform, color: color, hiddenBy: covering.map { $0.localSides(under: transform) },
                textureCoordinate: textureCoordinate)
        }
        // The fringe fades out over what is behind, where a later picture does not hide it.
        if isOpaqueInside { beginRun(.picture(texture)) }
        appendFringeTriangles(base: base, count: count, hiddenBy: covering)
        self.count { $0.pictures += 1 }
        return .drawn
    }

    /// The most cells a picture's inside is cut into under a perspective; one seen so steeply
    /// that it needs more keeps this many, its texels within a pixel or two of their places.
    static let largestPictureGrid = 64

    /// Fills the inside of `scratch.local` (the inner outline in the node's plane, clockwise on
    /// screen) cell by cell of a grid over it, each cell's part of the outline a fan.
    private mutating func appendPerspectiveFill(
        transform: Transform3D, color: RGBA8, hiddenBy occluders: [[PlaneSide]],
        textureCoordinate: (Point) -> (u: Float, v: Float)
    ) {
        let outline = scratch.local
        guard let bounds = Rect(enclosing: outline) else { return }
        // Cells about as wide as tall: a steep photo's slivers cost llvmpipe more per pixel.
        let grid = MaskGrid(
            rect: bounds, transform: transform, keepingFinest: Self.largestPictureGrid, diagonals: .lessensTheErrorMore)
        let columns = grid?.columns ?? 1, rows = grid?.rows ?? 1
        // A cell whose corners are all inside the (convex) outline is the cell itself; only the
        // cells along the outline are cut, which keeps a steep picture's many cells cheap.
        let orientation: Double = Self.signedArea(outline) < 0 ? -1 : 1
        func isInside(_ p: Point) -> Bool {
            var previous = outline[outline.count - 1]
            for point in outline {
                let cross = (point.x - previous.x) * (p.y - previous.y) - (point.y - previous.y) * (p.x - previous.x)
                if cross * orientation < 0 { return false }
                previous = point
            }
            return true
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = Rect(
                    x: bounds.minX + bounds.width * Double(column) / Double(columns),
                    y: bounds.minY + bounds.height * Double(row) / Double(rows),
                    width: bounds.width / Double(columns), height: bounds.height / Double(rows))
                let corners = [
                    Point(x: cell.minX, y: cell.minY), Point(x: cell.maxX, y: cell.minY),
                    Point(x: cell.maxX, y: cell.maxY), Point(x: cell.minX, y: cell.maxY),
                ]
                scratch.piece.removeAll(keepingCapacity: true)
                if corners.allSatisfy(isInside) {
                    // The same winding as the outline's.
                    scratch.piece.append(contentsOf: orientation > 0 ? corners : corners.reversed())
                } else {
                    scratch.piece.append(contentsOf: outline)
                    Self.clip(&scratch.piece, to: cell, scratch: &scratch.cell)
                }
                let piece = scratch.piece
                guard piece.count >= 3 else { continue }
                if occluders.isEmpty {
                    appendProjectedPiece(piece, transform: transform, color: color, textureCoordinate: textureCoordinate)
                } else {
                    for part in Self.unhiddenParts(of: piece, hiddenBy: occluders, scratch: &scratch.cell) {
                        appendProjectedPiece(part, transform: transform, color: color, textureCoordinate: textureCoordinate)
                    }
                }
            }
        }
    }

    /// Appends a convex piece of a picture's plane as a fan of triangles, projected, each
    /// vertex with its texture coordinate; nothing when a vertex is on or behind the eye.
    private mutating func appendProjectedPiece(
        _ piece: [Point], transform: Transform3D, color: RGBA8, textureCoordinate: (Point) -> (u: Float, v: Float)
    ) {
        guard piece.count >= 3 else { return }
        let base = vertices.count
        var projected = 0
        for local in piece {
            let v = transform.apply(to: Vector4(x: local.x, y: local.y, z: 0, w: 1))
            guard v.w > 1e-9 else { break }
            let (u, t) = textureCoordinate(local)
            appendVertex(DrawVertex(x: Float(v.x / v.w), y: Float(v.y / v.w), color: color, u: u, v: t))
            projected += 1
        }
        guard projected == piece.count else {
            vertices.removeLast(projected)
            return
        }
        for k in 2..<piece.count { appendTriangle(base, 0, k - 1, k) }
    }

    /// Fills `scratch.local` with the outline of a rounded rectangle of `size` centered on the
    /// origin, clockwise on screen (y down), from where the top-left corner's arc begins.
    private mutating func makeLocalOutline(size: Size, radius: Double, segments: Int) {
        scratch.local.removeAll(keepingCapacity: true)
        let insetX = size.width / 2 - radius, insetY = size.height / 2 - radius
        let signs: [(x: Double, y: Double)] = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
        for (k, sign) in signs.enumerated() {
            let centerX = sign.x * insetX, centerY = sign.y * insetY
            guard segments > 0, radius > 0 else {
                scratch.local.append(Point(x: centerX + sign.x * radius, y: centerY + sign.y * radius))
                continue
            }
            for step in 0...segments {
                let angle = Double.pi * (1 + Double(step) / Double(2 * segments)) + Double(k) * Double.pi / 2
                scratch.local.append(Point(x: centerX + radius * cos(angle), y: centerY + radius * sin(angle)))
            }
        }
    }

    /// Projects `scratch.local` into `scratch.points`, dropping a point that lands on its
    /// predecessor from both. Returns `false`, drawing nothing, when a point lands on or behind
    /// the eye or past ``guardBand``: a picture is only drawn whole.
    private mutating func projectLocalOutline(_ transform: Transform3D) -> Bool {
        scratch.points.removeAll(keepingCapacity: true)
        var kept = 0
        for index in scratch.local.indices {
            let local = scratch.local[index]
            let v = transform.apply(to: Vector4(x: local.x, y: local.y, z: 0, w: 1))
            guard v.w > 1e-5 else { return false }
            let point = Point(x: v.x / v.w, y: v.y / v.w)
            guard point.x.isFinite, point.y.isFinite, abs(point.x) <= Self.guardBand, abs(point.y) <= Self.guardBand
            else { return false }
            if let last = scratch.points.last, last.distance(to: point) < 1e-3 { continue }
            scratch.points.append(point)
            scratch.local[kept] = local
            kept += 1
        }
        scratch.local.removeLast(scratch.local.count - kept)
        while scratch.points.count > 1, let first = scratch.points.first, let last = scratch.points.last,
            first.distance(to: last) < 1e-3
        {
            scratch.points.removeLast()
            scratch.local.removeLast()
        }
        return scratch.points.count >= 3
    }

    /// Cuts the convex polygon `polygon` to `rect` (Sutherland–Hodgman, one side at a time).
    static func clip(_ polygon: inout [Point], to rect: Rect, scratch: inout [Point]) {
        let sides: [(Point) -> Double] = [
            { $0.x - rect.minX }, { rect.maxX - $0.x }, { $0.y - rect.minY }, { rect.maxY - $0.y },
        ]
        clipConvex(&polygon, to: sides, scratch: &scratch, interpolate: pointBetween)
    }
}
