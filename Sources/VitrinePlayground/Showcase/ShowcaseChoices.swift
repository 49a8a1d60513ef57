import VitrineGeometry
import VitrineShowcase

/// What the Showcase scene's keys cycle through: paths, transforms (flat ones and the 3-D
/// family), and the card size for a viewport.
enum ShowcaseChoices {
    /// The paths, in the order P cycles them.
    static let paths: [(name: String, path: any PathProtocol)] = [
        ("straight", DefaultPath()),
        ("circle", CircularPath()),
        ("wave", WavePath()),
        ("linear", LinearPath()),
        ("V", LinearPath(normalizedInversePosition: 0)),
    ]

    /// The transforms, in the order T cycles them; `nil` is none.
    static let transforms: [(name: String, transform: (any TransformProtocol)?)] = [
        ("flat", nil),
        ("rotate", TransformRotate()),
        ("scale", TransformScale()),
        ("scale + rotate", TransformScaleRotate()),
        ("fade", TransformFade()),
        ("coverflow", CoverFlowTransform()),
        ("cylinder", CylinderTransform()),
        ("inverted cylinder", CylinderTransform(inverted: true)),
        ("rotary", RotaryTransform()),
        ("wheel", WheelTransform()),
        ("time machine", TimeMachineTransform()),
    ]

    /// A card size that fits the viewport across the axis.
    static func itemSize(for viewport: Size, direction: LayoutDirection) -> Size {
        let across = direction == .horizontal ? viewport.height : viewport.width
        let side = max(min(across * 0.42, 320), 40)
        return direction == .horizontal ? Size(width: side * 0.75, height: side) : Size(width: side, height: side * 0.75)
    }

    /// The layout for a choice of path and transform.
    static func layout(path: Int, transform: Int, direction: LayoutDirection, viewport: Size) -> Layout {
        Layout(direction: direction, itemSize: itemSize(for: viewport, direction: direction), lineSpacing: 16,
               path: paths[path % paths.count].path, transform: transforms[transform % transforms.count].transform)
    }

    /// The index of the first entry whose path has the type of `path` (0 if none has).
    static func pathIndex(of path: any PathProtocol) -> Int {
        paths.firstIndex { type(of: $0.path) == type(of: path) } ?? 0
    }

    /// The index of the first entry whose transform has the type of `transform` (0, none, for
    /// `nil` or a type not listed).
    static func transformIndex(of transform: (any TransformProtocol)?) -> Int {
        guard let transform else { return 0 }
        return transforms.firstIndex { $0.transform.map { type(of: $0) == type(of: transform) } ?? false } ?? 0
    }

    /// A path's type name, for the status line.
    static func pathName(_ path: any PathProtocol) -> String {
        String(describing: type(of: path))
    }

    /// A transform's type name (or "no transform"), for the status line.
    static func transformName(_ transform: (any TransformProtocol)?) -> String {
        transform.map { String(describing: type(of: $0)) } ?? "no transform"
    }
}
