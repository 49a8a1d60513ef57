extension PluginableFlowLayoutAttributes {
    /// The item's visibility percentages. Every attribute a ``PluginableFlowLayout`` hands out
    /// has them; attributes made by hand read ``PercentageInfo/zero`` until
    /// ``PercentageFlowLayoutPlugin`` runs on them.
    public var percentageInfo: PercentageInfo {
        get { self[PercentageInfoKey.self] }
        set { self[PercentageInfoKey.self] = newValue }
    }
}
