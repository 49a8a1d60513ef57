extension PluginableFlowLayout {
    /// How far a fling may travel before it rests in the alignment's slot.
    public enum FlickBehavior: Hashable, Sendable, Codable {
        /// The seed's rule: at most one item per gesture. A flick (faster than the threshold)
        /// goes to the next item in its direction, a slow release to the nearer of the two items
        /// around the current offset.
        case oneItem
        /// The slot nearest the fling's projected rest (the proposed offset), among all items, so
        /// a strong flick travels several items. A flick still goes at least as far as
        /// `.oneItem` would in its direction.
        case projected
    }
}
