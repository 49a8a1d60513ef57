extension SwiftSource {
    /// `<name>AccessibilityLabel(forItem:)`: what a screen reader says for item `index` (from 0)
    /// of `count`, "Card 1 of 24" for the first (`itemName` "Card" or "Page"), as the window's
    /// inspector shows it, for the developer to set as the item's accessibility label.
    static func accessibilityLabel(name: SwiftName, itemName: String, count: Int) -> String {
        function(
            documentation: "What a screen reader says for item `index` (from 0) of the \(count): \"\(itemName) 1 of "
                + "\(count)\" for the first. Set it as the item's accessibility label when its view is configured "
                + "(a `UIView`'s `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).",
            signature: "func \(name.appending("AccessibilityLabel"))(forItem index: Int) -> String",
            body: [line("\"\(itemName) \\(index + 1) of \(count)\"")])
    }
}
