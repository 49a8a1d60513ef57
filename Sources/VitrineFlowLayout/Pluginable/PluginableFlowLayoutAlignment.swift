/// Where a ``PluginableFlowLayout`` brings items to rest, along the scroll axis.
///
/// A layout without an alignment (`nil`) leaves flings where they would end.
public enum PluginableFlowLayoutAlignment: Hashable, Sendable, Codable {
    /// The item's leading edge rests at the leading section inset (left or top alignment).
    case lineStart
    /// The item's centre rests at the viewport's centre.
    case lineCenter
    /// The item's trailing edge rests at the trailing section inset (right or bottom alignment).
    case lineEnd
}
