import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

@Suite("Preset hotkeys and focus")
struct PresetHotkeysTests {
    static let viewport = Size(width: 1280, height: 720)

    @Test func everyHotkeyNamesAPresetOnceAndF1StaysFree() throws {
        let keys = PresetHotkeys.bindings.map(\.key.name), presets = PresetHotkeys.bindings.map(\.preset)
        #expect(keys == (1...9).map { "\($0)" } + (2...12).map { "F\($0)" })
        #expect(Set(presets).count == presets.count)
        #expect(presets.allSatisfy { Presets.names.contains($0) })
        #expect(PresetHotkeys.preset(for: try #require(Key(name: "F6"))) == "flow-start")
        #expect(PresetHotkeys.preset(for: .f1) == nil)
        #expect(PresetHotkeys.preset(for: .q) == nil)
    }

    @Test func aShowcaseSceneTakesTheFocusOfAnother() {
        var first = ShowcaseScene(preset: .circleRotate, viewport: Self.viewport)
        first.focus(onItem: 7)
        #expect(first.focusedItem == 7)
        var second = ShowcaseScene(preset: .coverflow, viewport: Self.viewport)
        second.focus(onItem: first.focusedItem ?? 0)
        #expect(second.focusedItem == 7)
        second.focus(onItem: 99)  // no such card: nothing happens
        #expect(second.focusedItem == 7)
    }

    @Test func flowAndParallaxScenesTakeTheFocus() {
        var flow = FlowScene(preset: .flowStart, viewport: Self.viewport)
        flow.focus(onItem: 10)
        #expect(flow.focusedItem == 10)
        #expect(flow.scroller.offset == flow.layout.targetContentOffset(forItemAt: 10))
        var parallax = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        parallax.focus(onItem: 3)
        #expect(parallax.focusedItem == 3)
        #expect(DemoScene().focusedItem == nil)
    }
}
