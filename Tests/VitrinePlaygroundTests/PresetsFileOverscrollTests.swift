import Testing
import VitrineFlowLayout
import VitrineMotion

@testable import VitrinePlayground

@Suite("Presets files: the overscroll model")
struct PresetsFileOverscrollTests {
    /// The feel of the one preset of a file whose entry carries `members` (JSON text).
    static func feel(_ members: String, scene: String = "flow") throws -> ScrollFeel? {
        let text = #"{"presets": [{"name": "p", "scene": "\#(scene)", \#(members)}]}"#
        let presets = try PresetsFile.presets(in: text, path: "p.json")
        switch presets.first?.configuration {
        case let flow as FlowConfiguration: return flow.feel
        case let showcase as ShowcaseConfiguration: return showcase.feel
        case let pages as ParallaxConfiguration: return pages.feel
        default: return nil
        }
    }

    @Test func eachModelIsReadByItsName() throws {
        #expect(try Self.feel(#""overscroll": "rubber-band""#)?.overscroll == .bounce)
        #expect(try Self.feel(#""overscroll": "stretch""#, scene: "showcase")?.overscroll == .stretch)
        #expect(try Self.feel(#""overscroll": "none""#, scene: "parallax")?.overscroll == .clamp)
    }

    @Test func theOlderBouncesStillReads() throws {
        #expect(try Self.feel(#""bounces": true"#)?.overscroll == .bounce)
        #expect(try Self.feel(#""bounces": false"#)?.overscroll == .clamp)
        // Both given: the overscroll model says.
        #expect(try Self.feel(#""bounces": false, "overscroll": "stretch""#)?.overscroll == .stretch)
    }

    @Test func aWrongModelIsReportedWithItsPlace() {
        #expect(
            PresetsFileTests.problems(#"{"presets": [{"name": "p", "scene": "flow", "overscroll": "bouncy"}]}"#) == [
                #"p.json:1:59: presets[0].overscroll: expected one of "rubber-band", "stretch", "none", found "bouncy""#
            ])
        #expect(
            PresetsFileTests.problems(#"{"presets": [{"name": "p", "scene": "showcase", "overscroll": true}]}"#) == [
                #"p.json:1:63: presets[0].overscroll: expected one of "rubber-band", "stretch", "none", found a boolean"#
            ])
    }

    @Test(arguments: [Scroller.EdgeBehavior.bounce, .stretch, .clamp])
    func everyModelIsSavedAndReadBack(model: Scroller.EdgeBehavior) throws {
        var showcase = ShowcasePreset.coverflow.configuration
        showcase.feel.overscroll = model
        #expect(try PresetEntryTests.roundTrips(showcase, startedFrom: "coverflow"))
        var flow = FlowPreset.flowStart.configuration
        flow.feel.overscroll = model
        #expect(try PresetEntryTests.roundTrips(flow))
        var pages = ParallaxConfiguration(direction: .vertical)
        pages.feel.overscroll = model
        #expect(try PresetEntryTests.roundTrips(pages))
        let entry = PresetEntry(name: "saved", configuration: pages).text()
        #expect(entry.contains(#""overscroll": "\#(ScrollFeel(overscroll: model).overscrollFileName)""#))
        #expect(!entry.contains("bounces"))
    }
}
