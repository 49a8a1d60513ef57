import CSDL2
import VitrineCanvas
import VitrineGeometry

/// One texture holding every glyph drawn so far, each rasterized once with SDL2_ttf, plus a
/// block of white texels that shapes sample, so that a frame's shapes and text are drawn in a
/// single call.
///
/// When the texture has no room left for a new glyph, the glyph is skipped for that frame and
/// the atlas starts afresh at the next ``beginFrame()``.
public final class GlyphAtlas: GlyphProvider {
    /// The texture shapes and glyphs sample.
    public let texture: Texture
    /// The font glyphs are rasterized from.
    public let fontFile: FontFile
    /// How many glyph images have been rasterized since the atlas was made; each (scalar, size)
    /// pair is rasterized once unless the atlas had to start afresh.
    public private(set) var rasterizedGlyphs = 0

    private var packer: ShelfPacker
    private var fonts: [Int: Font] = [:]
    private var glyphs: [GlyphKey: Glyph?] = [:]
    private var isFull = false
    private var white = TextureCoordinate.zero

    /// A place for a `width` × `height` image, or `nil` (marking the atlas full) when none is left.
    func reserve(width: Int, height: Int) -> (x: Int, y: Int)? {
        guard let spot = packer.insert(width: width, height: height) else {
            isFull = true
            return nil
        }
        rasterizedGlyphs += 1
        return spot
    }

    private struct GlyphKey: Hashable {
        var scalar: Unicode.Scalar
        var pixelSize: Int
    }

    /// Makes an atlas of `size` × `size` texels for glyphs of `fontFile`.
    public init(renderer: Renderer, fontFile: FontFile, size: Int = 1024) throws(SDLError) {
        self.texture = try Texture(renderer: renderer, width: size, height: size)
        self.fontFile = fontFile
        self.packer = ShelfPacker(width: size, height: size)
        try clear()
    }

    /// Call once per frame before building the frame's draw list: starts the atlas afresh if it
    /// ran out of room during the previous frame.
    public func beginFrame() throws(SDLError) {
        if isFull { try clear() }
    }

    private func clear() throws(SDLError) {
        packer.removeAll()
        glyphs.removeAll()
        isFull = false
        try texture.replace(x: 0, y: 0, width: texture.width, height: texture.height,
                            with: [UInt8](repeating: 0, count: texture.width * texture.height * 4))
        let side = 4
        guard let spot = packer.insert(width: side, height: side) else {
            throw SDLError(operation: "make the glyph atlas", message: "a \(texture.width)-texel atlas is too small")
        }
        try texture.replace(x: spot.x, y: spot.y, width: side, height: side,
                            with: [UInt8](repeating: 255, count: side * side * 4))
        white = TextureCoordinate(u: Float(Double(spot.x) + Double(side) / 2) / Float(texture.width),
                                  v: Float(Double(spot.y) + Double(side) / 2) / Float(texture.height))
    }

    public var whiteTexel: TextureCoordinate { white }

    private func font(pixelSize: Int) -> Font? {
        if let font = fonts[pixelSize] { return font }
        guard let font = try? Font(file: fontFile, pixelSize: pixelSize) else { return nil }
        fonts[pixelSize] = font
        return font
    }

    public func lineMetrics(pixelSize: Int) -> LineMetrics? {
        guard let font = font(pixelSize: pixelSize) else { return nil }
        return LineMetrics(ascent: Double(font.ascent), descent: Double(-font.descent),
                           lineHeight: Double(font.lineSkip))
    }

    public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar, pixelSize: Int) -> Double {
        guard let font = font(pixelSize: pixelSize) else { return 0 }
        return Double(TTF_GetFontKerningSizeGlyphs32(font.pointer, left.value, right.value))
    }

    public func glyph(for scalar: Unicode.Scalar, pixelSize: Int) -> Glyph? {
        let key = GlyphKey(scalar: scalar, pixelSize: pixelSize)
        if let known = glyphs[key] { return known }
        guard !isFull, let font = font(pixelSize: pixelSize) else { return nil }
        let made = rasterize(scalar, font: font)
        if made != nil || !isFull { glyphs[key] = made }
        return made
    }
}
