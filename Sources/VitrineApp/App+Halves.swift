import VitrineCanvas
import VitrineGeometry
import VitrinePlayground
import VitrineSDL

extension App {
    /// The color of the gap between the halves of a compared window.
    static let dividerColor = Color(hex: 0x3A3A4A)

    /// Turns the halves of a compared window into their triangles, each in its own pixels as a
    /// window of the half's size would (the same nodes, the same backdrop taken out as the fill),
    /// each with an atlas of its own, so that its images land where a single run's would.
    func tessellateHalves(_ halves: [SceneHalf], pixelScale: Double, startingEmpty: Bool) {
        while halfDrawings.count > halves.count { halfDrawings.removeLast() }
        for (index, half) in halves.enumerated() {
            let (fillColor, nodes) = half.overFillColor(PlaygroundCore.windowColor, pixelScale: pixelScale)
            if index == halfDrawings.count {
                var halfAtlas: Atlas?
                if let atlas {
                    do {
                        halfAtlas = try Atlas(renderer: renderer, fontFile: atlas.fontFile)
                    } catch {
                        Self.warn("\(error.description); the compared half \(index + 1) will draw no text")
                    }
                }
                halfDrawings.append(
                    HalfDrawing(
                        frame: half.frame, fillColor: fillColor, list: DrawList(), target: nil,
                        atlas: halfAtlas))
            }
            halfDrawings[index].frame = half.frame
            halfDrawings[index].fillColor = fillColor
            let halfAtlas = halfDrawings[index].atlas
            Self.buildFrame(with: halfAtlas, startingEmpty: startingEmpty) {
                halfDrawings[index].list.removeAll()
                for node in nodes {
                    halfDrawings[index].list.append(node, pixelScale: pixelScale, glyphs: halfAtlas, pictures: pictureLibrary)
                }
            }
        }
    }

    /// Draws each half into a texture of its size, as a window of that size is drawn, and
    /// copies it into its rectangle of the frame by whole pixels: nothing lands outside it.
    func drawHalves() throws(SDLError) {
        let scale = pixelScale
        if halfDrawings.count == 2 {
            // The gap between the halves, a line lighter than the window.
            let left = halfDrawings[0].frame, right = halfDrawings[1].frame
            let x = Int((left.maxX * scale).rounded()), end = Int((right.minX * scale).rounded())
            renderer.fill(x: x, y: 0, width: end - x, height: Int((left.height * scale).rounded()), color: Self.dividerColor)
        }
        for index in halfDrawings.indices {
            let half = halfDrawings[index]
            let x = Int((half.frame.minX * scale).rounded()), y = Int((half.frame.minY * scale).rounded())
            let width = Int((half.frame.width * scale).rounded()), height = Int((half.frame.height * scale).rounded())
            guard width > 0, height > 0 else { continue }
            if half.target?.width != width || half.target?.height != height {
                halfDrawings[index].target = nil
                halfDrawings[index].target = try RenderTarget(renderer: renderer, width: width, height: height)
            }
            guard let target = halfDrawings[index].target else { continue }
            try target.draw(clearedTo: half.fillColor) { () throws(SDLError) in
                try renderer.draw(half.list, atlas: half.atlas, pictures: pictureLibrary)
            }
            try target.copy(toX: x, y: y)
        }
    }
}
