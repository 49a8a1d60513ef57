import CSDL2
import VitrineCanvas
import VitrineGeometry

/// A layer of the frame, such as the panel, kept as pixels while it stays the same: drawn
/// once into a texture of its size, then copied onto each frame as a few rectangles, where
/// drawing its triangles again would cost a renderer like llvmpipe half a microsecond each.
///
/// The copy is opaque over the part the layer paints opaquely (its backdrop) and blended
/// elsewhere, with the texture's colors premultiplied by their alpha: what lands on the frame
/// is what drawing the triangles there would have made, to within one level where the layer
/// is translucent. A layer that changed this frame is drawn as triangles (drawing it into the
/// texture as well would cost more); the texture is brought up to date once it holds still.
/// On a renderer that cannot blend premultiplied colors (SDL's software one), the triangles
/// are drawn every frame.
///
/// ```swift
/// let panelCache = LayerCache(renderer: renderer)
/// // every frame, after what lies under the panel:
/// try panelCache.draw(panelDrawing.list, version: panelDrawing.contentChanges, opaqueRect: panelCover, atlas: atlas)
/// ```
public final class LayerCache {
    /// The renderer the layer is drawn with.
    public let renderer: Renderer
    /// How many times the layer was drawn into the texture, rather than copied from it.
    public private(set) var redraws = 0
    /// The texture holding the layer, and where its top-left corner is on the frame.
    private var target: RenderTarget?
    private var origin = (x: 0, y: 0)
    /// Whether ``target`` holds the layer as last given.
    private var isCurrent = false
    /// The version of the list last given; `nil` before the first.
    private var drawnVersion: Int?
    /// SDL's blend mode for premultiplied colors; `nil` where the renderer cannot blend so, or
    /// the texture could not be made.
    private var premultipliedBlending: SDL_BlendMode?

    /// Creates a cache for a layer drawn with `renderer`; it holds no texture until the layer
    /// holds still.
    public init(renderer: Renderer) {
        self.renderer = renderer
        let mode = SDL_ComposeCustomBlendMode(
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        premultipliedBlending = renderer.isSoftware ? nil : mode
    }

    /// Whether the layer is on the frame by copying a texture (`false` when it was drawn as
    /// triangles, or is empty).
    public var isCopied: Bool { isCurrent && target != nil }

    /// Puts the layer on the frame: `list`, its triangles in the viewport's pixels, drawn with
    /// `atlas`. `version` is a number that changes whenever what `list` draws does, such as
    /// `RetainedDrawList.contentChanges`: the list counts as changed when its version differs
    /// from the one given last time, however many times it was built in between (a list made
    /// again only because the atlas's regions moved draws the same pixels).
    /// `opaqueRect` is the part of the viewport the layer paints opaquely, if any (such as its
    /// backdrop's `Node.opaqueCover(pixelScale:)`).
    ///
    /// Throws what kept the texture from being made or copied, once: the layer was then drawn
    /// as triangles, as it will be from then on. Throws what SDL said when drawing triangles.
    public func draw(_ list: DrawList, version: Int, opaqueRect: Rect?, atlas: Atlas?) throws(SDLError) {
        let isChanged = version != drawnVersion
        drawnVersion = version
        let viewport = renderer.viewportSize
        guard
            let bounds = list.bounds?.intersection(
                Rect(x: 0, y: 0, width: Double(viewport.width), height: Double(viewport.height)))
        else {
            // Nothing to draw: the texture goes with the layer.
            removeTexture()
            return
        }
        // Whole pixels holding every pixel the triangles touch.
        let minX = Int(bounds.minX.rounded(.down)), minY = Int(bounds.minY.rounded(.down))
        let width = Int(bounds.maxX.rounded(.up)) - minX, height = Int(bounds.maxY.rounded(.up)) - minY
        if isChanged || origin != (minX, minY) || target?.width != width || target?.height != height {
            isCurrent = false
        }
        guard let blending = premultipliedBlending, width > 0, height > 0, !isChanged else {
            try renderer.draw(list, atlas: atlas)
            return
        }
        do throws(SDLError) {
            if !isCurrent {
                try redraw(list, atlas: atlas, x: minX, y: minY, width: width, height: height, blending: blending)
            }
            if let target { try copy(target, opaqueRect: opaqueRect, blending: blending) }
        } catch {
            premultipliedBlending = nil
            removeTexture()
            try renderer.draw(list, atlas: atlas)
            throw error
        }
    }

    /// Forgets the texture, as when the layer closes.
    public func removeTexture() {
        target = nil
        isCurrent = false
    }

    /// Draws `list` into a texture of `width` × `height` pixels whose top-left corner is at
    /// (`x`, `y`) on the frame.
    private func redraw(
        _ list: DrawList, atlas: Atlas?, x: Int, y: Int, width: Int, height: Int, blending: SDL_BlendMode
    ) throws(SDLError) {
        if target?.width != width || target?.height != height {
            target = nil
            let created = try RenderTarget(renderer: renderer, width: width, height: height)
            guard SDL_SetTextureBlendMode(created.pointer, blending) == 0 else {
                throw .current("blend a \(width)×\(height) layer texture with premultiplied colors")
            }
            target = created
        }
        guard let target else { return }
        var moved = list
        moved.move(x: Float(-x), y: Float(-y))
        // Drawn over transparent pixels, SDL's blending leaves colors multiplied by their
        // coverage and the coverage in alpha: premultiplied.
        try target.draw(clearedTo: .clear) { () throws(SDLError) in
            try renderer.draw(moved, atlas: atlas)
        }
        origin = (x, y)
        isCurrent = true
        redraws += 1
    }

    /// Copies the texture onto the frame: the part inside `opaqueRect` without blending, the
    /// rest around it blended.
    private func copy(_ target: RenderTarget, opaqueRect: Rect?, blending: SDL_BlendMode) throws(SDLError) {
        let whole = PixelBox(minX: 0, minY: 0, maxX: target.width, maxY: target.height)
        // The opaque part in the texture's pixels, shrunk to whole pixels inside it.
        let opaque = opaqueRect.flatMap { rect -> PixelBox? in
            let box = PixelBox(
                minX: max(Int(rect.minX.rounded(.up)) - origin.x, 0), minY: max(Int(rect.minY.rounded(.up)) - origin.y, 0),
                maxX: min(Int(rect.maxX.rounded(.down)) - origin.x, whole.maxX),
                maxY: min(Int(rect.maxY.rounded(.down)) - origin.y, whole.maxY))
            return box.isEmpty ? nil : box
        }
        guard let opaque else {
            return try copy(whole, of: target, blending: blending)
        }
        try copy(opaque, of: target, blending: SDL_BLENDMODE_NONE)
        for part in whole.subtracting(opaque) {
            try copy(part, of: target, blending: blending)
        }
    }

    /// Copies `box` of `target` onto the same pixels of the frame, blended by `blending`.
    private func copy(_ box: PixelBox, of target: RenderTarget, blending: SDL_BlendMode) throws(SDLError) {
        guard SDL_SetTextureBlendMode(target.pointer, blending) == 0 else {
            throw .current("set a layer texture's blending")
        }
        try target.copy(box, toX: box.minX + origin.x, y: box.minY + origin.y)
    }
}
