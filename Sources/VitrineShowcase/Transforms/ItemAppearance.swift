import VitrineGeometry

/// Everything a transform decides about how one item looks: what a container copies onto the
/// item's node (`transform`, `opacity`, `zPosition`, `isDoubleSided`, `isHidden`).
public struct ItemAppearance: Hashable, Sendable {
    /// The transform about the item's center.
    public var transform: Transform3D
    /// The opacity, 0...1.
    public var opacity: Double
    /// The drawing order among the items: larger values are drawn later, on top.
    public var zPosition: Double
    /// Whether the item is drawn when its transform turns it away from the viewer.
    public var isDoubleSided: Bool
    /// Whether the item is left out of this frame.
    public var isHidden: Bool

    /// Creates an appearance; the defaults are those of a plain ``TransformProtocol``: opaque,
    /// at depth 0, double-sided and shown.
    public init(
        transform: Transform3D = .identity, opacity: Double = 1, zPosition: Double = 0,
        isDoubleSided: Bool = true, isHidden: Bool = false
    ) {
        self.transform = transform
        self.opacity = opacity
        self.zPosition = zPosition
        self.isDoubleSided = isDoubleSided
        self.isHidden = isHidden
    }

    /// An item left out of the frame: identity transform, opacity 0, hidden.
    public static let hidden = ItemAppearance(opacity: 0, isHidden: true)

    /// Whether every number (the sixteen matrix entries, the opacity and the z position) is
    /// finite.
    public var isFinite: Bool {
        opacity.isFinite && zPosition.isFinite && transform.entries.allSatisfy(\.isFinite)
    }

    /// Whether anything of the item shows: not hidden, with some opacity, and its face turned
    /// far enough toward the eye (``showsFace``: single-sided items facing away and items seen
    /// edge-on show nothing).
    public var isVisible: Bool {
        !isHidden && opacity > 0 && showsFace
    }
}
