extension PVView {
    /// An item of the active page with what it does there.
    struct LoadedItem {
        /// The item's identifier.
        var identifier: String
        /// The identifier of the item whose node holds this one, or `nil` for the view.
        var container: String?
        /// What the item does on the page.
        var actions: [any PVActionType]
    }
}
