import CSDL2

/// SDL's video subsystem plus SDL2_ttf and SDL2_image, initialized for as long as this object
/// lives. Every window, renderer and font holds the library, so it shuts down last.
///
/// SDL runs on the main thread: create and use this object and everything made from it there.
public final class SDLLibrary {
    /// The video driver SDL is using ("x11", "wayland", "offscreen", …), or `nil` without video.
    public let videoDriver: String?

    private let ownsVideo: Bool

    /// Initializes SDL.
    ///
    /// - Parameter videoDriver: The driver to ask for, such as "offscreen" for frames with no
    ///   display; `nil` lets SDL choose. Ignored when SDL's video is already up.
    /// - Parameter video: Whether to start the video subsystem at all; a software renderer on a
    ///   surface needs none.
    public init(videoDriver: String? = nil, video: Bool = true) throws(SDLError) {
        if video {
            if SDL_WasInit(SDL_INIT_VIDEO) == 0, let videoDriver {
                SDL_SetHint(SDL_HINT_VIDEODRIVER, videoDriver)
            }
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw .current("start SDL's video subsystem") }
            ownsVideo = true
            self.videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        } else {
            ownsVideo = false
            self.videoDriver = nil
        }
        guard TTF_Init() == 0 else {
            if ownsVideo { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
            throw .current("start SDL2_ttf")
        }
        // SDL2_image reads and writes PNGs (screenshots, exports); the pictures on cards are
        // decoded by libpng, libjpeg and libwebp directly (`DecodedPicture`).
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
    }

    deinit {
        TTF_Quit()
        if ownsVideo { SDL_QuitSubSystem(SDL_INIT_VIDEO) }
    }

    /// The version of SDL linked at run time, as "2.26.5".
    public static var linkedVersion: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }
}
