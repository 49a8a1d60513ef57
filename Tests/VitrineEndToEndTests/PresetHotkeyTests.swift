import Foundation
import Testing
import VitrineSDL

/// Preset hotkeys in the real binary: a key starts the preset as `--preset` would, and between
/// presets of one scene the card in focus stays in focus.
@Suite("Preset hotkeys from the real binary")
struct PresetHotkeyTests {
    func shot(_ arguments: [String], script: [String]) throws -> Bitmap {
        try CommandRunner.headlessShots(arguments, script: script, at: [500])[0]
    }

    @Test func aHotkeyStartsThePresetAsTheCommandLineDoes() throws {
        // F6 is flow-start; from the demo, pressed at 0 ms, the frame at 500 ms is the one
        // `--preset flow-start` draws at 500 ms.
        let pressed = try shot([], script: ["0 key F6"])
        let started = try shot(["--preset", "flow-start"], script: [])
        // (Compared as Booleans: a failed comparison of bitmaps would print every byte.)
        let sameAsStarted = pressed == started
        #expect(sameAsStarted)
        let demo = try shot([], script: [])
        let sameAsDemo = pressed == demo
        #expect(!sameAsDemo)
    }

    @Test func switchingBetweenFlowPresetsKeepsTheCard() throws {
        // Two Right keys in flow-start put card 4 at the start (cards 2 and 3 come first);
        // F7 (flow-center) keeps card 4, now centred: the frame flow-center shows after the same
        // two Right keys from its first card.
        let switched = try shot(["--preset", "flow-start"], script: ["0 key Right", "40 key Right", "300 key F7"])
        let direct = try shot(["--preset", "flow-center"], script: ["0 key Right", "40 key Right"])
        let same = switched == direct
        #expect(same)
    }
}
