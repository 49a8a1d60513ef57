import VitrineCanvas
import VitrineGeometry

extension PanelLayer {
    /// Makes the panel's nodes for this frame when anything they are made from changed since
    /// the last frame, and keeps them: an open panel over a moving scene costs a comparison a
    /// frame, not its rows' contents made again.
    mutating func update(at time: FrameTime, core: inout PlaygroundCore) {
        guard let key = nodesKey(layout: core.windowLayout, core: core) else {
            keptNodes = nil
            return
        }
        if keptNodes?.key != key { keptNodes = (key, makeNodes(for: key, core: core)) }
    }

    /// The panel's nodes in window points: the kept ones when nothing they are made from
    /// changed since the last update, else made afresh; none when it is closed, folded or
    /// under the help.
    func makeNodes(layout: WindowLayout, core: PlaygroundCore) -> [Node] {
        guard let key = nodesKey(layout: layout, core: core) else { return [] }
        if let keptNodes, keptNodes.key == key { return keptNodes.nodes }
        return makeNodes(for: key, core: core)
    }

    /// What the panel's nodes in `layout` are made from, `nil` where the panel shows none.
    private func nodesKey(layout: WindowLayout, core: PlaygroundCore) -> PanelNodesKey? {
        guard let column = frame(in: layout) else { return nil }
        return PanelNodesKey(
            panel: current(core), sceneEdits: core.sceneEdits, column: column, scale: core.interfaceScale,
            rowNodes: core.panelRowNodes)
    }

    /// The panel's nodes as `key` says: the column, opaque, and the panel's rows on it.
    private func makeNodes(for key: PanelNodesKey, core: PlaygroundCore) -> [Node] {
        let room = key.column.unscaled(by: key.scale)
        // The column is opaque: nothing of the scene shows in its margins.
        return [.box(key.column, color: PlaygroundCore.windowColor)]
            + Node.scaled(
                key.panel.makeNodes(for: core.scene, in: room, measure: core.textMeasure, rowNodes: key.rowNodes),
                by: key.scale)
    }
}
