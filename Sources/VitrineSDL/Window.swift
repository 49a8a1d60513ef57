import CSDL2
import VitrineGeometry

/// An SDL window. Its size is in points, the unit of mouse events and of scene layout; the
/// renderer's output may have more pixels on a HiDPI display.
public final class Window {
    let pointer: OpaquePointer
    /// The library this window needs alive.
    public let library: SDLLibrary

    /// Opens a window centered on the screen.
    ///
    /// - Parameters:
    ///   - title: The window title.
    ///   - size: The size in points.
    ///   - isHidden: Whether the window stays unmapped (for frames rendered with no display).
    public init(library: SDLLibrary, title: String, size: Size, isHidden: Bool = false) throws(SDLError) {
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= isHidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        if library.videoDriver == "offscreen" { flags |= SDL_WINDOW_OPENGL.rawValue }
        let centered = vitrine_windowpos_centered()
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(size.width), Int32(size.height), flags) else {
            throw .current("open a \(Int(size.width))×\(Int(size.height)) window")
        }
        self.pointer = window
        self.library = library
    }

    deinit {
        SDL_DestroyWindow(pointer)
    }

    /// The window's size in points.
    public var size: Size {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }

    /// Sets the window's size in points.
    public func resize(to size: Size) {
        SDL_SetWindowSize(pointer, Int32(size.width), Int32(size.height))
    }

    /// The window title.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// SDL's id of the window, which its events carry.
    public var id: UInt32 { SDL_GetWindowID(pointer) }

    /// Whether the window can be seen: neither minimized nor hidden (unmapped).
    public var isVisible: Bool {
        let flags = SDL_GetWindowFlags(pointer)
        return flags & (SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue) == 0
    }
}
