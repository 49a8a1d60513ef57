extension Double {
    /// The number with `decimals` decimals (0 to 6) and never "-0": "0.80", "-1.00", "45". The
    /// panel's and the overlays' formatting, shared with the host's messages: `@_spi(Vitrine)`.
    @_spi(Vitrine) public func decimalText(_ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<min(max(decimals, 0), 6) { scale *= 10 }
        guard isFinite, abs(self) * scale < 9e15 else { return String(self) }
        let rounded = (self * scale).rounded() / scale
        let magnitude = abs(rounded)
        let whole = magnitude.rounded(.down)
        var text = String(Int(whole))
        if scale > 1 {
            let digits = String(Int(((magnitude - whole) * scale).rounded()))
            text += "." + String(repeating: "0", count: max(decimals - digits.count, 0)) + digits
        }
        return (rounded < 0 ? "-" : "") + text
    }
}
