/// Types an item's text out character by character: at progress p the node shows the first
/// ⌊p · n⌋ of the text's n characters (all of them from 1 on, none at 0 or below). Not in the
/// seed.
///
/// ```swift
/// PVActionTypewriter(text: "Swipe to begin")
/// ```
public struct PVActionTypewriter: PVActionBasicType {
    /// The whole text.
    public var text: String
    /// Whether the text is typed (`false`) or erased from the end (`true`).
    public var isErasing: Bool
    /// When within the page the typing plays.
    public var parameters: PVParameters

    /// Types `text` out, or erases it when `isErasing`.
    public init(text: String, isErasing: Bool = false, parameters: PVParameters = .default) {
        self.text = text
        self.isErasing = isErasing
        self.parameters = parameters
    }

    /// Shows the part of the text typed at `progress`.
    public func step(_ progress: Double, target: inout PVTarget) {
        let count = text.count
        let typed = isErasing ? 1 - progress : progress
        let shown = typed.isFinite ? Int(min(max(typed, 0), 1) * Double(count)) : 0
        target.node.text = String(text.prefix(shown))
    }

    /// Typing becomes erasing and erasing typing.
    public func reverse(with newParameters: PVParameters) -> PVActionTypewriter {
        PVActionTypewriter(text: text, isErasing: !isErasing, parameters: newParameters)
    }

    /// The same typing with other parameters.
    public func copy(with newParameters: PVParameters = .default) -> PVActionTypewriter {
        PVActionTypewriter(text: text, isErasing: isErasing, parameters: newParameters)
    }
}
