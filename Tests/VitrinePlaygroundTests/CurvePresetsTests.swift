import Testing
import VitrineGeometry
import VitrineShowcase
import VitrineTestSupport

@testable import VitrinePlayground

/// The bezier path's points and the curves transform's curves in presets files.
@Suite("Curves in presets files")
struct CurvePresetsTests {
    /// The Showcase settings of a file holding `path` and `transform` (JSON objects).
    static func configuration(path: String, transform: String = "null") throws -> ShowcaseConfiguration {
        let text = #"{"presets": [{"name": "c", "scene": "showcase", "path": \#(path), "transform": \#(transform)}]}"#
        return try #require(try PresetsFile.presets(in: text, path: "p.json").first?.configuration as? ShowcaseConfiguration)
    }

    // A curve is written as its points, pairs on one line with the path or transform.
    @Test func curvesAreWrittenAsTheirPoints() throws {
        var configuration = ShowcasePreset.drawnCurves.configuration
        configuration.path = BezierPath(points: [Point(x: -1, y: 0.5), Point(x: 0.25, y: -0.125)])
        let entry = PresetEntry(name: "mine", configuration: configuration, startedFrom: "drawn-curves")
        let lines = entry.text().split(separator: "\n").map(String.init)
        #expect(lines.contains(#"  "path": { "type": "bezier", "points": [[-1, 0.5], [0.25, -0.125]] },"#))
        #expect(
            lines.contains(
                #"  "transform": { "type": "curves", "scale": [[-1, 0.8], [0, 1.15], [1, 0.8]], "#
                    + #""rotation": [[0, 0]], "opacity": [[-1, 0.5], [0, 1], [1, 0.5]], "#
                    + #""depth": [[-1, -1], [0, 0], [1, -1]] },"#))
        #expect(try PresetEntryTests.roundTrips(configuration, startedFrom: "drawn-curves"))
    }

    // Random curves of 1 to 32 points, anywhere, read back as the same curves.
    @Test func randomCurvesReadBack() throws {
        var random = SplitMix64(seed: 20)
        for _ in 0..<200 {
            let count = random.int(in: 1...32)
            let points = (0..<count).map { _ in Point(x: random.double(in: -1000...1000), y: random.double(in: -4...4)) }
            var configuration = ShowcaseConfiguration()
            configuration.path = BezierPath(points: points)
            configuration.transform = CurveTransform(rotation: RateCurve(points: points.reversed()))
            #expect(try PresetEntryTests.roundTrips(configuration))
        }
    }

    // Points given in any order read as the same curve; a curve not given keeps the choice's.
    @Test func filesMayListPointsInAnyOrder() throws {
        let configuration = try Self.configuration(
            path: #"{"type": "bezier", "points": [[1, 0], [-1, 0.5], [0, -0.5]]}"#,
            transform: #"{"type": "curves", "opacity": [[0, 0.75]]}"#)
        #expect(
            configuration.path as? BezierPath
                == BezierPath(points: [Point(x: -1, y: 0.5), Point(x: 0, y: -0.5), Point(x: 1, y: 0)]))
        var expected = ShowcaseChoices.initialCurves
        expected.opacity = .constant(0.75)
        #expect(configuration.transform as? CurveTransform == expected)
    }

    // Each mistake is named with its place and what was expected.
    @Test func badPointsAreReported() {
        func problem(_ points: String) -> [String] {
            PresetsFileTests.problems(
                #"{"presets": [{"name": "c", "scene": "showcase", "path": {"type": "bezier", "points": \#(points)}}]}"#)
        }
        #expect(
            problem("3") == [#"p.json:1:86: presets[0].path.points: expected an array of 1 to 32 points [x, y], found a number"#])
        #expect(
            problem("[]") == [
                #"p.json:1:86: presets[0].path.points: expected an array of 1 to 32 points [x, y], found 0 elements"#
            ])
        #expect(problem("[[0, 1, 2]]") == [#"p.json:1:87: presets[0].path.points[0]: expected a point [x, y], found 3 elements"#])
        #expect(problem(#"[[0, "1"]]"#) == [#"p.json:1:91: presets[0].path.points[0]: expected a number, found a string"#])
        #expect(
            problem("[[0, 1], [0, 2]]") == [
                #"p.json:1:95: presets[0].path.points[1]: point 1 has the x of point 0, 0: a curve has one value at each x"#
            ])
        #expect(
            problem("[[2e12, 0]]") == [
                #"p.json:1:88: presets[0].path.points[0]: expected a coordinate from -1e12 to 1e12, found 2000000000000"#
            ])
        let many = "[" + (0..<33).map { "[\($0), 0]" }.joined(separator: ", ") + "]"
        #expect(
            problem(many) == [
                #"p.json:1:86: presets[0].path.points: expected an array of 1 to 32 points [x, y], found 33 elements"#
            ])
    }
}
