import Testing
import VitrineFlowLayout
import VitrineInput

@testable import VitrinePlayground

/// The extension points, each one list: scene kinds, presets, Flow plugins, Showcase paths and
/// transforms, and the keys of the window, the panel and each scene.
@Suite("Registries and controls")
struct RegistryTests {
    @Test func theRegistriesHoldWhatThePlaygroundOffers() {
        #expect(SceneKind.all.map(\.name) == ["demo", "showcase", "parallax", "flow"])
        #expect(SceneKind.inPresetsFiles.map(\.name) == ["showcase", "parallax", "flow"])
        #expect(SceneKind.all.map(\.presets.count) == [1, 16, 2, 4])
        #expect(
            Presets.names == [
                "demo", "simple-horizontal", "simple-vertical", "paging-horizontal", "paging-vertical", "circle",
                "circle-rotate", "wave", "wave-scale", "linear", "linear-rotate-scale", "coverflow", "cylinder", "rotary",
                "wheel", "time-machine", "drawn-curves", "parallax", "parallax-vertical", "flow-start", "flow-center", "flow-end",
                "flow-vertical",
            ])
        #expect(ShowcaseChoices.paths.map(\.name) == ["straight", "circle", "wave", "linear", "bezier"])
        #expect(ShowcaseChoices.transforms.count == 12)
        #expect(FlowChoices.plugins.map(\.fileKey) == ["parallaxDimming", "scaleFade"])
        #expect(FlowChoices.pluginSets.map(\.name) == ["both", "parallax and dimming", "scale and fade", "none"])
    }

    /// The window's layers, top first: a new overlay is one type and one line in this list.
    @Test func theLayersAreOneListTopFirst() {
        let names = PlaygroundCore.layerTypes.map { $0.name.description }
        #expect(
            names == [
                "Save prompt", "Help", "Notice", "Live Swift", "Fold bar", "Toolbar", "Panel", "Motion lab", "Window keys",
                "Scene",
            ])
        #expect(Set(names).count == names.count)
        let core = try? PlaygroundCore(preset: "coverflow", viewport: .init(width: 640, height: 480))
        #expect(core?.layerList.map { type(of: $0).name.description } == names)
        // Every window command is some layer's: its key, its toolbar button and the help agree.
        let owned = WindowKeysLayer.commands.union([
            .togglePanel, .toggleHelp, .toggleFrameTimeGraph, .toggleInspector,
            .saveAsPreset, .closeOverlayOrQuit, .quit,
        ])
        #expect(Set(WindowControl.all.map(\.command)).isSubset(of: owned))
        #expect(ToolbarButton.all.allSatisfy { owned.contains($0.command) })
    }

    @Test func everyPresetMakesASceneOfItsKindUnderItsName() throws {
        for kind in SceneKind.all {
            for preset in kind.presets {
                let scene = try Presets.scene(named: preset.name, viewport: .init(width: 640, height: 480))
                #expect(scene.presetName == preset.name)
                #expect(scene.sceneName.lowercased() == kind.name)
            }
        }
    }

    @Test func pluginSetsAreEverySubsetAllFirstNoneLast() {
        let three = FlowPluginSet.all(count: 3).map(\.members)
        #expect(three == [[0, 1, 2], [0, 1], [0, 2], [0], [1, 2], [1], [2], []])
        #expect(FlowPluginSet.all(count: 0).map(\.members) == [[]])
    }

    /// The keys pressed without modifiers: every one does one thing, wherever it is listed.
    @Test func noKeyIsTakenTwice() {
        let window = WindowControl.all.flatMap(\.chords).filter { $0.modifiers == nil || $0.modifiers == [] }.map(\.key)
        let panel = PanelControl.all.flatMap { $0.down + $0.up }
        let hotkeys = PresetHotkeys.bindings.map(\.key)
        let shared = window + panel + hotkeys
        #expect(Set(shared).count == shared.count)
        for keys in [ShowcaseScene.controls.map(\.key), FlowScene.controls.map(\.key), ParallaxScene.controls.map(\.key)] {
            #expect(Set(keys).count == keys.count)
            #expect(Set(keys).isDisjoint(with: shared), "\(keys.map(\.name))")
        }
        #expect(PresetHotkeys.bindings.map(\.key) == PresetHotkeys.keys)
    }

    @Test func windowKeysFollowTheirList() {
        #expect(WindowControl.control(for: .f1, modifiers: .shift)?.command == .toggleHelp)
        #expect(WindowControl.control(for: .slash, modifiers: .shift)?.command == .toggleHelp)
        #expect(WindowControl.control(for: .slash, modifiers: []) == nil)
        #expect(WindowControl.control(for: .tab, modifiers: .shift) == nil)
        #expect(WindowControl.control(for: .r, modifiers: .control)?.command == .toggleInputRecording)
        #expect(WindowControl.control(for: .r, modifiers: []) == nil)
        #expect(WindowControl.control(for: .z, modifiers: .control)?.command == .undo)
        #expect(WindowControl.control(for: .z, modifiers: [.control, .shift])?.command == .redo)
        #expect(WindowControl.control(for: .z, modifiers: [])?.command == .slowDown)
        #expect(WindowControl.control(for: .n, modifiers: .control)?.command == .newSwiftFile)
        #expect(WindowControl.control(for: .n, modifiers: []) == nil)
        #expect(PanelControl.control(for: .keypadPlus)?.direction == 1)
        #expect(PanelControl.control(for: .minus)?.direction == -1)
        #expect(
            HelpOverlay.windowKeys.map(\.key) == [
                "Tab", "F1, ?", "M", "I", "H", "S", "Ctrl+S", "Ctrl+C",
                "Shift+Backspace", "Space", ".",
                "Z", "Ctrl+R", "Esc", "Q",
                "Drag, wheel", "Arrows", "PageUp/Down", "Home, End",
            ])
        #expect(HelpOverlay.editKeys.map(\.key) == ["Ctrl+Z"])
        #expect(HelpOverlay.panelKeys.map(\.key) == ["[  ]", "-  =", "Click", "Drag", "Wheel", "Enter", "Backspace"])
        #expect(PresetHotkeys.userPresetNumber(for: .digit(3)!) == 3 && PresetHotkeys.userPresetNumber(for: .digit(0)!) == nil)
    }
}
