import CSDL2

extension SDLLibrary {
    /// Puts `text` on the system clipboard (the CLIPBOARD selection under X11), where other
    /// programs paste it from; SDL keeps it while the library runs.
    ///
    /// - Throws: ``SDLError`` when SDL cannot reach a clipboard (no video subsystem, no
    ///   clipboard owner window).
    public func setClipboardText(_ text: String) throws(SDLError) {
        guard SDL_SetClipboardText(text) == 0 else { throw .current("put the text on the clipboard") }
    }
}
