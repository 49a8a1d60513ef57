/// The direction content scrolls in.
public enum ScrollAxis: Hashable, Sendable {
    /// Left and right: the offset grows as content moves left.
    case horizontal
    /// Up and down: the offset grows as content moves up.
    case vertical
}
