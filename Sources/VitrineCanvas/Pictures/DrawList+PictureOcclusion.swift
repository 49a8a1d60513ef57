import VitrineGeometry

extension DrawList {
    /// The occluders of the opaque pictures in the tree under `root`, in drawing order: each node
    /// whose picture covers it (``NodePicture/covers(_:)``) with texels `pictures` knows to be
    /// opaque, drawn fully opaque. Nodes are numbered as the drawing walk meets them (hidden
    /// and transparent subtrees are skipped by both, unnumbered), so a picture is hidden only by
    /// those drawn after it.
    static func pictureOccluders(of root: Node, pixelScale: Double, pictures: any PictureSource) -> [PictureOccluder] {
        var occluders: [PictureOccluder] = []
        var number = 0
        collectPictureOccluders(
            root, parentPrefix: .identity, parentToScreen: .makeScale(pixelScale, pixelScale, 1), opacity: 1,
            pictures: pictures, number: &number, into: &occluders)
        return occluders
    }

    private static func collectPictureOccluders(
        _ node: Node, parentPrefix: Transform3D, parentToScreen: Transform3D, opacity: Double,
        pictures: any PictureSource, number: inout Int, into occluders: inout [PictureOccluder]
    ) {
        guard let alpha = node.drawnOpacity(under: opacity) else { return }
        let drawingNumber = number
        number += 1
        guard node.picture != nil || !node.children.isEmpty else { return }
        let toScreen = nodeToScreen(node, parentPrefix: parentPrefix, parentToScreen: parentToScreen)
        if let picture = node.picture, (min(alpha, 1) * 255).rounded() == 255, picture.covers(node.size),
            pictures.isOpaque(picture: picture.number),
            let occluder = PictureOccluder(
                drawingNumber: drawingNumber, size: node.size, cornerRadius: node.cornerRadius, transform: toScreen,
                isDoubleSided: node.isDoubleSided)
        {
            occluders.append(occluder)
        }
        let prefix = node.childrenPrefix
        let order = node.reorderedChildren
        for position in node.children.indices {
            collectPictureOccluders(
                node.children[order?[position] ?? position], parentPrefix: prefix, parentToScreen: toScreen,
                opacity: alpha, pictures: pictures, number: &number, into: &occluders)
        }
    }

    /// Those of `occluders` drawn after node `drawingNumber` whose box meets `bounds` (pixels).
    static func occluders(
        _ occluders: [PictureOccluder], after drawingNumber: Int, meeting bounds: Rect
    ) -> [PictureOccluder] {
        occluders.filter { $0.drawingNumber > drawingNumber && $0.bounds.intersection(bounds) != nil }
    }

    /// ``appendFringeTriangles(base:count:)``, leaving out the quad of each edge whose four
    /// corners (its inner and outer vertices, at `base + 2i` and `base + 2i + 1`) lie inside one
    /// of `occluders`: the occluder is convex, so the whole quad is hidden under it.
    mutating func appendFringeTriangles(base: Int, count: Int, hiddenBy occluders: [PictureOccluder]) {
        guard !occluders.isEmpty else { return appendFringeTriangles(base: base, count: count) }
        func point(_ index: Int) -> Point {
            let vertex = vertices[base + index]
            return Point(x: Double(vertex.x), y: Double(vertex.y))
        }
        for i in 0..<count {
            let j = (i + 1) % count
            let (inner0, outer0, inner1, outer1) = (point(2 * i), point(2 * i + 1), point(2 * j), point(2 * j + 1))
            let isHidden = occluders.contains { occluder in
                occluder.holds(inner0) && occluder.holds(outer0) && occluder.holds(inner1) && occluder.holds(outer1)
            }
            if !isHidden { appendFringeQuad(base: base, from: i, to: j) }
        }
    }

    /// The parts of `polygon` (convex, in a node's plane) that none of the occluders' sides
    /// hold inside all four: each occluder cuts every part into at most four, one beyond each
    /// of its sides, and drops what lies inside.
    static func unhiddenParts(
        of polygon: [Point], hiddenBy occluders: [[PlaneSide]], scratch: inout [Point]
    ) -> [[Point]] {
        var parts = [polygon]
        for sides in occluders {
            var seen: [[Point]] = []
            for part in parts {
                // Wholly beyond one side, the part is seen as it is; wholly inside every side,
                // it is hidden: most cells are one or the other, and are not cut.
                var isBeyondASide = false, isInsideAll = true
                for side in sides {
                    var isBeyond = true
                    for point in part {
                        let distance = side.distance(to: point)
                        if distance > 0 { isBeyond = false }
                        if distance < 0 { isInsideAll = false }
                    }
                    if isBeyond {
                        isBeyondASide = true
                        break
                    }
                }
                if isBeyondASide {
                    seen.append(part)
                    continue
                }
                if isInsideAll { continue }
                var inside = part
                for side in sides {
                    var beyond = inside
                    clipConvex(&beyond, to: [{ -side.distance(to: $0) }], scratch: &scratch, interpolate: pointBetween)
                    if beyond.count >= 3 { seen.append(beyond) }
                    clipConvex(&inside, to: [side.distance(to:)], scratch: &scratch, interpolate: pointBetween)
                    if inside.count < 3 { break }
                }
                // What is left lies inside every side: hidden.
            }
            parts = seen
        }
        return parts
    }
}
