extension PluginableFlowLayout {
    /// Whether the layout pads the scrollable range so that every item can reach its slot.
    ///
    /// On iOS a collection view's `contentInset` decides how far content scrolls past its ends;
    /// the seed leaves it at zero, so under `.lineCenter` or `.lineEnd` the first items, and
    /// under `.lineStart` or `.lineCenter` the last ones, can never rest in their slot. This
    /// layout computes the inset its alignment needs (``PluginableFlowLayout/adjustedContentInset``),
    /// like CSS `scroll-padding`.
    public enum ContentInsetAdjustment: Hashable, Sendable, Codable {
        /// Scroll from the first item's slot to the last item's, padding (or trimming) the
        /// content's ends along the scroll axis (nothing changes without an alignment). The
        /// default.
        case alignment
        /// No padding: offsets run from 0 to `contentLength − viewportLength`, as in the seed
        /// with UIKit's default `contentInset` of zero, and slots beyond the ends are clamped.
        case never
    }
}
