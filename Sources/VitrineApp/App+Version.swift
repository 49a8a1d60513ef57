import VitrinePlayground
import VitrineSDL

extension App {
    /// Vitrine's version.
    public static let version = "0.1.0"

    /// What `vitrine --version` prints: Vitrine's version and the SDL it runs on.
    public static var versionDescription: String {
        "\(version) (SDL \(SDLLibrary.linkedVersion))"
    }
}
