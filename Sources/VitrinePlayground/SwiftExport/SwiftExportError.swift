/// Why a scene could not be written as Swift.
enum SwiftExportError: Error, Equatable, CustomStringConvertible {
    /// The scene is not made with the library (the demo).
    case noLibraryCode(sceneName: String)
    /// The configuration holds a value whose type Swift export does not know how to write.
    case unknownValue(String)

    /// One line saying what is wrong and what to do.
    var description: String {
        switch self {
        case .noLibraryCode(let scene):
            "the \(scene.lowercased()) is drawn by the playground itself: no library code to write as Swift "
                + "(Showcase, Flow and Parallax presets have some)"
        case .unknownValue(let what):
            "\(what) cannot be written as Swift yet"
        }
    }
}
