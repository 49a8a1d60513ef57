import CSDL2
import VitrineGeometry

/// An SDL window. Its size is in points, the unit of mouse events and of scene layout; the
/// renderer's output may have more pixels on a HiDPI display.
public final class Window {
    let pointer: OpaquePointer
    /// The library this window needs alive.
    public let library: SDLLibrary
    /// The smallest and largest width and height, in points.
    let sizeLimits: ClosedRange<Int32>
    /// Resize requests from other programs that asked for a size beyond the limits.
    var clampedResizes: [(asked: Size, given: Size)] = []
    /// Whether the window stays unmapped.
    let isHidden: Bool

    /// Opens a window centered on the screen.
    ///
    /// - Parameters:
    ///   - library: SDL, started with its video.
    ///   - title: The window title.
    ///   - size: The size in points.
    ///   - sizeLimits: The smallest and largest width and height, in points, that the window
    ///     manager is told to keep to; `size` and every ``resize(to:)`` are clamped to them.
    ///   - isHidden: Whether the window stays unmapped (for frames rendered with no display).
    public init(
        library: SDLLibrary, title: String, size: Size, sizeLimits: ClosedRange<Int> = 1...16384,
        isHidden: Bool = false
    ) throws(SDLError) {
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= isHidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        if library.videoDriver == "offscreen" { flags |= SDL_WINDOW_OPENGL.rawValue }
        let centered = vitrine_windowpos_centered()
        let limits = Int32(clamping: max(sizeLimits.lowerBound, 1))...Int32(clamping: sizeLimits.upperBound)
        let width = Self.length(size.width, within: limits), height = Self.length(size.height, within: limits)
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw .current("open a \(width)×\(height) window")
        }
        SDL_SetWindowMinimumSize(window, limits.lowerBound, limits.lowerBound)
        SDL_SetWindowMaximumSize(window, limits.upperBound, limits.upperBound)
        self.pointer = window
        self.library = library
        self.sizeLimits = limits
        self.isHidden = isHidden
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

    /// Sets the window's size in points, within its size limits (a size out of them, or not
    /// finite, is clamped to them).
    public func resize(to size: Size) {
        SDL_SetWindowSize(pointer, Self.length(size.width, within: sizeLimits), Self.length(size.height, within: sizeLimits))
    }

    /// `length` rounded to whole points within `limits`; a length that is not a number is
    /// the smallest.
    static func length(_ length: Double, within limits: ClosedRange<Int32>) -> Int32 {
        guard !length.isNaN else { return limits.lowerBound }
        let clamped = min(max(length.rounded(), Double(limits.lowerBound)), Double(limits.upperBound))
        return Int32(clamped)
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
