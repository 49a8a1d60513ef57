import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineInput
import VitrineLive

@testable import VitrinePlayground

/// A person's Flow plugins in the Flow scene: listed after the built-in ones as "Name
/// (Swift)", in every set P steps through, their numbers in the panel; without any, the
/// plugins as they were.
@Suite("Live Swift in the Flow scene")
struct LiveSwiftFlowTests {
    static let viewport = Size(width: 1280, height: 720)
    static let tilt = ScriptedLiveCode.live([(.flowPlugin, "Tilt", [("maximumTilt", 0.9)])])

    @Test("Without Swift, the plugin sets and the title are the built-in ones")
    func nothingChangesWithoutSwift() {
        var scene = FlowScene(preset: .flowStart, viewport: Self.viewport)
        scene.adopt(LiveSwiftTypes(), isFirst: true)
        #expect(scene.configuration.pluginSets == FlowChoices.pluginSets)
        #expect(scene.configuration == scene.presetConfiguration)
        #expect(scene.title == "Flow · start · plugins: both · one card a flick")
    }

    @Test("On the first load the person's plugin runs after the preset's, and P steps through every set of the three")
    func thePluginJoinsThePlugins() throws {
        var scene = FlowScene(preset: .flowStart, viewport: Self.viewport)
        scene.adopt(Self.tilt, isFirst: true)
        #expect(scene.configuration.pluginSetName == "all")
        #expect(scene.layout.plugins.count == 3 && scene.layout.plugins.last is LiveFlowPlugin)
        let control = try #require(FlowScene.controls.first { $0.key == .p })
        let choices = control.choices?(scene) ?? []
        #expect(choices.count == 8 && choices.contains("Tilt (Swift)") && choices.contains("scale and fade + Tilt (Swift)"))
        // Every card went through the person's plugin: the scripted code halves the opacity.
        let bounds = scene.layout.bounds(atContentOffset: scene.contentOffset)
        let shown = scene.layout.layoutAttributesForElements(in: bounds, bounds: bounds)
        let withoutTilt = PluginableFlowLayout(
            alignment: scene.layout.alignment, plugins: Array(scene.layout.plugins.dropLast()),
            flowLayout: scene.layout.flowLayout, viewport: scene.layout.viewport
        )
        .layoutAttributesForElements(in: bounds, bounds: bounds)
        #expect(!shown.isEmpty && zip(shown, withoutTilt).allSatisfy { $0.alpha == $1.alpha / 2 })
        #expect(scene.parameters.map { "\($0.group) \($0.name)" }.contains("Tilt (Swift) maximumTilt"))
    }

    @Test("Switched to later, the plugin is listed but waits for P; a reload keeps its numbers and whether it runs")
    func reloadsKeepTheChoice() throws {
        var scene = FlowScene(preset: .flowCenter, viewport: Self.viewport)
        scene.adopt(Self.tilt, isFirst: false)
        #expect(scene.configuration.pluginSetName == "parallax and dimming + scale and fade" && scene.layout.plugins.count == 2)
        scene.choose(0, ofControl: .p, at: 0)
        #expect(scene.configuration.pluginSetName == "all" && scene.layout.plugins.count == 3)
        let index = try #require(scene.parameters.firstIndex { $0.group == "Tilt (Swift)" })
        scene.setParameter(at: index, to: 1.2)
        scene.adopt(Self.tilt, isFirst: false)
        #expect(scene.configuration.pluginSetName == "all")
        #expect((scene.configuration.pluginValues.last as? LiveFlowPlugin)?.numbers.values == ["maximumTilt": 1.2])
        #expect(scene.parameters[index].presetNumber == 0.9)
        // The type gone from the file: the built-in plugins run as they did.
        scene.adopt(ScriptedLiveCode.live([]), isFirst: false)
        #expect(scene.configuration.pluginSetName == "both" && scene.configuration.pluginValues.count == 2)
    }

    @Test(
        "A preset saved with the person's plugin running holds it, its file, that it runs and its numbers, and reads back as saved"
    )
    func presetsFilesHoldThePlugin() throws {
        var scene = FlowScene(preset: .flowStart, viewport: Self.viewport)
        scene.adopt(Self.tilt, isFirst: true)
        scene.setParameter(at: 0, to: 0.3)
        let entry = try #require(PresetEntry(name: "mine", scene: scene))
        let saved = try PresetsFile.saving(entry, into: nil, path: "/tmp/presets.json", replacing: false)
        let text = String(decoding: saved, as: UTF8.self)
        #expect(text.contains("\"translationFactor\": 0.3"))
        #expect(
            text.contains(#""swiftPlugins": [{ "type": "Tilt", "swift": "/tmp/mine.swift", "runs": true, "maximumTilt": 0.9 }]"#),
            "\(text)")
        let preset = try #require(try PresetsFile.presets(in: text, path: "/tmp/presets.json").first)
        #expect(scene.runs(preset.configuration))
        #expect(preset.swiftFiles == ["/tmp/mine.swift"])
        let read = try #require(preset.configuration as? FlowConfiguration)
        #expect(read.pluginSetName == "all" && (read.pluginValues.last as? LiveFlowPlugin)?.name == "Tilt")
    }

    @Test("A set made from its index is all(count:)'s, and finds its index again; at most four of the person's plugins join")
    func setsByIndex() {
        for count in 0...6 {
            let all = FlowPluginSet.all(count: count)
            #expect(
                all.indices.allSatisfy { FlowPluginSet(index: $0, count: count) == all[$0] && all[$0].index(count: count) == $0 })
            #expect(FlowPluginSet(index: all.count + 1, count: count) == all[1 % all.count])
        }
        var scene = FlowScene(preset: .flowStart, viewport: Self.viewport)
        scene.adopt(ScriptedLiveCode.live((0..<6).map { (.flowPlugin, "P\($0)", []) }), isFirst: true)
        #expect(scene.configuration.pluginNames.suffix(4) == ["P0 (Swift)", "P1 (Swift)", "P2 (Swift)", "P3 (Swift)"])
        #expect(scene.configuration.pluginValues.count == 6 && scene.configuration.pluginSetName == "all")
    }
}
