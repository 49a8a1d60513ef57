import VitrineGeometry
import VitrineInput
@_spi(Vitrine) import VitrinePlayground

extension App {
    /// The size of a headless run's output in pixels: as wide and as tall as the largest frame
    /// the run asks for, by `--width` and `--height` and by every `resize` of its script.
    ///
    /// The output is made once at this size and each frame is drawn in its top-left corner.
    /// Resizing it instead would leave the offscreen driver's buffer at its first size (frames
    /// made larger were cut off), and each reallocation cost the driver memory it kept.
    static func outputSize(options: RunOptions, script: InputScript?) -> (width: Int, height: Int) {
        var width = options.width, height = options.height
        for entry in script?.entries ?? [] {
            guard case .input(.resized(let size)) = entry.action else { continue }
            let frame = RunOptions.clampedSize(size)
            if frame != size {
                warn("line \(entry.line) of the script: \(resizeWarning(asked: size, given: frame))")
            }
            width = max(width, Int(frame.width))
            height = max(height, Int(frame.height))
        }
        return (width, height)
    }

    /// Says that a size was asked for and another given: "a size of 70000×10 is outside
    /// 1...8192 (whole points); using 8192×10".
    static func resizeWarning(asked: Size, given: Size) -> String {
        let range = RunOptions.sizeRange
        func text(_ length: Double) -> String { length.decimalText(length.rounded() == length ? 0 : 1) }
        return "a size of \(text(asked.width))×\(text(asked.height)) is outside "
            + "\(range.lowerBound)...\(range.upperBound) (whole points); using \(Int(given.width))×\(Int(given.height))"
    }
}
