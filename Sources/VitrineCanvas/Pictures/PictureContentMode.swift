/// How a picture sits in the node that shows it, as `UIView.ContentMode`'s three that a card
/// needs.
public enum PictureContentMode: String, CaseIterable, Hashable, Sendable {
    /// Scaled, keeping its proportions, until it covers the whole node; what overflows is cut
    /// off (`scaleAspectFill`).
    case fill
    /// Scaled, keeping its proportions, until it touches two sides; the node's fill shows around
    /// it (`scaleAspectFit`).
    case fit
    /// At its own size, one pixel a point, centered and cut to the node (`center`).
    case original
}
