/// Something an item does as its page plays, as the seed's `PVActionType`: given the page's
/// progress (0 at the page, 1 at the next; below 0 or above 1 while the scroll bounces), it sets
/// the target's state for that progress.
///
/// Conform directly to receive the raw page progress, or to ``PVActionBasicType`` to have it
/// mapped through ``PVParameters`` first.
public protocol PVActionType: Sendable {
    /// Sets `target` to the state at page progress `progress`.
    func update(_ progress: Double, target: inout PVTarget)
}
