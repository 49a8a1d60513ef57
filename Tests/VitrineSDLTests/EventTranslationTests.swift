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
}
