/// What a run of a ``DrawList``'s triangles is drawn with: how its pixels are colored and
/// whether they are blended with what is already there.
///
/// On a software rasterizer (Mesa's llvmpipe) each costs differently per pixel, about 0.9 ns
/// for ``opaque``, 1.6 ns for ``solid``, 2 ns for the atlas sampled ``TextureFilter/nearest``
/// and 3.2 ns sampled ``TextureFilter/smooth`` on this project's machine kind, so a shape is
/// drawn with the cheapest that gives its pixels.
public enum DrawMaterial: Hashable, Sendable {
    /// The vertex colors alone, no texture, every pixel opaque: drawn without blending.
    case opaque
    /// The vertex colors alone, no texture, blended: anti-aliasing fringes and translucent fills.
    case solid
    /// The vertex colors times the atlas sampled with a filter, blended: glyphs and masks.
    case atlas(TextureFilter)
    /// The vertex colors times a picture's texture, numbered by the ``PictureSource`` that gave
    /// it, sampled bilinearly and blended.
    case picture(Int)
    /// ``picture(_:)`` where every texel and every vertex is opaque (the inside of an opaque
    /// picture drawn fully opaque): drawn without blending, which gives the same pixels and
    /// spares llvmpipe reading what is under them.
    case opaquePicture(Int)

    /// The atlas filter the material samples with, or `nil` when it samples no texture.
    public var filter: TextureFilter? {
        switch self {
        case .atlas(let filter): filter
        case .picture, .opaquePicture: .smooth
        case .opaque, .solid: nil
        }
    }

    /// The number of the picture texture the material samples, or `nil` when it samples none.
    public var picture: Int? {
        switch self {
        case .picture(let number), .opaquePicture(let number): number
        case .opaque, .solid, .atlas: nil
        }
    }

    /// Whether pixels are blended with what is under them.
    public var isBlended: Bool {
        switch self {
        case .opaque, .opaquePicture: false
        case .solid, .atlas, .picture: true
        }
    }
}
