import CSDL2
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry

/// One atlas of every glyph and rounded-rectangle mask drawn so far, each rasterized once, so
/// that a frame's text and masked shapes share one texture (tessellated shapes sample none).
///
/// The atlas lives in two SDL textures with the same texels: one sampled nearest (masks and
/// glyphs drawn texel for pixel: the cheapest way to draw), one bilinear (glyphs turned, scaled
/// or tilted).
///
/// A mask is made for a small shape (see ``largestMaskShare``), one of the first
/// ``masksPerFrame`` distinct masks a frame asks for. Which shapes get masks depends on the
/// frame alone, so a frame draws the same pixels whatever came before it. When an image finds
/// no room beside earlier frames' images, ``isRestartNeeded`` says to ``restart()`` and build
/// the frame again; when a frame's own images do not fit, what does not fit is skipped (text)
/// or tessellated (shapes), and the atlas starts afresh at the next ``beginFrame()``.
///
/// The rules are VitrineCanvas's, free of SDL: an `AtlasBudget` says where each image goes,
/// which masks are made and when to start afresh, and a `CappedCache` keeps the kerning pairs.
/// This class rasterizes and uploads, from one face of the font set to each size in turn.
public final class Atlas: TextureAtlas {
    /// The texture sampled texel for pixel.
    public let nearestTexture: Texture
    /// The same texels, sampled bilinearly.
    public let smoothTexture: Texture
    /// The font glyphs are rasterized from.
    public let fontFile: FontFile
    /// How many glyph images have been rasterized since the atlas was made; each (scalar, size)
    /// pair is rasterized once unless the atlas had to start afresh. For `--profile` and the
    /// tests.
    @_spi(Vitrine) public private(set) var rasterizedGlyphs = 0
    /// How many masks have been rasterized since the atlas was made. For `--profile` and the tests.
    @_spi(Vitrine) public internal(set) var rasterizedMasks = 0
    /// How many times the atlas has started afresh because it was full (or masks reached the
    /// glyphs' reserve); each restart rasterizes again what is drawn after it.
    public private(set) var restarts = 0
    /// The most distinct masks one frame draws (see `AtlasBudget/masksPerFrame`).
    public var masksPerFrame: Int {
        get { budget.masksPerFrame }
        set { budget.masksPerFrame = newValue }
    }
    /// Whether an image found no room while the atlas held images of earlier frames: call
    /// ``restart()`` and build the frame again (see `AtlasBudget/isRestartNeeded`).
    public var isRestartNeeded: Bool { budget.isRestartNeeded }
    /// Whether a mask found no room beside earlier frames' masks: call ``restartMasks()`` and
    /// build the frame again (see `AtlasBudget/isMaskRestartNeeded`).
    public var isMaskRestartNeeded: Bool { budget.isMaskRestartNeeded }
    /// How many times the masks started afresh, the glyphs kept, because masks of ever-new
    /// sizes filled their rows.
    public private(set) var maskRestarts = 0
    /// A number that changes whenever regions handed out before may no longer hold: at each
    /// ``restart()`` and each ``restartMasks()``. Draw lists kept from frame to frame (such as
    /// a `RetainedDrawList`) are made again when it changes.
    public var regionGeneration: Int { restarts &+ maskRestarts }
    /// The share of the atlas's rows that masks leave to glyphs (see `AtlasBudget/glyphReserve`).
    public static let glyphReserve = AtlasBudget.glyphReserve
    /// The largest mask as a share of the atlas's texels (see `AtlasBudget/largestMaskShare`).
    public static let largestMaskShare = AtlasBudget.largestMaskShare

    /// Where images go, which masks are made, and when the atlas starts afresh.
    var budget: AtlasBudget
    /// The font glyphs are rasterized from, opened when first needed and set to each size as
    /// it is asked for.
    var openFont: Font?
    private var glyphs: [GlyphKey: Glyph?] = [:]
    var masks: [RoundedRectMask: TextureRegion] = [:]
    /// The masks handed out in this epoch, found again without hashing.
    var recentMasks = RecentMaskRegions()
    /// Starts anew with each frame and each time the atlas starts afresh: a region remembered
    /// in ``recentMasks`` holds only in the epoch it was handed out in.
    var maskEpoch = 0

    /// Line metrics by size (at most one entry a size, 256 in all).
    var lineMetricsBySize: [Int: LineMetrics] = [:]
    /// Kerning by pair and size, as FreeType gave it.
    var kernings = CappedCache<KerningKey, Double>(capacity: AtlasBudget.maximumKernings)

    struct KerningKey: Hashable {
        var left: Unicode.Scalar
        var right: Unicode.Scalar
        var pixelSize: Int
    }

    private struct GlyphKey: Hashable {
        var scalar: Unicode.Scalar
        var pixelSize: Int
    }

    /// Makes an atlas of `size` × `size` texels for glyphs of `fontFile` and masks.
    public init(renderer: Renderer, fontFile: FontFile, size: Int = 1024) throws(SDLError) {
        self.nearestTexture = try Texture(renderer: renderer, width: size, height: size, smooth: false)
        self.smoothTexture = try Texture(renderer: renderer, width: size, height: size, smooth: true)
        self.fontFile = fontFile
        self.budget = AtlasBudget(side: size)
        clear()
    }

    /// The texture to draw a command with.
    public func texture(for filter: TextureFilter?) -> Texture {
        filter == .smooth ? smoothTexture : nearestTexture
    }

    /// Call once per frame before building the frame's draw list: starts the atlas afresh if it
    /// ran out of room before, and renews the masks the frame may ask for.
    public func beginFrame() throws(SDLError) {
        startFrame()
    }

    /// Starts a frame (see ``beginFrame()``).
    func startFrame() {
        maskEpoch += 1
        if budget.beginFrame() {
            restart()
        } else if budget.isMaskRestartNeeded {
            restartMasks()
        }
    }

    /// Starts the atlas afresh: every glyph and mask is rasterized again when next asked for.
    /// Regions handed out before are no longer valid; build the frame's draw list again.
    public func restart() {
        restarts += 1
        clear()
    }

    /// Forgets every mask, keeping the glyphs: each mask is rasterized again when next asked
    /// for. Regions handed out for masks before are no longer valid; build the frame's draw
    /// list again.
    public func restartMasks() {
        maskRestarts += 1
        budget.removeMasks()
        masks.removeAll()
        maskEpoch += 1
    }

    /// Empties the atlas. The texels stay as they are: every image is uploaded with the
    /// transparent texel of padding around it that bilinear sampling reads, so nothing left
    /// over from before shows.
    private func clear() {
        budget.removeAll()
        glyphs.removeAll()
        masks.removeAll()
        maskEpoch += 1
    }

    /// Writes a `width` × `height` RGBA image at `(x, y)` into both textures, framed by the
    /// packer's padding: one transparent texel on every side.
    func upload(x: Int, y: Int, width: Int, height: Int, rgba: [UInt8]) throws(SDLError) {
        let padding = budget.packer.padding
        let framedWidth = width + 2 * padding, framedHeight = height + 2 * padding
        var framed = [UInt8](repeating: 0, count: framedWidth * framedHeight * 4)
        for row in 0..<height {
            let source = row * width * 4, target = ((row + padding) * framedWidth + padding) * 4
            framed[target..<(target + width * 4)] = rgba[source..<(source + width * 4)]
        }
        try replace(x: x - padding, y: y - padding, width: framedWidth, height: framedHeight, with: framed)
    }

    /// Writes a `width` × `height` mask at `(x, y)` into both textures, white with `coverage` as
    /// its alpha, framed as ``upload(x:y:width:height:rgba:)`` frames an image, in one pass.
    func upload(x: Int, y: Int, width: Int, height: Int, coverage: [UInt8]) throws(SDLError) {
        let padding = budget.packer.padding
        let framedWidth = width + 2 * padding, framedHeight = height + 2 * padding
        var framed = [UInt8](repeating: 0, count: framedWidth * framedHeight * 4)
        framed.withUnsafeMutableBufferPointer { framed in
            coverage.withUnsafeBufferPointer { coverage in
                for row in 0..<height {
                    var target = ((row + padding) * framedWidth + padding) * 4
                    for alpha in coverage[(row * width)..<(row * width + width)] {
                        framed[target] = 255
                        framed[target + 1] = 255
                        framed[target + 2] = 255
                        framed[target + 3] = alpha
                        target += 4
                    }
                }
            }
        }
        try replace(x: x - padding, y: y - padding, width: framedWidth, height: framedHeight, with: framed)
    }

    /// Writes framed texels into both textures.
    private func replace(x: Int, y: Int, width: Int, height: Int, with framed: [UInt8]) throws(SDLError) {
        try nearestTexture.replace(x: x, y: y, width: width, height: height, with: framed)
        try smoothTexture.replace(x: x, y: y, width: width, height: height, with: framed)
    }

    /// The region of the atlas from texel `(x, y)` spanning `width` × `height` texels.
    func region(x: Int, y: Int, width: Int, height: Int) -> TextureRegion {
        let side = Float(nearestTexture.width)
        return TextureRegion(
            topLeft: TextureCoordinate(u: Float(x) / side, v: Float(y) / side),
            bottomRight: TextureCoordinate(u: Float(x + width) / side, v: Float(y + height) / side))
    }

    /// The glyph at `pixelSize`, rasterized into the atlas the first time it is asked for.
    public func glyph(for scalar: Unicode.Scalar, pixelSize: Int) -> Glyph? {
        let key = GlyphKey(scalar: scalar, pixelSize: pixelSize)
        if let known = glyphs[key] { return known }
        guard !budget.isFull, let font = font(pixelSize: pixelSize) else { return nil }
        let made = rasterize(scalar, font: font)
        if made != nil || !budget.isFull {
            glyphs[key] = made
            if made?.bounds.isEmpty == false { rasterizedGlyphs += 1 }
        }
        return made
    }
}
