/// One item of a ``PVView``: anything with an identifier, as the seed's `PVItemType`. Items
/// with the same identifier on several pages are the same node, carried from page to page.
///
/// ```swift
/// enum Item: String, PVItemType {
///     case title, card
///     var identifier: String { rawValue }
/// }
/// ```
public protocol PVItemType {
    /// The item's identity: its node is made once per identifier and kept until a reload.
    var identifier: String { get }
}
