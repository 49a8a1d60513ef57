import Testing
import VitrineMotion

@testable import VitrinePlayground

@Suite("Presets files: autoplay and the wheel policy")
struct PresetsFileBehaviourTests {
    @Test func autoplayIsReadWithEveryKey() throws {
        let feel = try PresetsFileOverscrollTests.feel(
            #""autoplay": {"enabled": true, "delay": 4.5, "direction": "backward", "pauseOnHover": true, "#
                + #""pauseOnInteraction": false, "resumeDelay": 0}"#, scene: "showcase")
        #expect(
            feel?.autoplay
                == Autoplay.Configuration(
                    isEnabled: true, delay: 4.5, direction: .backward, pausesOnHover: true, pausesOnInteraction: false,
                    resumeDelay: 0))
    }

    @Test func aPartialAutoplayKeepsTheOtherDefaults() throws {
        let feel = try PresetsFileOverscrollTests.feel(#""autoplay": {"enabled": true}"#, scene: "parallax")
        #expect(feel?.autoplay == Autoplay.Configuration(isEnabled: true))
    }

    @Test func theWheelIsReadWithEveryKey() throws {
        let feel = try PresetsFileOverscrollTests.feel(
            #""wheel": {"mode": "oneItemPerGesture", "threshold": 0.5, "releaseAtEdges": true}"#)
        #expect(feel?.wheelPolicy == WheelPolicy(mode: .oneItemPerGesture, threshold: 0.5, releasesAtEdges: true))
    }

    @Test func withoutThemTheDefaultsStay() throws {
        let feel = try PresetsFileOverscrollTests.feel(#""overscroll": "none""#)
        #expect(feel?.autoplay == Autoplay.Configuration() && feel?.wheelPolicy == .smooth)
    }

    @Test func badFieldsAreReportedWithTheirPlaceAndWhatWasExpected() {
        let file =
            #"{"presets": [{"name": "p", "scene": "flow", "autoplay": {"enabled": "yes", "delay": 0.1, "#
            + #""direction": "sideways", "speed": 2}, "wheel": {"mode": "fast", "threshold": 11, "releaseAtEdges": 1}}]}"#
        #expect(
            PresetsFileTests.problems(file) == [
                #"p.json:1:69: presets[0].autoplay.enabled: expected true or false, found a string"#,
                #"p.json:1:85: presets[0].autoplay.delay: expected a number from 0.50 to 60.00, found 0.1"#,
                #"p.json:1:103: presets[0].autoplay.direction: expected one of "forward", "backward", found "sideways""#,
                #"p.json:1:115: presets[0].autoplay: unknown key "speed"; expected one of: enabled, delay, direction, "#
                    + "pauseOnHover, pauseOnInteraction, resumeDelay",
                #"p.json:1:146: presets[0].wheel.mode: expected one of "smooth", "oneItemPerGesture", found "fast""#,
                #"p.json:1:167: presets[0].wheel.threshold: expected a number from 0.00 to 10.00, found 11"#,
                #"p.json:1:189: presets[0].wheel.releaseAtEdges: expected true or false, found a number"#,
            ])
        #expect(
            PresetsFileTests.problems(#"{"presets": [{"name": "p", "scene": "showcase", "wheel": true}]}"#) == [
                #"p.json:1:58: presets[0].wheel: expected an object, found a boolean"#
            ])
    }

    @Test func savedAndReadBackEqual() throws {
        var showcase = ShowcasePreset.coverflow.configuration
        showcase.feel.autoplay = Autoplay.Configuration(isEnabled: true, delay: 2.5, direction: .backward, pausesOnHover: true)
        showcase.feel.wheelPolicy = WheelPolicy(mode: .oneItemPerGesture, threshold: 1.25, releasesAtEdges: true)
        #expect(try PresetEntryTests.roundTrips(showcase, startedFrom: "coverflow"))
        var flow = FlowPreset.flowStart.configuration
        flow.feel.wheelPolicy = WheelPolicy(releasesAtEdges: true)
        #expect(try PresetEntryTests.roundTrips(flow))
        var pages = ParallaxConfiguration(direction: .vertical)
        pages.feel.autoplay.isEnabled = true
        #expect(try PresetEntryTests.roundTrips(pages))
        let entry = PresetEntry(name: "saved", configuration: showcase).text()
        #expect(
            entry.contains(
                #""autoplay": { "enabled": true, "delay": 2.5, "direction": "backward", "pauseOnHover": true, "#
                    + #""pauseOnInteraction": true, "resumeDelay": 2 }"#))
        #expect(entry.contains(#""wheel": { "mode": "oneItemPerGesture", "threshold": 1.25, "releaseAtEdges": true }"#))
    }

    @Test func theDefaultsAreNotWritten() {
        let entry = PresetEntry(name: "saved", configuration: ShowcasePreset.coverflow.configuration).text()
        #expect(!entry.contains("autoplay") && !entry.contains("wheel"))
    }
}
