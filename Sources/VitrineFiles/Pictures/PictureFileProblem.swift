/// Why a file cannot be shown as a picture, in words for a person: the card shows its name and
/// stderr gets one line with this.
public enum PictureFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Its first bytes are not a PNG, JPEG or WebP signature.
    case notAPicture
    /// The header or the file stops short.
    case truncated
    /// Over ``PictureFileHeader/largestPixelCount`` pixels.
    case tooLarge(width: Int, height: Int)
    /// It could not be read at all: the system's reason (a folder, no permission, a device…).
    case unreadable(String)
    /// The decoder turned it down: its reason.
    case undecodable(String)

    public var description: String {
        switch self {
        case .notAPicture:
            "not a picture (expected PNG, JPEG or WebP)"
        case .truncated:
            "truncated (the file stops before the picture ends)"
        case .tooLarge(let width, let height):
            "too large: \(width) × \(height) pixels is \(Self.megapixels(width * height)) MP, "
                + "the most is \(PictureFileHeader.largestPixelCount / (1024 * 1024)) MP"
        case .unreadable(let reason):
            "unreadable: \(reason)"
        case .undecodable(let reason):
            "could not be decoded: \(reason)"
        }
    }

    /// A few words for a card: "not a picture", "truncated", "too large (72.0 MP)",
    /// "unreadable", "cannot be decoded".
    public var shortDescription: String {
        switch self {
        case .notAPicture: "not a picture"
        case .truncated: "truncated"
        case .tooLarge(let width, let height): "too large (\(Self.megapixels(width * height)) MP)"
        case .unreadable: "unreadable"
        case .undecodable: "cannot be decoded"
        }
    }

    private static func megapixels(_ pixels: Int) -> String {
        let tenths = (pixels * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10)"
    }
}
