/// Measures how wide a line of text is drawn, without drawing it: what a layout needs to place
/// labels side by side without one running into the next.
///
/// The host measures with the font it draws with (``GlyphTextMeasure``); code without a font,
/// such as a test, uses ``EstimatedTextMeasure``.
///
/// ```swift
/// let measure: any TextMeasuring = EstimatedTextMeasure()
/// let width = measure.width(of: "normalizedRadius", fontSize: 14)
/// let label = measure.fitting("transformScale.normalizedMinimumScale", fontSize: 14, in: 160)
/// ```
public protocol TextMeasuring {
    /// The width in points of `text` drawn at `fontSize` points: its widest line when it holds
    /// newlines; 0 for empty text.
    func width(of text: String, fontSize: Double) -> Double
}
