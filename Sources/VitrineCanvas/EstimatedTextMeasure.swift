/// A measure of text without a font, for code that has none (tests, a core before its host
/// hands it the font): every character has a fixed width by its kind, close to DejaVu Sans's
/// advances and, for most text, a little wider, so that a layout made with it leaves room.
///
/// | characters | width (em) |
/// |---|---|
/// | `m`, `w`, `M`, `W` | 1.0 |
/// | other capitals | 0.76 |
/// | `i j l f t r I . , : ; ' ! \|` and the space | 0.42 |
/// | other small letters and digits | 0.64 |
/// | anything else (`−`, `▸`, `°`, `…`) | 0.84 |
public struct EstimatedTextMeasure: TextMeasuring, Sendable {
    /// The estimate.
    public init() {}

    /// The width in points of the widest line of `text` at `fontSize`.
    public func width(of text: String, fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        var widest = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let ems = line.unicodeScalars.reduce(0.0) { $0 + Self.ems(of: $1) }
            widest = max(widest, ems * fontSize)
        }
        return widest
    }

    /// The width of one character in ems.
    static func ems(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "m", "w", "M", "W": return 1.0
        case "A"..."Z": return scalar == "I" ? 0.42 : 0.76
        case "i", "j", "l", "f", "t", "r", ".", ",", ":", ";", "'", "!", "|", " ": return 0.42
        case "a"..."z", "0"..."9": return 0.64
        default: return 0.84
        }
    }
}
