extension Double {
    /// The shortest text that reads back as exactly this number: Swift's `description`
    /// ("0.35", "226.79999999999998", "1e-05"), but whole numbers below 10¹⁵ without ".0"
    /// ("16", "-1", and "-0" for −0). For finite numbers: presets files and Swift export write
    /// other values their own way.
    var shortestText: String {
        if self == rounded(), abs(self) < 1e15 {
            return (sign == .minus ? "-" : "") + String(Int64(abs(self)))
        }
        return description
    }
}
