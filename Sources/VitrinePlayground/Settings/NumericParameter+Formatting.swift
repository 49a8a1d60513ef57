extension NumericParameter {
    /// The value as the panel shows it: "0.80", "0.79 (45°)", "none".
    func formattedValue(of root: Root) -> String {
        guard let value = read(root) else { return "none" }
        switch unit {
        case .number: return value.decimalText(2)
        case .count: return value.decimalText(0)
        case .angle: return value.decimalText(2) + " (" + (value * 180 / .pi).decimalText(0) + "°)"
        }
    }
}
