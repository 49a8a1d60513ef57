import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineJSON
import VitrineMotion
import VitrineShowcase
import VitrineTestSupport

@testable import VitrinePlayground

@Suite("Preset entries: a scene's settings written as a presets file reads them back")
struct PresetEntryTests {
    /// The settings a file holding only `entry` gives, and the file's text.
    static func readBack(_ entry: PresetEntry) throws -> (configuration: any SceneConfiguration, preset: UserPreset) {
        let text = "{\"presets\": [" + entry.text() + "]}"
        let presets = try PresetsFile.presets(in: text, path: "p.json")
        try #require(presets.count == 1 && presets[0].name == entry.name)
        return (presets[0].configuration, presets[0])
    }

    /// Whether `configuration` reads back equal from its entry (also when tuned from `base`).
    static func roundTrips<Configuration: SavableConfiguration>(
        _ configuration: Configuration,
        startedFrom base: String? = nil
    ) throws -> Bool {
        let entry = PresetEntry(name: "saved", configuration: configuration, startedFrom: base)
        let read = try readBack(entry)
        #expect(entry.text() == PresetEntry(name: "saved", configuration: configuration, startedFrom: base).text())
        return (read.configuration as? Configuration) == configuration && entry.isSaved(as: read.preset)
    }

    @Test func everyBuiltInPresetReadsBackAsItIs() throws {
        for preset in ShowcasePreset.all {
            #expect(try Self.roundTrips(preset.configuration, startedFrom: preset.name), "\(preset.name)")
            #expect(try Self.roundTrips(preset.configuration), "\(preset.name) without a base named")
        }
        for preset in FlowPreset.all {
            #expect(try Self.roundTrips(preset.configuration, startedFrom: preset.name), "\(preset.name)")
            #expect(try Self.roundTrips(preset.configuration), "\(preset.name) without a base named")
        }
        for preset in ParallaxPreset.all {
            #expect(try Self.roundTrips(preset.configuration, startedFrom: preset.name), "\(preset.name)")
            #expect(try Self.roundTrips(preset.configuration), "\(preset.name) without a base named")
        }
    }

    /// The entry of circle-rotate with a tuned angle, as the file will hold it.
    @Test func anEntryIsWrittenOneSettingALine() {
        var configuration = ShowcasePreset.circleRotate.configuration
        configuration.path = CircularPath(angle: 1.2)
        configuration.feel.overscroll = .stretch
        let entry = PresetEntry(
            name: "slow-orbit", configuration: configuration, showsStatusLine: false,
            startedFrom: "circle-rotate")
        #expect(
            entry.text(indentation: "    ") == """
                {
                      "name": "slow-orbit",
                      "scene": "showcase",
                      "base": "circle-rotate",
                      "direction": "horizontal",
                      "path": { "type": "circle", "normalizedRadius": 1, "normalizedOffset": -1, "offsetAngle": 0, "angle": 1.2 },
                      "transform": { "type": "rotate", "startRate": 0, "rotateAngle": 0.7853981633974483 },
                      "snapping": "stick",
                      "looping": true,
                      "itemCount": 24,
                      "itemScale": 1,
                      "decelerationRate": "normal",
                      "overscroll": "stretch",
                      "statusLine": false
                    }
                """)
    }

    @Test func flowAndParallaxEntries() {
        var flow = FlowPreset.flowEnd.configuration
        flow.pluginSet = 2
        flow.snapping = .stick
        flow.feel.decelerationRate = DecelerationRate(rawValue: 0.995)!
        #expect(
            PresetEntry(name: "calm", configuration: flow, startedFrom: "flow-end").text(step: "\t") == """
                {
                \t"name": "calm",
                \t"scene": "flow",
                \t"base": "flow-end",
                \t"direction": "horizontal",
                \t"alignment": "end",
                \t"plugins": ["scaleFade"],
                \t"parallaxDimming": { "translationFactor": 0.5, "dimmingFactor": 2 },
                \t"scaleFade": { "scaleFactor": 0.2, "fadeFactor": 0.5 },
                \t"snapping": "stick",
                \t"itemCount": 36,
                \t"itemScale": 1,
                \t"decelerationRate": 0.995,
                \t"overscroll": "rubber-band"
                }
                """)
        let pages = ParallaxConfiguration(direction: .vertical, perspectiveDistance: 400)
        #expect(
            PresetEntry(name: "tall", configuration: pages).text(lineBreak: "\r\n") == """
                {\r
                  "name": "tall",\r
                  "scene": "parallax",\r
                  "direction": "vertical",\r
                  "perspectiveDistance": 400,\r
                  "decelerationRate": "normal",\r
                  "overscroll": "rubber-band"\r
                }
                """)
    }

    /// The 3-D family's spacing and colors come from a base: the preset tuned, else the first
    /// that gives them; the flat ones need none.
    @Test func theBaseGivesWhatAFileCannotSay() throws {
        func base(_ configuration: ShowcaseConfiguration, _ startedFrom: String?) -> String? {
            configuration.base(preferring: startedFrom)
        }
        #expect(base(ShowcasePreset.cylinder.configuration, "cylinder") == "cylinder")
        #expect(base(ShowcasePreset.cylinder.configuration, "my-own") == "coverflow")
        #expect(base(ShowcasePreset.cylinder.configuration, "circle") == "coverflow")
        #expect(base(ShowcasePreset.circle.configuration, "circle") == "circle")
        #expect(base(ShowcasePreset.circle.configuration, nil) == nil)
        #expect(base(ShowcasePreset.circle.configuration, "coverflow") == nil)
        var odd = ShowcaseConfiguration()
        odd.lineSpacing = 3
        #expect(base(odd, "circle") == nil)
        #expect(try !Self.roundTrips(odd))
    }

    /// A running scene's settings, from the preset it started as; none for the demo.
    @Test func aScenesEntryStartsFromItsPreset() throws {
        let viewport = Size(width: 1280, height: 720)
        var scene = ShowcaseScene(preset: .coverflow, viewport: viewport)
        scene.configuration.transform = CoverFlowTransform(tilt: 0.5)
        let entry = try #require(PresetEntry(name: "tilted", scene: scene, showsStatusLine: true))
        #expect(entry.members.first { $0.key == "base" }?.value == .string("coverflow"))
        let read = try Self.readBack(entry)
        #expect((read.configuration as? ShowcaseConfiguration) == scene.configuration && read.preset.showsStatusLine == true)
        #expect(PresetEntry(name: "x", scene: FlowScene(preset: .flowVertical, viewport: viewport)) != nil)
        #expect(PresetEntry(name: "x", scene: ParallaxScene(preset: .parallax, viewport: viewport)) != nil)
        #expect(PresetEntry(name: "x", scene: DemoScene()) == nil)
    }

    /// Numbers are written in the fewest digits that read back as the same bits.
    @Test func numbersReadBackBitForBit() {
        #expect(PresetEntry.text(of: 800) == "800" && PresetEntry.text(of: -0.0) == "-0" && PresetEntry.text(of: 0) == "0")
        #expect(PresetEntry.text(of: 0.1) == "0.1" && PresetEntry.text(of: .pi / 4) == "0.7853981633974483")
        #expect(PresetEntry.text(of: 1e-5) == "1e-05" && PresetEntry.text(of: 1e300) == "1e+300")
        var generator = SplitMix64(seed: 0x5A7E)
        for _ in 0..<20_000 {
            var number = Double(bitPattern: generator.next())
            if !number.isFinite { number = generator.double(in: -1e6...1e6) }
            let text = PresetEntry.text(of: number)
            let parsed = (try? JSONParser.parse(text))?.numberValue
            #expect(parsed?.bitPattern == number.bitPattern, "\(number) written \(text)")
        }
    }

    /// Names and choices are quoted as JSON wants.
    @Test func stringsAreEscaped() {
        #expect(PresetEntry.quoted("scale + rotate") == #""scale + rotate""#)
        #expect(PresetEntry.quoted("a\"b\\c\n\u{1}é") == #""a\"b\\c\n\u0001é""#)
    }
}
