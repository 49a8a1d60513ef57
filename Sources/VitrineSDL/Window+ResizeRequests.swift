import CSDL2
import VitrineGeometry

extension Window {
    /// Asks X to send other programs' resize requests here, to be carried out within the
    /// window's size limits (see ``applyResizeRequest(_:)``), when no window manager enforces
    /// them. Called once a renderer exists: SDL makes a new X window when an OpenGL renderer
    /// needs one, and the request must be made of the window that shows.
    func redirectResizes() {
        guard !isHidden, library.videoDriver == "x11", vitrine_redirect_resizes(pointer) == 1 else { return }
        _ = SDL_EventState(SDL_SYSWMEVENT.rawValue, Int32(SDL_ENABLE))
    }

    /// Carries out a resize request from another program that X sent here instead, with each
    /// side clamped to the window's size limits. Returns whether `message` was such a request.
    func applyResizeRequest(_ message: UnsafeMutablePointer<SDL_SysWMmsg>?) -> Bool {
        var askedWidth: Int32 = 0, askedHeight: Int32 = 0
        guard vitrine_resize_request(message, &askedWidth, &askedHeight) == 1 else { return false }
        let asked = Size(width: Double(askedWidth), height: Double(askedHeight))
        let width = Self.length(asked.width, within: sizeLimits), height = Self.length(asked.height, within: sizeLimits)
        vitrine_answer_resize_request(message, width, height)
        let given = Size(width: Double(width), height: Double(height))
        if given != asked { clampedResizes.append((asked, given)) }
        return true
    }

    /// The resize requests from other programs (xdotool, with no window manager) that asked for
    /// a size beyond the window's limits since the last call, with the size given instead.
    public func takeClampedResizes() -> [(asked: Size, given: Size)] {
        defer { clampedResizes = [] }
        return clampedResizes
    }
}
