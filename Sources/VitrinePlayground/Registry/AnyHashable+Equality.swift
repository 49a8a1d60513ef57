extension AnyHashable {
    /// Whether two values of types only known at run time are equal: both `Hashable`, of one
    /// type, and `==`. Compares existentials such as a configuration's `any PathProtocol`,
    /// whose concrete types (`CircularPath`, `CoverFlowTransform`…) are all `Hashable`.
    static func areEqual(_ first: Any, _ second: Any) -> Bool {
        guard let first = first as? any Hashable, let second = second as? any Hashable else { return false }
        return AnyHashable(first) == AnyHashable(second)
    }
}
