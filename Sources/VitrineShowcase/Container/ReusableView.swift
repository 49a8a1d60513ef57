import VitrineCanvas

/// A view a ``Showcase`` creates once and reconfigures as it scrolls out and back in, as the
/// seed's `ReusableView`.
///
/// A view owns a `Node` that it styles in ``configure(with:)`` (color, corner radius, text,
/// children); the showcase then places it: it sets the node's center, size, transform, opacity
/// and depth for every frame.
///
/// ```swift
/// struct ColorModel: ReusableModel { var color: Color }
///
/// final class ColorView: ReusableView {
///     var node = Node(cornerRadius: 12)
///     init() {}
///     func configure(with model: ColorModel) { node.fillColor = model.color }
/// }
/// ```
public protocol ReusableView: AnyObject {
    /// The model this view shows.
    associatedtype Model: ReusableModel
    /// Creates an unconfigured view.
    init()
    /// The view's node, styled by the view and placed by the showcase.
    var node: Node { get set }
    /// Shows `model`.
    func configure(with model: Model)
}
