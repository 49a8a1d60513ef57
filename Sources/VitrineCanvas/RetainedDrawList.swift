/// The draw list of a group of nodes, kept from frame to frame and made again only when the
/// nodes, the pixel scale or the atlas's contents change: for a panel or an overlay whose text
/// stays the same for many frames while the scene under it moves.
///
/// ```swift
/// var panelDrawing = RetainedDrawList()
/// // every frame:
/// panelDrawing.update(with: panelNodes, pixelScale: 1, glyphs: atlas, atlasGeneration: atlas.restarts)
/// frameList.append(contentsOf: panelDrawing.list)
/// ```
public struct RetainedDrawList: Sendable {
    /// The triangles of the nodes last given.
    public private(set) var list: DrawList
    /// How many times the list was made (rather than kept) since it was created.
    private(set) var rebuilds = 0
    private var nodes: [Node]?
    private var pixelScale = 1.0
    private var atlasGeneration = 0

    /// Creates an empty retained list whose shapes are tessellated with `tessellation`.
    public init(tessellation: Tessellation = Tessellation()) {
        list = DrawList(tessellation: tessellation)
    }

    /// Makes ``list`` the triangles of `nodes`, tessellating them only when they differ from
    /// the last ones, `pixelScale` changed, or `atlasGeneration` did: a number that changes
    /// whenever the atlas's regions do (when it starts afresh), since the list keeps them.
    public mutating func update(
        with nodes: [Node], pixelScale: Double, glyphs: (any TextureAtlas)?,
        atlasGeneration: Int
    ) {
        guard nodes != self.nodes || pixelScale != self.pixelScale || atlasGeneration != self.atlasGeneration else {
            return
        }
        list.removeAll()
        for node in nodes {
            list.append(node, pixelScale: pixelScale, glyphs: glyphs)
        }
        self.nodes = nodes
        self.pixelScale = pixelScale
        self.atlasGeneration = atlasGeneration
        rebuilds += 1
    }
}
