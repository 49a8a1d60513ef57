import VitrineCanvas
import VitrineGeometry

/// What an action plays on: an item's canvas `Node` (its frame, opacity, colors, corner
/// radius and text) together with the parts of its transform, kept apart so that a move, a
/// turn and a scale of one item add up instead of overwriting each other, as the key paths
/// `transform.translation`, `transform.rotation.x|y|z` and `transform.scale.x|y` do on a
/// `CALayer`.
///
/// ``composedNode(perspectiveDistance:)`` puts it together in one fixed order: the frame first
/// (center and size, in the container's coordinates), then the transform about the center:
/// the node's own transform, the scale, the turns about z, y and x, the perspective, and last
/// the translation.
public struct PVTarget: Sendable {
    /// The node as the item's actions have left it; its `transform` is the base the parts
    /// below are added to.
    public var node: Node
    /// A move on screen after every other part of the transform, in points.
    public var translation: Point
    /// The turn about the horizontal axis, in radians; drawn in perspective.
    public var rotationX: Double
    /// The turn about the vertical axis, in radians; drawn in perspective.
    public var rotationY: Double
    /// The turn in the screen's plane, in radians; positive turns clockwise.
    public var rotationZ: Double
    /// The horizontal scale.
    public var scaleX: Double
    /// The vertical scale.
    public var scaleY: Double
    /// The size of the container the item lives in, against which relative points and sizes
    /// are resolved.
    public var containerSize: Size

    /// Creates a target for `node` in a container of `containerSize`, unmoved, unturned and
    /// unscaled.
    public init(node: Node, containerSize: Size) {
        self.node = node
        self.translation = .zero
        self.rotationX = 0
        self.rotationY = 0
        self.rotationZ = 0
        self.scaleX = 1
        self.scaleY = 1
        self.containerSize = containerSize
    }

    /// The transform about the node's center: base, scale, turns about z, y and x, then the
    /// perspective of an eye `perspectiveDistance` points in front of the node (only when it
    /// turns out of the screen's plane), then the translation.
    public func composedTransform(perspectiveDistance: Double) -> Transform3D {
        var transform = node.transform
        if scaleX != 1 || scaleY != 1 { transform = transform.concatenating(.makeScale(scaleX, scaleY, 1)) }
        if rotationZ != 0 { transform = transform.concatenating(.makeRotation(rotationZ, 0, 0, 1)) }
        if rotationY != 0 { transform = transform.concatenating(.makeRotation(rotationY, 0, 1, 0)) }
        if rotationX != 0 { transform = transform.concatenating(.makeRotation(rotationX, 1, 0, 0)) }
        if rotationX != 0 || rotationY != 0, perspectiveDistance > 0, perspectiveDistance.isFinite {
            transform = transform.concatenating(.perspective(distance: perspectiveDistance))
        }
        if translation != .zero {
            transform = transform.concatenating(.makeTranslation(translation.x, translation.y, 0))
        }
        return transform
    }

    /// The node to draw: ``node`` with ``composedTransform(perspectiveDistance:)``.
    public func composedNode(perspectiveDistance: Double) -> Node {
        var composed = node
        composed.transform = composedTransform(perspectiveDistance: perspectiveDistance)
        return composed
    }
}
