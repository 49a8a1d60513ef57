import VitrineGeometry

/// Recolors an item's fill or text, blended in `OKLab` so that the colors in between stay as
/// vivid and as light as the ends promise (a blend of sRGB components goes gray or dark in the
/// middle). Not in the seed.
///
/// ```swift
/// PVActionColor(from: Color(hex: 0x3B82F6), to: Color(hex: 0xF97316))
/// ```
public struct PVActionColor: PVActionBasicType {
    /// Which color of the node changes.
    public enum Property: Hashable, Sendable {
        /// The node's fill.
        case fill
        /// The node's text.
        case text
    }

    /// The color at the start.
    public var fromValue: Color
    /// The color at the end.
    public var toValue: Color
    /// Which color changes.
    public var property: Property
    /// When within the page the change plays.
    public var parameters: PVParameters

    /// Changes the `property` color from `from` to `to`.
    public init(from: Color, to: Color, property: Property = .fill, parameters: PVParameters = .default) {
        self.fromValue = from
        self.toValue = to
        self.property = property
        self.parameters = parameters
    }

    /// Sets the color `progress` of the way from ``fromValue`` to ``toValue`` in OKLab.
    public func step(_ progress: Double, target: inout PVTarget) {
        let color = fromValue.interpolated(to: toValue, fraction: progress)
        switch property {
        case .fill: target.node.fillColor = color
        case .text: target.node.textColor = color
        }
    }

    /// The change from ``toValue`` back to ``fromValue``.
    public func reverse(with newParameters: PVParameters) -> PVActionColor {
        PVActionColor(from: toValue, to: fromValue, property: property, parameters: newParameters)
    }

    /// The same change with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionColor {
        PVActionColor(from: fromValue, to: toValue, property: property, parameters: newParameters)
    }

    /// A change of the same color that starts where this one ends.
    public func continueColor(to value: Color, newParameters: PVParameters = .default) -> PVActionColor {
        PVActionColor(from: toValue, to: value, property: property, parameters: newParameters)
    }
}
