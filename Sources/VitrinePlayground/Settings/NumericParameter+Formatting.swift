extension NumericParameter {
    /// The value as the panel shows it: "0.80", "0.79 (45°)", "none".
    func formattedValue(of root: Root) -> String {
        guard let value = read(root) else { return "none" }
        switch unit {
        case .number: return Self.format(value)
        case .angle: return Self.format(value) + " (" + Self.format(value * 180 / .pi, decimals: 0) + "°)"
        }
    }

    /// A number with `decimals` decimals and no trailing "-0": "0.80", "-1.00", "45".
    static func format(_ value: Double, decimals: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let magnitude = abs(rounded)
        let whole = Int(magnitude.rounded(.down))
        var text = String(whole)
        if decimals > 0 {
            let fraction = Int(((magnitude - Double(whole)) * scale).rounded())
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: max(decimals - digits.count, 0)) + digits
        }
        return (rounded < 0 ? "-" : "") + text
    }
}
