/// A reason why ``AnimatedGIF`` refused a frame.
public enum AnimatedGIFError: Error, Equatable, CustomStringConvertible {
    /// The frame's byte count does not match four bytes per pixel of the canvas.
    case wrongByteCount(expected: Int, actual: Int)

    /// The frame delay is negative.
    case negativeDelay(Int)

    /// The canvas size cannot be stored in a GIF, which allows 1 to 65,535 pixels per side.
    case unsupportedSize(width: Int, height: Int)

    /// A one-line explanation of the error.
    public var description: String {
        switch self {
        case let .wrongByteCount(expected, actual):
            "GIF frame has \(actual) bytes of RGBA but the canvas needs \(expected) "
                + "(4 bytes per pixel)"
        case let .negativeDelay(delay):
            "GIF frame delay must not be negative, got \(delay) centiseconds"
        case let .unsupportedSize(width, height):
            "GIF canvas of \(width)×\(height) pixels is unsupported: "
                + "each side must be 1 to 65535 pixels"
        }
    }
}
