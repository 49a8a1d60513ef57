import Foundation
import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// How many cards a Showcase holds and how large they are, as panel numbers and presets-file keys.
@Suite("Showcase cards: count and size")
struct ShowcaseCardsTests {
    static let viewport = Size(width: 1280, height: 720)

    static func index(of name: String, in scene: ShowcaseScene) throws -> Int {
        try #require(scene.parameters.firstIndex { $0.name == name })
    }

    // A million cards cost what 24 do: only the visible ones are made; the card in focus stays
    // (the last one, when there are fewer now); typed counts must be whole.
    @Test func theCountGoesFromOneToAMillion() throws {
        var scene = ShowcaseScene(preset: .circleRotate, viewport: Self.viewport)
        let count = try Self.index(of: "itemCount", in: scene)
        #expect(scene.parameters[count].number == 24 && scene.parameters[count].value == "24")
        scene.focus(onItem: 20)
        scene.setParameter(at: count, to: 1_000_000)
        #expect(scene.showcase.count == 1_000_000 && scene.focusedItem == 20)
        scene.focus(onItem: 999_999)
        scene.update(at: FrameTime(now: 5, delta: 1.0 / 60, index: 300), viewport: Self.viewport)
        #expect(scene.makeNodes(viewport: Self.viewport).count < 100)
        scene.setParameter(at: count, to: 10.4)
        #expect(scene.showcase.count == 10 && scene.focusedItem == 9)
        scene.adjustParameter(at: count, by: -20)
        #expect(scene.showcase.count == 1)
        let field = PanelField(index: count, parameter: scene.parameters[count])
        var typed = field
        typed.type("2.5")
        if case .success = typed.value(for: scene.parameters[count]) { Issue.record("2.5 cards") }
    }

    // The scale multiplies the size the window gives the cards, and their spacing, each to a
    // hundredth of a point: 226.8 × 302.4 and 16 at 1280 × 720; 340.2 × 453.6 and 24 at 1.5 (not
    // 340.20000000000005 × 453.59999999999997), 158.76 × 211.68 and 11.2 at 0.7.
    @Test func theScaleSizesTheCards() throws {
        var scene = ShowcaseScene(preset: .circleRotate, viewport: Self.viewport)
        let before = scene.configuration.layout(for: Self.viewport)
        #expect(before.itemSize == Size(width: 226.8, height: 302.4) && before.lineSpacing == 16)
        scene.setParameter(at: try Self.index(of: "itemScale", in: scene), to: 1.5)
        let after = scene.configuration.layout(for: Self.viewport)
        #expect(after.itemSize == Size(width: 340.2, height: 453.6))
        #expect(after.lineSpacing == 24)
        scene.setParameter(at: try Self.index(of: "itemScale", in: scene), to: 0.7)
        let smaller = scene.configuration.layout(for: Self.viewport)
        #expect(smaller.itemSize == Size(width: 158.76, height: 211.68) && smaller.lineSpacing == 11.2)
    }

    // A presets file sets both; a count that is not whole is reported.
    @Test func presetsFilesSetThem() throws {
        let text = """
            { "presets": [ { "name": "many", "scene": "showcase", "base": "coverflow", "itemCount": 1000, "itemScale": 0.5 } ] }
            """
        let presets = try PresetsFile.presets(in: text, path: "p.json")
        let configuration = try #require(presets.first?.configuration as? ShowcaseConfiguration)
        #expect(configuration.itemCount == 1000 && configuration.itemScale == 0.5)
        let bad = text.replacingOccurrences(of: "1000", with: "2.5")
        #expect(throws: PresetsFileError.self) { try PresetsFile.presets(in: bad, path: "p.json") }
        do {
            _ = try PresetsFile.presets(in: bad, path: "p.json")
        } catch {
            #expect(error.description.contains("presets[0].itemCount: expected a whole number from 1 to 1000000, found 2.5"))
        }
    }

    // Past a dot every 4 points, the dots become one track with the indicator at the scroll's
    // share; a tap on the track asks for the item there.
    @Test func aMillionDotsAreATrack() {
        let dots = PageDots(count: 1_000_000, position: 499_999.5, viewport: Self.viewport, isHorizontal: true)
        #expect(dots.isTrack && dots.nodes().count == 2)
        let middle = dots.center(at: 499_999.5)
        #expect(abs(middle.x - 640) < 1e-6)
        #expect(dots.index(at: Point(x: 640, y: middle.y)) == 500_000 || dots.index(at: Point(x: 640, y: middle.y)) == 499_999)
        let few = PageDots(count: 24, position: 0, viewport: Self.viewport, isHorizontal: true)
        #expect(!few.isTrack && few.nodes().count == 25)
    }
}

/// The Flow scene's cards: how many and how long, as panel numbers and presets-file keys.
@Suite("Flow cards: count and size")
struct FlowCardsTests {
    static let viewport = Size(width: 1280, height: 720)

    // A thousand cards repeat the pattern; fewer keep the current card (the last, when it is
    // gone); the scale lengthens them along the axis; a presets file sets both.
    @Test func countAndScaleRelayTheCards() throws {
        var scene = FlowScene(preset: .flowStart, viewport: Self.viewport)
        let count = try #require(scene.parameters.firstIndex { $0.name == "itemCount" })
        #expect(scene.parameters[count].value == "36")
        scene.setParameter(at: count, to: 1000)
        #expect(scene.layout.flowLayout.itemCount == 1000)
        scene.focus(onItem: 500)
        scene.setParameter(at: count, to: 10)
        #expect(scene.layout.flowLayout.itemCount == 10 && scene.focusedItem == 9)
        let before = FlowItems.sizes(direction: .horizontal, viewport: Self.viewport, count: 1)[0]
        scene.setParameter(at: count + 1, to: 0.5)
        #expect(
            FlowItems.sizes(direction: .horizontal, viewport: Self.viewport, count: 1, scale: 0.5)[0].width
                == max((before.width * 0.5).rounded(.down), 40))
        let text = """
            { "presets": [ { "name": "long", "scene": "flow", "itemCount": 5000, "itemScale": 1.5 } ] }
            """
        let configuration = try #require(
            try PresetsFile.presets(in: text, path: "p.json").first?.configuration as? FlowConfiguration)
        #expect(configuration.itemCount == 5000 && configuration.itemScale == 1.5)
    }
}

/// The bar under a count spanning a millionfold is logarithmic.
@Suite("Panel bars")
struct PanelBarTests {
    @Test func aCountOfAMillionfoldHasALogarithmicBar() throws {
        var scene = ShowcaseScene(preset: .coverflow, viewport: ShowcaseCardsTests.viewport)
        let count = try ShowcaseCardsTests.index(of: "itemCount", in: scene)
        #expect(scene.parameters[count].fraction == Foundation.log(24.0) / Foundation.log(1_000_000.0))
        scene.setParameter(at: count, to: 1000)
        #expect(abs(scene.parameters[count].fraction - 0.5) < 1e-15)
        scene.setParameter(at: count, to: 1)
        #expect(scene.parameters[count].fraction == 0)
        // Other numbers stay linear: itemScale 1 in 0.25...2 is (1 − 0.25) / 1.75 of the bar.
        let scale = try ShowcaseCardsTests.index(of: "itemScale", in: scene)
        #expect(scene.parameters[scale].fraction == 0.75 / 1.75)
    }
}
