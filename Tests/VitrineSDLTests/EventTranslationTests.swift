import CSDL2
import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineSDL

/// SDL's window events as the rest of Vitrine hears them; no window is needed to translate one.
@Suite("SDL window events translated")
struct EventTranslationTests {
    /// A window event of kind `kind` with its two numbers.
    static func windowEvent(_ kind: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(kind.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }

    // The pointer leaving the window reaches the core, which then knows it is over nothing (an
    // autoplay paused on hover goes on); entering needs no event of its own, the next move says
    // where the pointer is.
    @Test func thePointerLeavingTheWindowIsAnEventAndEnteringIsNot() {
        #expect(EventPump.translate(Self.windowEvent(SDL_WINDOWEVENT_LEAVE)) == .pointerLeft)
        #expect(EventPump.translate(Self.windowEvent(SDL_WINDOWEVENT_ENTER)) == nil)
        let resize = Self.windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 800, 600)
        #expect(EventPump.translate(resize) == .resized(Size(width: 800, height: 600)))
        #expect(EventPump.translate(Self.windowEvent(SDL_WINDOWEVENT_CLOSE)) == .quitRequested)
    }

    // A window at rest draws nothing; these say its pixels must be drawn again anyway.
    @Test func uncoveringResizingOrLosingTexturesLosesTheWindowsContents() {
        for kind in [
            SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED,
            SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED,
        ] {
            #expect(EventPump.losesContents(Self.windowEvent(kind)), "\(kind)")
        }
        for kind in [
            SDL_WINDOWEVENT_ENTER, SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_MOVED,
            SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED,
        ] {
            #expect(!EventPump.losesContents(Self.windowEvent(kind)), "\(kind)")
        }
        for type in [SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET] {
            var event = SDL_Event()
            event.type = type.rawValue
            #expect(EventPump.losesContents(event))
        }
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        #expect(!EventPump.losesContents(motion))
    }
}
