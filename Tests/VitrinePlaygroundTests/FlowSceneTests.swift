import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The Flow scene's keys and resizing, driven without a window.
@Suite("The Flow scene")
struct FlowSceneTests {
    static let viewport = Size(width: 1280, height: 720)

    func press(_ name: String, _ scene: inout FlowScene, at time: Double) {
        guard let key = Key(name: name) else {
            Issue.record("no key named \(name)")
            return
        }
        scene.handle(.keyDown(key, modifiers: [], isRepeat: false), at: time, viewport: Self.viewport)
    }

    func settle(_ scene: inout FlowScene, from time: Double, viewport: Size = viewport) {
        for frame in 1...180 {
            scene.update(at: FrameTime(now: time + Double(frame) / 60, delta: 1.0 / 60, index: frame), viewport: viewport)
        }
    }

    @Test func aStepsThroughTheAlignmentsAndTheTitleSaysWhich() {
        var scene = FlowScene(preset: .flowStart, viewport: Self.viewport)
        #expect(scene.title == "Flow · start · plugins: both · one card a flick")
        var names: [String] = []
        for k in 0..<4 {
            press("A", &scene, at: Double(k))
            names.append(FlowChoices.name(of: scene.layout.alignment))
        }
        #expect(names == ["center", "end", "none", "start"])
        press("P", &scene, at: 5)
        press("F", &scene, at: 5)
        #expect(scene.title == "Flow · start · plugins: parallax and dimming · snapping: free")
        press("F", &scene, at: 5)
        #expect(scene.title == "Flow · start · plugins: parallax and dimming · snapping: stick")
        #expect(scene.layout.flickBehavior == .projected && scene.scroller.configuration.snapping == .stick)
    }

    // flow-center opens with card 0 (48…368, centre 208) centred, at offset 208 − 640 = −432;
    // the Right key centres cards 1 and 2 (388…628, centre 508, offset −132), and again card 3
    // (648…1028, centre 838, offset 198). The scroller, whose offsets start at 0 at −432, is
    // 432 further on.
    @Test func theRightKeyCentresTheNextCard() {
        var scene = FlowScene(preset: .flowCenter, viewport: Self.viewport)
        #expect(scene.contentOffset == -432 && scene.scroller.offset == 0)
        #expect(scene.currentItem == 0)
        press("Right", &scene, at: 0)
        settle(&scene, from: 0)
        #expect(scene.contentOffset == -132 && scene.scroller.offset == 300)
        #expect(scene.currentItem == 1)
        press("Right", &scene, at: 4)
        settle(&scene, from: 4)
        #expect(scene.contentOffset == 198)
        #expect(scene.currentItem == 3)
    }

    // D turns the cards to scroll up and down and keeps the current card in its slot; so does
    // a resize.
    @Test func directionAndResizeKeepTheCurrentCard() throws {
        var scene = FlowScene(preset: .flowCenter, viewport: Self.viewport)
        // Three Right keys from card 0: cards 1 and 2, card 3, then cards 4 to 6.
        press("Right", &scene, at: 0)
        press("Right", &scene, at: 0.05)
        press("Right", &scene, at: 0.1)
        settle(&scene, from: 0.1)
        let card = scene.currentItem
        #expect(card == 4)
        press("D", &scene, at: 4)
        #expect(scene.layout.scrollDirection == .vertical)
        #expect(scene.currentItem == card)
        #expect(scene.contentOffset == scene.layout.targetContentOffset(forItemAt: card))

        let smaller = Size(width: 900, height: 600)
        settle(&scene, from: 4, viewport: smaller)
        #expect(scene.layout.viewport == smaller)
        #expect(scene.currentItem == card)
        #expect(scene.contentOffset == scene.layout.targetContentOffset(forItemAt: card))
    }

    // Cards sharing a line split the room across it: 720 − 64 − 32 = 624 points, so two cards
    // of (624 − 20) / 2 = 302 and three of (624 − 40) / 3 = 194.67, rounded down to 194.
    @Test func cardsSharingALineSplitItsRoom() {
        let sizes = FlowItems.sizes(direction: .horizontal, viewport: Self.viewport)
        #expect(
            sizes.prefix(7) == [
                Size(width: 320, height: 624), Size(width: 240, height: 302),
                Size(width: 240, height: 302), Size(width: 380, height: 624),
                Size(width: 200, height: 194), Size(width: 260, height: 194),
                Size(width: 200, height: 194),
            ])
        let layout = FlowLayout(
            scrollDirection: .horizontal, items: .individual(sizes), minimumLineSpacing: 20,
            minimumInteritemSpacing: 20, sectionInset: FlowItems.sectionInset
        )
        .prepared(for: Self.viewport)
        // Each pattern of twelve makes seven lines, of 1, 2, 1, 3, 2, 1 and 2 cards.
        #expect(layout.lineCount == 21)
    }

    // At 1920 × 1080 (scale 1.5) margins 96, 72, 48, 72 and spacing 30: room 1080 − 144 = 936,
    // lengths 480, 360, 360, 570, 300; two to a line (936 − 30) / 2 = 453, three (936 − 60) / 3
    // = 292. At 3840 × 2160 (scale 3): room 1872, lengths 960, 720; two to a line 906.
    @Test func cardsGrowWithTheInterfaceScale() {
        let large = FlowItems.sizes(direction: .horizontal, viewport: Size(width: 1920, height: 1080))
        #expect(
            large.prefix(5) == [
                Size(width: 480, height: 936), Size(width: 360, height: 453),
                Size(width: 360, height: 453), Size(width: 570, height: 936),
                Size(width: 300, height: 292),
            ])
        let layout = FlowItems.flowLayout(direction: .horizontal, viewport: Size(width: 1920, height: 1080))
        #expect(layout.minimumLineSpacing == 30 && layout.minimumInteritemSpacing == 30)
        #expect(layout.sectionInset == EdgeInsets(top: 96, left: 72, bottom: 48, right: 72))
        let huge = FlowItems.sizes(direction: .horizontal, viewport: Size(width: 3840, height: 2160))
        #expect(huge.prefix(2) == [Size(width: 960, height: 1872), Size(width: 720, height: 906)])
    }

    // At 400 × 300 the room between the margins along the axis is 400 − 96 = 304 sideways and
    // 300 − 96 = 204 up and down, short of the longest card's 420: lengths × 304/420 and
    // × 204/420, rounded down (320 → 231 and 155; 420 → 304 and 204), so every card fits.
    @Test func cardsShrinkToFitAShortAxis() {
        let small = Size(width: 400, height: 300)
        let sideways = FlowItems.sizes(direction: .horizontal, viewport: small)
        #expect(sideways.prefix(4).map(\.width) == [231, 173, 173, 275] && sideways[9].width == 304)
        let upAndDown = FlowItems.sizes(direction: .vertical, viewport: small)
        #expect(upAndDown.prefix(4).map(\.height) == [155, 116, 116, 184] && upAndDown[9].height == 204)
        #expect(sideways.allSatisfy { $0.width <= 304 } && upAndDown.allSatisfy { $0.height <= 204 })
    }

    @Test func percentagesArePrintedWithTheirSign() {
        #expect(FlowCard.signed(0.25) == "+0.25")
        #expect(FlowCard.signed(-0.5) == "−0.50")
        #expect(FlowCard.signed(-0.004) == "0.00")
        #expect(FlowCard.signed(-0.006) == "−0.01")
        #expect(FlowCard.signed(1) == "+1.00")
        #expect(FlowCard.signed(.nan) == "–")
    }

    // The alignment guide reaches 16 points past the cards, but stops 4 points short of the
    // dots: it used to run through the dots' row (between two of flow-center's dots at
    // 1280 × 720, 3 points into it at 400 × 300 and 800 × 300).
    @Test(arguments: FlowPreset.all.map(\.name))
    func theGuideStopsShortOfTheDots(_ name: String) throws {
        let preset = try #require(FlowPreset.all.first { $0.name == name })
        for viewport in [
            Size(width: 1280, height: 720), Size(width: 400, height: 300), Size(width: 1920, height: 1080),
            Size(width: 800, height: 300),
        ] {
            let scene = FlowScene(preset: preset, viewport: viewport)
            let guide = try #require(scene.guide(viewport: viewport, dots: scene.pageDots(viewport: viewport)))
            let dots = try #require(scene.pageDotsFrame(viewport: viewport))
            let direction = scene.layout.scrollDirection
            #expect(direction.crossMax(of: guide.frame) <= direction.crossMin(of: dots) - 4, "\(viewport)")
            let inset = FlowItems.sectionInset(for: viewport)
            let cardsEnd = direction.crossLength(of: viewport) - direction.crossInsetAfter(in: inset)
            #expect(direction.crossMax(of: guide.frame) > cardsEnd, "\(viewport)")
        }
    }
}
