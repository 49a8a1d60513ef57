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

    /// The sides, in the plane `transform` places on screen, of each of `occluders` drawn after
    /// node `drawingNumber` whose box meets `bounds` (pixels).
    static func localOccluderSides(
        _ occluders: [PictureOccluder], after drawingNumber: Int, meeting bounds: Rect, under transform: Transform3D
    ) -> [[PlaneSide]] {
        occluders.compactMap { occluder in
            guard occluder.drawingNumber > drawingNumber, occluder.bounds.intersection(bounds) != nil else { return nil }
            return occluder.localSides(under: transform)
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
