/// The axis a showcase scrolls along, as the seed's `LayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// Items sit side by side and scroll left and right; paths move them up and down.
    case horizontal
    /// Items sit one above the other and scroll up and down; paths move them left and right.
    case vertical
}
