import CSDL2

/// A failure reported by SDL, SDL2_ttf or SDL2_image: what Vitrine was doing and what the library
/// said (`SDL_GetError()`).
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What Vitrine was trying to do, such as "create the renderer".
    public var operation: String
    /// The library's own message.
    public var message: String

    /// Creates an error from an operation and a message.
    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// The error SDL reports now for `operation`; clears SDL's error afterwards.
    static func current(_ operation: String) -> SDLError {
        let message = String(cString: SDL_GetError())
        SDL_ClearError()
        return SDLError(operation: operation, message: message.isEmpty ? "unknown error" : message)
    }

    /// One line: `could not <operation>: <message>`.
    public var description: String { "could not \(operation): \(message)" }
}
