import Testing
import VitrineInput
import VitrineTestSupport

@testable import VitrinePlayground

/// The soak presses every key the playground answers to: each chord of the window's, the
/// scenes', the scrolling's and the panel's lists is in ``SoakKeys``.
@Suite("The soak's keys")
struct SoakKeysTests {
    /// The script names of a chord: with any modifiers (`nil`), the key alone.
    static func name(of chord: KeyChord) -> String {
        chord.key.chordName(with: chord.modifiers ?? [])
    }

    @Test func everyKeyOfThePlaygroundIsPressedByTheSoak() {
        let pressed = Set(SoakKeys.pressed + SoakKeys.quitting + SoakKeys.presetKeys)
        var keys = WindowControl.all.flatMap(\.chords).map(Self.name(of:))
        keys +=
            (ShowcaseScene.controls.map(\.key) + ParallaxScene.controls.map(\.key) + FlowScene.controls.map(\.key)
            + DemoScene.controls.map(\.key)).map(\.name)
        keys += PanelControl.all.flatMap { $0.down + $0.up }.map(\.name)
        keys += [Key.left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .returnKey, .keypadEnter, .backspace, .delete]
            .map(\.name)
        keys += PresetHotkeys.keys.map(\.name) + PresetHotkeys.userPresetKeys.prefix(2).map { $0.chordName(with: .shift) }
        // Ctrl+N writes a Swift file into the working folder and compiles it: a soak pressing it
        // at random would fill its folder and spend its time in the compiler.
        // LiveSwiftEndToEndTests.newSwiftFile presses it.
        keys.removeAll { $0 == "Ctrl+N" }
        for key in keys {
            #expect(pressed.contains(key), "the soak never presses \(key)")
        }
        // And nothing it presses at random quits.
        let quits = WindowControl.all.filter { $0.command == .quit || $0.command == .closeOverlayOrQuit }
            .flatMap(\.chords).map(Self.name(of:))
        #expect(Set(quits) == Set(SoakKeys.quitting))
        #expect(Set(SoakKeys.pressed).isDisjoint(with: quits))
    }
}
