/// One of the three values of a ``PercentageInfo``, for plugins that let their user choose.
public enum PercentageKind: Hashable, Sendable, Codable {
    /// ``PercentageInfo/collectionVisibility``.
    case collectionVisibility
    /// ``PercentageInfo/idealFrameVisibility``.
    case idealFrameVisibility
    /// ``PercentageInfo/idealFrameAndCollectionVisibility``.
    case idealFrameAndCollectionVisibility

    /// This value of `info`.
    public func value(in info: PercentageInfo) -> Double {
        switch self {
        case .collectionVisibility: info.collectionVisibility
        case .idealFrameVisibility: info.idealFrameVisibility
        case .idealFrameAndCollectionVisibility: info.idealFrameAndCollectionVisibility
        }
    }
}
