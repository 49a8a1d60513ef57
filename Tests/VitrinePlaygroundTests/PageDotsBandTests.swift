import Testing
import VitrineCanvas
import VitrineGeometry

@testable import VitrinePlayground

/// The band of the window's color a Showcase draws over its cards before its dots, and the
/// status line's over their top.
@Suite("Bands over a Showcase's cards")
struct PageDotsBandTests {
    // From the edge to 12 points (times the interface's scale) past the row's center line,
    // which is 30 points from the edge: 42 points at 1280 × 720, 63 at 1920 × 1080.
    @Test func theBandReachesTwelvePointsPastTheRow() {
        let sideways = PageDots(count: 24, position: 0, viewport: Size(width: 1280, height: 720), isHorizontal: true)
        #expect(sideways.band == Rect(x: 0, y: 678, width: 1280, height: 42))
        let upright = PageDots(count: 24, position: 0, viewport: Size(width: 1280, height: 720), isHorizontal: false)
        #expect(upright.band == Rect(x: 1238, y: 0, width: 42, height: 720))
        let large = PageDots(
            count: 24, position: 0, viewport: Size(width: 1920, height: 1080), isHorizontal: true, scale: 1.5)
        #expect(large.band == Rect(x: 0, y: 1017, width: 1920, height: 63))
        // The dots lie inside it.
        for dots in [sideways, upright, large] {
            #expect(dots.frame.map { dots.band.contains($0) } == true)
        }
    }

    // The band takes at most a quarter of the room across the row: 42 points of 168 fit, of
    // 167 they do not, and the scene then shows neither band nor dots.
    @Test func aRoomTooShortHasNoDots() {
        #expect(PageDots(count: 5, position: 0, viewport: Size(width: 400, height: 168), isHorizontal: true).fitsItsRoom)
        #expect(!PageDots(count: 5, position: 0, viewport: Size(width: 400, height: 167), isHorizontal: true).fitsItsRoom)
        #expect(!PageDots(count: 5, position: 0, viewport: Size(width: 167, height: 400), isHorizontal: false).fitsItsRoom)
        let short = ShowcaseScene(preset: .wave, viewport: Size(width: 400, height: 167))
        #expect(short.pageDots(viewport: Size(width: 400, height: 167)) == nil)
        #expect(short.makeNodes(viewport: Size(width: 400, height: 167)).count == 1)
    }

    // Every Showcase preset, sideways and upright, draws its cards, then the band in the
    // window's color, opaque, then the dots.
    @Test(arguments: ShowcasePreset.all.map(\.name))
    func theBandIsDrawnBetweenTheCardsAndTheDots(_ name: String) throws {
        let preset = try #require(ShowcasePreset.all.first { $0.name == name })
        let viewport = Size(width: 1280, height: 720)
        var scene = ShowcaseScene(preset: preset, viewport: viewport)
        if scene.curveEditor.isShown {
            scene.handle(.keyDown(.e, modifiers: [], isRepeat: false), at: 0, viewport: viewport)
        }
        let dots = try #require(scene.pageDots(viewport: viewport))
        let nodes = scene.makeNodes(viewport: viewport)
        #expect(nodes.count == 2 + dots.nodes().count)
        #expect(nodes[1].frame == dots.band && nodes[1].fillColor == PlaygroundCore.windowColor)
        #expect(PlaygroundCore.windowColor.alpha == 1)
    }

    // On the wheel, cards run under the band at the bottom-left: a tap there, where the band
    // hides them, centers none; a tap on a card above the band centers it.
    @Test func aTapOnTheBandCentersNoCard() throws {
        let viewport = Size(width: 1280, height: 720)
        func tapped(at point: Point) -> Int? {
            var scene = ShowcaseScene(preset: .wheel, viewport: viewport)
            scene.handle(.pointerDown(point, button: .left), at: 0, viewport: viewport)
            scene.handle(.pointerUp(point, button: .left), at: 0.05, viewport: viewport)
            for index in 1...120 {
                scene.update(at: FrameTime(now: Double(index) / 60, delta: 1 / 60, index: index), viewport: viewport)
            }
            return scene.focusedItem
        }
        let scene = ShowcaseScene(preset: .wheel, viewport: viewport)
        let dots = try #require(scene.pageDots(viewport: viewport)), dotsFrame = try #require(dots.frame)
        // A point of the band, left of the dots, over a card that is not the centered one.
        let hidden = try #require(
            stride(from: 4.0, to: dotsFrame.minX - 10, by: 4).lazy.map { Point(x: $0, y: 712) }.first {
                dots.band.contains($0) && scene.showcase.item(at: $0).map { $0 != scene.focusedItem } == true
            })
        #expect(tapped(at: hidden) == scene.focusedItem)
        // Above the band, the same card is there to tap.
        let card = try #require(scene.showcase.item(at: hidden))
        let shown = try #require(
            stride(from: dots.band.minY - 4, to: 360, by: -4).lazy.map { Point(x: hidden.x, y: $0) }.first {
                scene.showcase.item(at: $0) == card
            })
        #expect(tapped(at: shown) == card)
    }

    // Scrolling up and down, the card before the centered one reaches up under the status line
    // (as circle's, wave's and linear's do at some sizes): a tap there, on the line, centers
    // none; with the line hidden (H), the same tap centers the card.
    @Test func aTapOnTheStatusLineCentersNoCard() throws {
        let viewport = Size(width: 1280, height: 720)
        func tapped(at point: Point, hidingTheLine: Bool) throws -> Int? {
            var core = try PlaygroundCore(preset: "simple-vertical", viewport: viewport)
            if hidingTheLine { _ = core.handle(.keyDown(.h, modifiers: [], isRepeat: false), at: 0) }
            _ = core.handle(.pointerDown(point, button: .left), at: 0.1)
            _ = core.handle(.pointerUp(point, button: .left), at: 0.15)
            for index in 1...120 {
                core.update(at: FrameTime(now: 0.15 + Double(index) / 60, delta: 1 / 60, index: index))
            }
            return core.scene.focusedItem
        }
        let core = try PlaygroundCore(preset: "simple-vertical", viewport: viewport)
        let scene = try #require(core.scene as? ShowcaseScene)
        let header = PlaygroundCore.headerHeight
        // A point of the line, left of the toolbar, over a card that is not the centered one.
        let covered = try #require(
            stride(from: 4.0, to: 900, by: 4).lazy.map { Point(x: $0, y: header - 6) }.first {
                scene.showcase.item(at: $0).map { $0 != scene.focusedItem } == true
            })
        #expect(try tapped(at: covered, hidingTheLine: false) == scene.focusedItem)
        #expect(try tapped(at: covered, hidingTheLine: true) == scene.showcase.item(at: covered))
    }
}
