import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The notice (see ``Notice``): one that goes away by itself (a saved picture, a refused value)
/// over the status line's band, so that the scene never moves for it; one that stays until
/// it is fixed (the presets file's problems) in a band along the bottom. The notice itself is
/// the window's, which any part of it may show (``PlaygroundCore/showNotice(_:isError:at:for:)``);
/// this layer gives it room.
struct NoticeLayer: PlaygroundLayer {
    static let name = LayerName("Notice")
    static let tier = LayerTier.overlays

    /// A layer with nothing to show yet.
    init() {}

    /// A band as tall as the notice's rows at its width, with a margin below its box; where
    /// the window is short, as many rows as the band can hold, down to one.
    func room(in core: PlaygroundCore) -> LayerRoom? {
        guard let notice = core.notice, !notice.isTransient else { return nil }
        let measure = core.textMeasure, most = Notice.maximumRows(inHeight: core.viewport.height)
        return .band(minimumHeight: 20 + 16 + BottomBar.margin) { width in
            Double(notice.rows(width: max(width - 2 * BottomBar.margin, 0), measure: measure, maximumRows: most).count) * 20
                + 16 + BottomBar.margin
        }
    }

    /// A click on the notice is the notice's: nothing under it sees it.
    mutating func handle(_ event: InputEvent, at time: Double, layout: WindowLayout, core: inout PlaygroundCore) -> Bool {
        Self.isPointer(event, in: headerFrame(core: core, layout: layout) ?? frame(in: layout))
    }

    /// The status line's band, left of the toolbar, while a notice that goes away by itself
    /// shows there.
    func headerFrame(core: PlaygroundCore, layout: WindowLayout) -> Rect? {
        guard core.notice?.isTransient == true, layout.cover == nil else { return nil }
        let scale = core.interfaceScale
        let toolbar = ToolbarLayer.width(in: core.interfaceViewport.width, isShown: core.isStatusLineShown) * scale
        return Rect(x: 0, y: 0, width: core.viewport.width - toolbar, height: PlaygroundCore.headerHeight * scale)
    }

    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        if let notice = core.notice, let header = headerFrame(core: core, layout: layout) {
            return core.scaledToInterface(
                notice.makeHeaderNodes(
                    width: header.width / core.interfaceScale,
                    measure: core.textMeasure))
        }
        guard let notice = core.notice, let band = frame(in: layout) else { return [] }
        // The rows the band holds, the last counting those left out.
        let rows = Notice.maximumRows(inHeight: core.viewport.height)
        let fitting = max(min(Int(((band.height - 16 - BottomBar.margin) / 20).rounded(.down)), rows), 1)
        return [.box(band, color: PlaygroundCore.windowColor)]
            + notice.makeNodes(in: Size(width: band.maxX, height: band.maxY), measure: core.textMeasure, maximumRows: fitting)
    }
}
