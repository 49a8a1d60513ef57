import CSDL2
import VitrineCanvas
import VitrineGeometry

/// An SDL renderer that draws `DrawList`s, on a window or, with no display at all, on a
/// surface in memory.
public final class Renderer {
    let pointer: OpaquePointer
    /// The window drawn on, or `nil` for a renderer on a surface.
    public let window: Window?
    private let surface: Surface?
    /// The library this renderer needs alive.
    public let library: SDLLibrary
    /// SDL's name of the driver: "opengl", "opengles2", "software", …
    public let name: String
    /// Whether presenting waits for the display's vertical sync.
    public let hasVSync: Bool
    /// Why the preferred renderer could not be used, when a fallback was taken.
    public let fallbackReason: String?
    /// How many textures made by this renderer are alive; a leak shows here (`--check` and the
    /// tests read it).
    @_spi(Vitrine) public internal(set) var liveTextures = 0

    /// Creates a renderer for `window`: hardware-accelerated with vsync when it can be, else
    /// accelerated without vsync, else SDL's software renderer.
    ///
    /// - Parameters:
    ///   - window: The window it draws into.
    ///   - vsync: Whether to ask for vertical sync.
    ///   - software: Skip the accelerated renderer (for tests of the fallback, or by choice).
    public init(window: Window, vsync: Bool, software: Bool = false) throws(SDLError) {
        var attempts: [(flags: UInt32, label: String)] = []
        if !software {
            if vsync {
                attempts.append(
                    (
                        SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue,
                        "an accelerated renderer with vsync"
                    ))
            }
            attempts.append((SDL_RENDERER_ACCELERATED.rawValue, "an accelerated renderer"))
        }
        attempts.append((SDL_RENDERER_SOFTWARE.rawValue, "the software renderer"))
        // Chosen, the software renderer shows its frames through the window system's own
        // framebuffer: by default SDL would draw them with OpenGL, loading Mesa and its LLVM.
        if software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }

        var failures: [String] = []
        var created: OpaquePointer?
        // An X error while SDL probes OpenGL would end the process (see vitrine_ignore_x_errors).
        let isX11 = window.library.videoDriver == "x11"
        let previousHandler = isX11 ? vitrine_ignore_x_errors() : nil
        defer { if isX11 { vitrine_restore_x_errors(previousHandler) } }
        for attempt in attempts {
            if let renderer = SDL_CreateRenderer(window.pointer, -1, attempt.flags) {
                created = renderer
                break
            }
            failures.append(SDLError.current("create \(attempt.label)").description)
        }
        guard let created else {
            throw SDLError(operation: "create any renderer", message: failures.joined(separator: "; "))
        }
        self.pointer = created
        self.window = window
        self.surface = nil
        self.library = window.library
        let info = Self.info(created)
        self.name = info.name
        self.hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        self.fallbackReason = failures.isEmpty ? nil : failures.joined(separator: "; ")
        SDL_SetRenderDrawBlendMode(created, SDL_BLENDMODE_BLEND)
        // An OpenGL renderer may have made SDL replace the window's X window.
        window.redirectResizes()
    }

    /// Creates SDL's software renderer drawing into a surface of `width` × `height` pixels: no
    /// window, no display, no GPU.
    public init(library: SDLLibrary, surfaceWidth width: Int, height: Int) throws(SDLError) {
        let surface = try Surface(width: width, height: height)
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw .current("create a software renderer on a \(width)×\(height) surface")
        }
        self.pointer = renderer
        self.window = nil
        self.surface = surface
        self.library = library
        self.name = Self.info(renderer).name
        self.hasVSync = false
        self.fallbackReason = nil
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(pointer)
    }

    private static func info(_ renderer: OpaquePointer) -> (name: String, flags: UInt32) {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return ("unknown", 0) }
        return (String(cString: name), info.flags)
    }

    /// Whether this is SDL's software renderer.
    public var isSoftware: Bool { name == "software" }

    /// The name the OpenGL driver gives itself ("llvmpipe (LLVM 15.0.6, 256 bits)", a GPU's
    /// model), or `nil` where SDL draws without OpenGL.
    public var openGLDriver: String? {
        guard name.hasPrefix("opengl"), let driver = vitrine_gl_renderer() else { return nil }
        return String(cString: driver)
    }

    /// Whether OpenGL draws on the CPU (Mesa's llvmpipe, softpipe or swrast) rather than a GPU.
    public var drawsOnTheCPU: Bool {
        guard let driver = openGLDriver?.lowercased() else { return isSoftware }
        return ["llvmpipe", "softpipe", "swrast"].contains { driver.contains($0) }
    }

    /// The size of what the renderer draws on, in pixels; more than the window's size in points
    /// on a HiDPI display.
    public var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Fills the whole output with `color`.
    public func clear(to color: Color) {
        let c = color.rgba8
        SDL_SetRenderDrawColor(pointer, c.red, c.green, c.blue, c.alpha)
        SDL_RenderClear(pointer)
    }

    /// Makes what was drawn since the last call visible.
    public func present() {
        SDL_RenderPresent(pointer)
    }
}

extension Renderer {
    /// Calls `body` with the underlying `SDL_Renderer` pointer, for drawing with another SDL
    /// library (the benchmark compares against SDL2_gfx this way). The pointer is only valid
    /// during the call; do not destroy it.
    public func withUnsafeSDLRenderer<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try body(pointer)
    }
}
