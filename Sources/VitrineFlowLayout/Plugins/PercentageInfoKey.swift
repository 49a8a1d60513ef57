/// The key under which attributes keep their ``PercentageInfo``.
enum PercentageInfoKey: FlowLayoutAttributeKey {
    static let defaultValue = PercentageInfo.zero
}
