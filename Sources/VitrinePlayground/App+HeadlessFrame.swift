import VitrineGeometry
import VitrineInput

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
            let frame = headlessFrameSize(size)
            if frame != size {
                warn("line \(entry.line) of the script: a headless frame of \(size.width.decimalText(1))"
                     + "×\(size.height.decimalText(1)) is drawn as \(Int(frame.width))×\(Int(frame.height)) "
                     + "(whole pixels, at most \(RunOptions.sizeRange.upperBound))")
            }
            width = max(width, Int(frame.width))
            height = max(height, Int(frame.height))
        }
        return (width, height)
    }

    /// A frame size asked for by a script, in whole pixels from 1 to the largest size
    /// `--width` and `--height` accept.
    static func headlessFrameSize(_ size: Size) -> Size {
        let largest = Double(RunOptions.sizeRange.upperBound)
        return Size(width: min(max(size.width.rounded(), 1), largest), height: min(max(size.height.rounded(), 1), largest))
    }
}
