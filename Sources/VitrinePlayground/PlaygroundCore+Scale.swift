import VitrineCanvas
import VitrineGeometry

extension PlaygroundCore {
    /// How much larger than at 1280 × 720 the panel, the help and the status line are drawn:
    /// the window's size over 1280 × 720 (the smaller of the two ratios), from 1 to 3, so that
    /// at 1920 × 1080 they are half as large again and at 3840 × 2160 three times as large,
    /// while a smaller window keeps them at their size (and scrolls them where needed).
    static func interfaceScale(for viewport: Size) -> Double {
        let ratio = min(viewport.width / 1280, viewport.height / 720)
        return ratio.isFinite ? min(max(ratio, 1), 3) : 1
    }

    /// The panel's, the help's and the status line's scale in the current window.
    var interfaceScale: Double { Self.interfaceScale(for: viewport) }

    /// The window as the panel, the help and the status line lay themselves out in it: the
    /// viewport in their unscaled points.
    var interfaceViewport: Size {
        let scale = interfaceScale
        return Size(width: viewport.width / scale, height: viewport.height / scale)
    }

    /// A window point in the interface's unscaled points.
    func interfacePoint(_ point: Point) -> Point {
        point.unscaled(by: interfaceScale)
    }

    /// `nodes` laid out in ``interfaceViewport`` and drawn at ``interfaceScale``: as they are at
    /// scale 1, else inside one node that scales them about the window's top-left corner.
    func scaledToInterface(_ nodes: [Node]) -> [Node] {
        Node.scaled(nodes, by: interfaceScale)
    }
}
