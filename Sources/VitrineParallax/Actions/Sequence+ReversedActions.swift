extension Sequence where Element: PVActionBasicType {
    /// Every action reversed with `newParameters`, in the same order, as the seed's
    /// `reversedActions(with:)`: the actions that bring a page's items in, played out.
    ///
    /// ```swift
    /// let leave = enter.reversedActions(with: try PVParameters(startOffset: 0.5))
    /// ```
    public func reversedActions(with newParameters: PVParameters = .default) -> [Element] {
        map { $0.reverse(with: newParameters) }
    }
}

extension Sequence where Element == any PVActionBasicType {
    /// Every action of a mixed list reversed with `newParameters`, in the same order.
    public func reversedActions(with newParameters: PVParameters = .default) -> [any PVActionBasicType] {
        map { $0.reverse(with: newParameters) }
    }
}
