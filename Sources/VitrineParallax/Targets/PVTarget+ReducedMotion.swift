import Foundation
import VitrineCanvas
import VitrineGeometry

extension PVTarget {
    /// The node to draw for a person who prefers reduced motion: the item stays flat and
    /// fades where it would turn.
    ///
    /// The transform is the scale, by the magnitudes of ``scaleX`` and ``scaleY`` (a flip by a
    /// negative scale is left out), then the ``translation``; the node's own transform stays
    /// only where it is flat (`Transform3D.isFlat`). A turn about z is left out; turns about x
    /// and y become a fade: the opacity is multiplied by |cos ``rotationX``| · |cos
    /// ``rotationY``|, the share of its face the turn would show, so a flip about y fades the
    /// item out and in again (at a quarter turn it is gone) instead of turning it.
    public func reducedMotionNode() -> Node {
        var reduced = node
        var transform = node.transform.isFlat ? node.transform : .identity
        if scaleX != 1 || scaleY != 1 { transform = transform.concatenating(.makeScale(abs(scaleX), abs(scaleY), 1)) }
        if translation != .zero {
            transform = transform.concatenating(.makeTranslation(translation.x, translation.y, 0))
        }
        reduced.transform = transform
        reduced.opacity = node.opacity * reducedMotionFade
        return reduced
    }

    /// The share of the item's face its turns about x and y would show: |cos ``rotationX``| ·
    /// |cos ``rotationY``|, 1 without them.
    public var reducedMotionFade: Double {
        let fade = abs(cos(rotationX)) * abs(cos(rotationY))
        return fade.isFinite ? min(fade, 1) : 1
    }
}
