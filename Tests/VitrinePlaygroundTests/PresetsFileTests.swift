import Foundation
import Testing
import VitrineFlowLayout
import VitrineJSON
import VitrineMotion
import VitrineShowcase
import VitrineTestSupport

@testable import VitrinePlayground

@Suite("Presets files")
struct PresetsFileTests {
    static let valid = """
        {
          "presets": [
            {
              "name": "slow-orbit",
              "scene": "showcase",
              "base": "circle-rotate",
              "path": { "type": "circle", "normalizedRadius": 0.8, "angle": 1.2 },
              "paging": true,
              "decelerationRate": "fast",
              "bounces": false
            },
            {
              "name": "v-shape",
              "scene": "showcase",
              "path": { "type": "linear", "normalizedInversePosition": 0.25 },
              "transform": { "type": "scale + rotate", "transformScale.normalizedMinimumScale": 0.3 },
              "direction": "vertical",
              "looping": false,
              "decelerationRate": 0.995
            },
            {
              "name": "calm-flow",
              "scene": "flow",
              "base": "flow-end",
              "plugins": ["scaleFade"],
              "scaleFade": { "scaleFactor": 0.4 },
              "flick": "projected"
            },
            { "name": "tall-pages", "scene": "parallax", "direction": "vertical", "perspectiveDistance": 400 }
          ]
        }
        """

    static func problems(_ text: String) -> [String] {
        do {
            _ = try PresetsFile.presets(in: text, path: "p.json")
            return []
        } catch {
            return error.description.split(separator: "\n").map(String.init)
        }
    }

    @Test func aValidFileGivesConfiguredPresets() throws {
        let presets = try PresetsFile.presets(in: Self.valid, path: "p.json")
        #expect(presets.map(\.name) == ["slow-orbit", "v-shape", "calm-flow", "tall-pages"])
        guard let orbit = presets[0].configuration as? ShowcaseConfiguration,
            let shape = presets[1].configuration as? ShowcaseConfiguration,
            let flow = presets[2].configuration as? FlowConfiguration,
            let pages = presets[3].configuration as? ParallaxConfiguration
        else {
            Issue.record("wrong scenes: \(presets.map(\.configuration))")
            return
        }
        let circle = try #require(orbit.path as? CircularPath)
        #expect(circle == CircularPath(normalizedRadius: 0.8, angle: 1.2))
        // From the base: circle-rotate's transform stays.
        #expect((orbit.transform as? TransformRotate) == TransformRotate(startRate: 0, rotateAngle: .pi / 4))
        #expect(orbit.snapping == .paging && orbit.feel == ScrollFeel(decelerationRate: .fast, overscroll: .clamp))
        #expect((shape.path as? LinearPath) == LinearPath(normalizedInversePosition: 0.25))
        let scaleRotate = try #require(shape.transform as? TransformScaleRotate)
        #expect(scaleRotate.transformScale.normalizedMinimumScale == 0.3 && scaleRotate.transformRotate == TransformRotate())
        #expect(shape.direction == .vertical && !shape.isLooping && shape.feel.decelerationRate.rawValue == 0.995)
        #expect(
            flow.alignment == .lineEnd && flow.pluginSet == 2 && flow.plugin(ScaleFadeFlowLayoutPlugin.self)?.scaleFactor == 0.4)
        #expect(flow.snapping == .stick && flow.feel.decelerationRate == .normal)
        #expect(pages.direction == .vertical && pages.perspectiveDistance == 400)
    }

    @Test func everyProblemIsReportedWithItsPlaceInFileOrder() {
        let text = """
            {"presets": [
              {"name": "a", "scene": "showcase",
               "path": {"type": "circle", "angle": 7, "radius": 2},
               "pagingg": true},
              {"name": "coverflow", "scene": "flow", "alignment": "middle"},
              {"name": "a", "scene": "parallax"},
              {"scene": "slideshow"},
              {"name": "b c", "scene": "showcase", "transform": {"type": "rotate", "startRate": "0.2"},
               "decelerationRate": 1.5, "base": "circle-x"}
            ]}
            """
        #expect(
            Self.problems(text) == [
                #"p.json:3:40: presets[0].path.angle: expected a number from 0.00 to 3.14, found 7"#,
                #"p.json:3:43: presets[0].path: unknown key "radius"; expected one of: type, normalizedRadius, normalizedOffset, offsetAngle, angle"#,
                #"p.json:4:4: presets[0]: unknown key "pagingg"; expected one of: name, scene, base, direction, decelerationRate, overscroll, bounces, statusLine, pictures, autoplay, wheel, reducedMotion, path, transform, paging, snapping, looping, pictureMode, sizes, itemLengths, itemCount, itemScale"#,
                #"p.json:5:55: presets[1].alignment: expected one of "start", "center", "end", "none", found "middle""#,
                #"p.json:7:13: presets[3].scene: expected one of "showcase", "parallax", "flow", found "slideshow""#,
                #"p.json:8:12: presets[4].name: expected a name of 1 to 64 letters (a-z, A-Z), digits, '-', '_' and '.' (not first), found "b c""#,
                #"p.json:8:85: presets[4].transform.startRate: expected a number, found a string"#,
                #"p.json:9:24: presets[4].decelerationRate: expected "normal", "fast" or a number between 0 and 1 (exclusive), found 1.5"#,
                #"p.json:9:37: presets[4].base: expected one of "simple-horizontal", "simple-vertical", "paging-horizontal", "paging-vertical", "circle", "circle-rotate", "wave", "wave-scale", "linear", "linear-rotate-scale", "coverflow", "cylinder", "rotary", "wheel", "time-machine", "drawn-curves", found "circle-x""#,
            ])
    }

    @Test func namesMustBeNew() {
        let text = """
            {"presets": [{"name": "coverflow", "scene": "showcase"},
                         {"name": "mine", "scene": "flow"},
                         {"name": "mine", "scene": "parallax"}]}
            """
        #expect(
            Self.problems(text) == [
                #"p.json:1:23: presets[0].name: "coverflow" is a built-in preset; choose another name"#,
                #"p.json:3:23: presets[2].name: "mine" is already the name of the preset on line 2"#,
            ])
    }

    @Test func theShapeOfTheFileIsChecked() {
        #expect(Self.problems("[]") == [#"p.json:1:1: expected an object, found an array"#])
        #expect(Self.problems("{}") == [#"p.json:1:1: missing key "presets": expected {"presets": [...]}"#])
        #expect(Self.problems(#"{"presets": {}}"#) == [#"p.json:1:13: presets: expected an array of presets, found an object"#])
        #expect(Self.problems(#"{"presets": [1]}"#) == [#"p.json:1:14: presets[0]: expected an object, found a number"#])
        #expect(
            Self.problems(#"{"presets": [{"name": "x"}]}"#)
                == [#"p.json:1:14: presets[0]: missing key "scene": expected one of "showcase", "parallax", "flow""#])
        #expect(Self.problems("{\"presets\": [,]}") == ["p.json:1:14: expected a value or ']', found ','"])
        #expect(
            Self.problems(#"{"presets": [], "extra": 1}"#)
                == [#"p.json:1:17: unknown key "extra"; expected one of: presets"#])
    }

    @Test func mutatedFilesEndInPresetsOrProblemsNeverACrash() {
        var generator = SplitMix64(seed: 0x9E5E7)
        let source = Array(Self.valid.utf8)
        let alphabet = Array(#"{}[]",:0123456789.-eE truefalsnul"#.utf8)
        var valid = 0, rejected = 0
        for _ in 0..<3000 {
            var bytes = source
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: index)
                default: bytes[index] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try PresetsFile.presets(in: text, path: "p.json")
                valid += 1
            } catch {
                rejected += 1
                let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(!error.problems.isEmpty && error.problems.allSatisfy { $0.line >= 1 && $0.line <= lineCount })
            }
        }
        print("Presets files: \(valid + rejected) mutated cases, \(valid) valid, \(rejected) with problems")
        #expect(valid + rejected == 3000 && rejected > 0)
    }

    /// Names that are safe file stems, and names that are not.
    @Test func namesAreSafeFileStems() {
        for name in ["a", "my-preset_2", "v1.2", "A.b-C_d", String(repeating: "x", count: 64)] {
            #expect(UserPreset.isValidName(name), "\(name)")
        }
        for name in ["", ".hidden", "../victim", "a/b", "b c", "tab\t", "ä", "a:b", "*", String(repeating: "x", count: 65)] {
            #expect(!UserPreset.isValidName(name), "\(name)")
        }
    }

    @Test func aFileOfManyProblemsListsTwentyAndCountsTheRest() throws {
        let presets = (0..<1500).map { #"{"name": "p\#($0)", "scene": "flow", "x": 1}"# }
        let text = #"{"presets": ["# + presets.joined(separator: ",\n") + "]}"
        do {
            _ = try PresetsFile.presets(in: text, path: "p.json")
            Issue.record("expected problems")
        } catch {
            #expect(error.problemCount == 1500)
            #expect(error.problems.count == 1000)
            let lines = error.description.split(separator: "\n")
            #expect(lines.count == 21)
            #expect(lines[0].hasPrefix(#"p.json:1:46: presets[0]: unknown key "x""#))
            #expect(lines[19].hasPrefix(#"p.json:20:34: presets[19]: unknown key "x""#))
            #expect(lines[20] == "p.json: … and 1480 more problems")
        }
    }

    @Test func theWindowsNoticeCountsEveryProblem() {
        let problem = PresetsFileProblem(position: JSONPosition(line: 1, column: 1), field: "f", message: "m")
        let few = PresetsFileError(path: "p.json", problems: Array(repeating: problem, count: 6))
        #expect(PlaygroundCore.notice(for: few).text.split(separator: "\n").last == "… and 2 more (all on stderr)")
        let many = PresetsFileError(path: "p.json", problems: Array(repeating: problem, count: 1000), problemCount: 22_000)
        #expect(PlaygroundCore.notice(for: many).text.split(separator: "\n").last == "… and 21996 more (the first 20 on stderr)")
        let unread = PresetsFileError(path: "p.json", problems: [], readFailure: "cannot read")
        #expect(
            PlaygroundCore.notice(for: unread).text
                == "Presets file not applied; the presets already running stay:\np.json: cannot read")
    }
}
