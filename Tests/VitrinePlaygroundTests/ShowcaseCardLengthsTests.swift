import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineShowcase

@testable import VitrinePlayground

/// Cards of different lengths: from the pictures' proportions, from a presets file's
/// `itemLengths`, or all of one size (`"sizes": "uniform"`), in Showcase and Flow.
@Suite("Card lengths")
struct ShowcaseCardLengthsTests {
    static let viewport = Size(width: 1280, height: 720)

    /// Three pictures: landscape 2:1, portrait 1:2, square.
    static let shelf = PictureShelf(
        pictures: [
            .init(name: "a.jpg", pixelSize: Size(width: 1200, height: 600)),
            .init(name: "b.jpg", pixelSize: Size(width: 600, height: 1200)),
            .init(name: "c.jpg", pixelSize: Size(width: 800, height: 800)),
            .init(name: "d.txt", pixelSize: nil, problem: "not a picture"),
        ], source: "photos")

    static func problems(_ preset: String) -> [String] {
        PresetsFileTests.problems("{\"presets\": [\n" + preset + "\n]}")
    }

    @Test("with pictures, each Showcase card is as long as its picture's proportions make it at the cards' height")
    func pictureProportionsSetTheLengths() throws {
        var scene = ShowcaseScene(preset: .simpleHorizontal, viewport: Self.viewport)
        scene.adopt(Self.shelf)
        let height = scene.showcase.layout.itemSize.height, width = scene.showcase.layout.itemSize.width
        let expected = [2 * height, height / 2, height, width].map { $0.roundedToDecimals(2) }
        #expect(scene.showcase.itemLengths == expected)
        #expect(scene.showcase.itemSize(ofItem: 0) == Size(width: expected[0], height: height))
        // Sizes: uniform puts them back to one size, the card at the center kept.
        scene.focus(onItem: 2)
        scene.configuration.cardSizes = .uniform
        scene.apply()
        #expect(scene.showcase.itemLengths == nil && scene.focusedItem == 2)
        // Without pictures, the cards take the preset's lengths.
        scene.configuration.cardSizes = .pictures
        scene.configuration.itemLengths = [1, 1.5]
        scene.adopt(.empty)
        #expect(scene.showcase.itemLengths == [width, (1.5 * width).roundedToDecimals(2)])
    }

    @Test("the page dots count cards, whatever their lengths")
    func pageDotsCountCards() {
        var scene = ShowcaseScene(preset: .simpleHorizontal, viewport: Self.viewport)
        scene.adopt(Self.shelf)
        scene.focus(onItem: 1)
        #expect(scene.pageDots(viewport: Self.viewport)?.position == 1)
    }

    @Test("itemLengths and sizes read from a presets file, and write back to an equal preset")
    func presetsFileRoundTrip() throws {
        let text = """
            {"presets": [{ "name": "mixed", "scene": "showcase", "itemLengths": [1, 1.5, 0.75], "sizes": "uniform" }]}
            """
        let presets = try PresetsFile.presets(in: text, path: "p.json")
        let configuration = try #require(presets.first?.configuration as? ShowcaseConfiguration)
        #expect(configuration.itemLengths == [1, 1.5, 0.75] && configuration.cardSizes == .uniform)
        #expect(try PresetEntryTests.roundTrips(configuration))
        let entry = PresetEntry(name: "saved", configuration: configuration)
        #expect(entry.text().contains("\"sizes\": \"uniform\""))
        #expect(entry.text().contains("\"itemLengths\": [1, 1.5, 0.75]"))
        var plain = ShowcaseConfiguration()
        #expect(!PresetEntry(name: "plain", configuration: plain).text().contains("itemLengths"))
        plain.itemLengths = [0.1, 10]
        #expect(try PresetEntryTests.roundTrips(plain))
    }

    @Test("bad itemLengths and sizes are reported with their place, field and what was expected")
    func badValuesAreReported() {
        let expected = "expected an array of 1 to 10,000 numbers from 0.1 to 10"
        #expect(
            Self.problems(#"{ "name": "m", "scene": "showcase", "itemLengths": [] }"#) == [
                "p.json:2:52: presets[0].itemLengths: \(expected), found an empty array"
            ])
        #expect(
            Self.problems(#"{ "name": "m", "scene": "showcase", "itemLengths": 2 }"#) == [
                "p.json:2:52: presets[0].itemLengths: \(expected), found a number"
            ])
        #expect(
            Self.problems(#"{ "name": "m", "scene": "showcase", "itemLengths": [1, 12, "x", 0.05] }"#) == [
                "p.json:2:56: presets[0].itemLengths[1]: expected a number from 0.1 to 10, found 12",
                "p.json:2:60: presets[0].itemLengths[2]: expected a number, found a string",
                "p.json:2:65: presets[0].itemLengths[3]: expected a number from 0.1 to 10, found 0.05",
            ])
        let many = Array(repeating: "1", count: 10_001).joined(separator: ",")
        #expect(
            Self.problems(#"{ "name": "m", "scene": "showcase", "itemLengths": ["# + many + "] }") == [
                "p.json:2:52: presets[0].itemLengths: \(expected), found 10001 numbers"
            ])
        #expect(
            Self.problems(#"{ "name": "m", "scene": "showcase", "sizes": "big" }"#) == [
                #"p.json:2:46: presets[0].sizes: expected one of "pictures", "uniform", found "big""#
            ])
    }

    @Test("Ctrl+C's Swift sets the items' lengths where the preset lists them")
    func swiftExportSetsTheLengths() throws {
        var configuration = ShowcaseConfiguration()
        configuration.itemLengths = [1, 1.5]
        let source = try configuration.swiftSource(presetName: "mixed", viewport: Self.viewport).text
        let width = configuration.layout(for: Self.viewport).itemSize.width
        #expect(
            source.contains(
                "showcase.itemLengths = [\(SwiftLiteral.number(width)), \(SwiftLiteral.number((1.5 * width).roundedToDecimals(2)))]"
            ))
        #expect(
            !(try ShowcaseConfiguration().swiftSource(presetName: "plain", viewport: Self.viewport).text.contains("itemLengths")))
    }

    @Test("with pictures, each Flow card is as long as its picture makes it at the width its line gives it")
    func flowCardsFollowThePictures() {
        let plain = FlowItems.sizes(direction: .horizontal, viewport: Self.viewport, count: 4)
        let sized = FlowItems.sizes(
            direction: .horizontal, viewport: Self.viewport, count: 4,
            proportions: Self.shelf.proportions(horizontal: true))
        let longest =
            (FlowItems.pattern.map(\.length).max() ?? 1) * FlowItems.lengthScale(direction: .horizontal, viewport: Self.viewport)
        for index in 0..<4 {
            // The lines' sharing across the axis is the pattern's.
            #expect(sized[index].height == plain[index].height)
        }
        #expect(sized[0].width == min(2 * sized[0].height, longest).rounded(.down))
        #expect(sized[1].width == max((sized[1].height / 2).rounded(.down), 40))
        #expect(sized[2].width == min(sized[2].height, longest).rounded(.down))
        #expect(sized[3].width == plain[3].width)
    }

    @Test("Flow's sizes: uniform keeps the pattern's lengths with pictures, reads and writes back")
    func flowSizesUniformKeepsThePattern() throws {
        var scene = FlowScene(preset: .flowCenter, viewport: Self.viewport)
        scene.adopt(Self.shelf)
        let proportioned = FlowItems.sizes(
            direction: .horizontal, viewport: Self.viewport, count: 4, proportions: Self.shelf.proportions(horizontal: true))
        let plain = FlowItems.sizes(direction: .horizontal, viewport: Self.viewport, count: 4)
        #expect(scene.layout.flowLayout.items.size(ofItem: 0) == proportioned[0])
        var uniform = scene.configuration
        uniform.cardSizes = .uniform
        scene.restore(uniform)
        #expect((0..<4).map { scene.layout.flowLayout.items.size(ofItem: $0) } == plain)
        let text = """
            {"presets": [{ "name": "even", "scene": "flow", "sizes": "uniform" }]}
            """
        let configuration = try #require(
            try PresetsFile.presets(in: text, path: "p.json").first?.configuration as? FlowConfiguration)
        #expect(configuration.cardSizes == .uniform)
        #expect(PresetEntry(name: "even", configuration: configuration).text().contains("\"sizes\": \"uniform\""))
        #expect(try PresetEntryTests.roundTrips(configuration))
        #expect(
            Self.problems(#"{ "name": "odd", "scene": "flow", "sizes": "even" }"#) == [
                #"p.json:2:44: presets[0].sizes: expected one of "pictures", "uniform", found "even""#
            ])
    }
}
