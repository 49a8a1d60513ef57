import VitrineGeometry

/// Where each of the window's layers goes this frame: one pass over the layers that ask for
/// room, in order, cutting columns off the right and bands off the bottom, and the scene laid
/// out in what is left.
///
/// The scene always keeps at least half the window's width and half its height. A layer that
/// fits nowhere without taking more folds into a tab on the fold bar (a band along the bottom
/// of the scene's area) instead of lying over anything; a click on its tab puts it first, so
/// that it unfolds and the layers after it give way. The status line's band across the top is
/// the scene's own header, drawn opaquely over the scene's first points; the columns start
/// below it.
///
/// ```swift
/// let layout = WindowLayout(viewport: Size(width: 1280, height: 720), headerHeight: 46,
///                           requests: [(LayerName("Panel"), .column(width: 404, minimumWidth: 200))])
/// layout.frames[LayerName("Panel")]   // x 876, y 46, 404 × 674
/// layout.scene                        // x 0, y 0, 876 × 720
/// ```
struct WindowLayout {
    /// The height of a tab on the fold bar, in points at scale 1.
    static let foldBarHeight = 26.0

    /// The window's size, in points.
    let viewport: Size
    /// The room each placed layer got, in window points.
    private(set) var frames: [LayerName: Rect] = [:]
    /// The layers that found no room, in the order they asked.
    private(set) var folded: [LayerName] = []
    /// The band holding the folded layers' tabs, `nil` when none folded.
    private(set) var foldBar: Rect?
    /// The layer that takes the whole window (the help), hiding the others, if one does.
    private(set) var cover: LayerName?
    /// The scene's area: from the window's top-left corner, left of the columns and above the
    /// bands.
    private(set) var scene: Rect = .zero

    /// Lays out a window of `viewport` points whose status line's band is `headerHeight`
    /// points tall, giving room to `requests` in their order (a layer without a request takes
    /// none); the fold bar's tabs are `scale` times ``foldBarHeight`` tall.
    init(viewport: Size, headerHeight: Double, scale: Double = 1, requests: [(name: LayerName, room: LayerRoom)]) {
        self.viewport = viewport
        scene = Rect(origin: .zero, size: viewport)
        // Laid out once; where something folds, again with room kept for the fold bar, so that
        // the bar too leaves the scene its half.
        let barHeight = min(Self.foldBarHeight * scale, viewport.height / 2)
        for reserve in [0, barHeight] {
            frames = [:]
            folded = []
            cover = nil
            var rest = Rect(
                x: 0, y: min(headerHeight, viewport.height), width: viewport.width,
                height: max(viewport.height - headerHeight, 0))
            for (name, room) in requests {
                switch room {
                case .window:
                    if cover == nil { cover = name }
                case .side(let placements):
                    if let frame = Self.place(
                        placements, in: &rest, minimumWidth: viewport.width / 2,
                        minimumBottom: viewport.height / 2 + reserve)
                    {
                        frames[name] = frame
                    } else {
                        folded.append(name)
                    }
                }
            }
            if !folded.isEmpty, reserve > 0 {
                let height = min(reserve, rest.height)
                foldBar = Rect(x: rest.minX, y: rest.maxY - height, width: rest.width, height: height)
                rest.size.height -= height
            }
            scene = Rect(x: 0, y: 0, width: rest.maxX, height: max(rest.maxY, 0))
            if folded.isEmpty { break }
        }
    }

    /// Cuts the first of `placements` that fits off `rest`, keeping the scene's area at least
    /// `minimumWidth` wide and reaching at least `minimumBottom` down; `nil` when none fits.
    private static func place(
        _ placements: [LayerRoom.Placement], in rest: inout Rect, minimumWidth: Double,
        minimumBottom: Double
    ) -> Rect? {
        for placement in placements {
            switch placement.edge {
            case .trailing:
                let room = rest.width - minimumWidth, wanted = placement.extent(rest.height)
                let width = min(wanted, room)
                guard width.isFinite, width >= min(placement.minimumExtent, wanted), width > 0,
                    rest.height >= placement.minimumLength
                else { continue }
                let frame = Rect(x: rest.maxX - width, y: rest.minY, width: width, height: rest.height)
                rest.size.width -= width
                return frame
            case .bottom:
                let room = rest.maxY - minimumBottom, wanted = placement.extent(rest.width)
                let height = min(wanted, room)
                guard height.isFinite, height >= min(placement.minimumExtent, wanted), height > 0,
                    rest.width >= placement.minimumLength
                else { continue }
                let frame = Rect(x: rest.minX, y: rest.maxY - height, width: rest.width, height: height)
                rest.size.height -= height
                return frame
            }
        }
        return nil
    }

    /// The room `name` got, `nil` when it is hidden, folded, or under the layer covering the
    /// window.
    func frame(of name: LayerName) -> Rect? {
        guard cover == nil || cover == name else { return nil }
        return frames[name]
    }

    /// The tab of each folded layer on the fold bar, left to right, each as wide as a share of
    /// the bar.
    var foldTabs: [(name: LayerName, frame: Rect)] {
        guard let foldBar, !folded.isEmpty else { return [] }
        let width = foldBar.width / Double(folded.count)
        return folded.enumerated().map { index, name in
            (name, Rect(x: foldBar.minX + Double(index) * width, y: foldBar.minY, width: width, height: foldBar.height))
        }
    }
}
