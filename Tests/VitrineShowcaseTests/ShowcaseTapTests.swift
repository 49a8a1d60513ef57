import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion

@testable import VitrineShowcase

/// A tap on an item centers it (iCarousel's `centerItemWhenSelected`); drags and presses that
/// stop motion do not.
@Suite("Showcase: tap to select")
struct ShowcaseTapTests {
    /// 50 flat 200 × 300 items with no spacing in 1000 × 600: item k's center is k · 200 points
    /// right of the viewport's center, at offset 0.
    func makeShowcase(looping: Bool = true) throws -> Showcase {
        var layout = Layout()
        layout.itemSize = Size(width: 200, height: 300)
        layout.lineSpacing = 0
        let showcase = Showcase(viewport: Size(width: 1000, height: 600), layout: layout)
        showcase.isLooping = looping
        showcase.register(NumberView.self)
        try showcase.reset(NumberView.self, models: (0..<50).map(NumberModel.init))
        return showcase
    }

    func tap(_ showcase: Showcase, at point: Point, time: Double, moving: Double = 0) {
        showcase.handle(.pointerDown(point, button: .left), at: time)
        showcase.handle(.pointerMoved(Point(x: point.x + moving, y: point.y)), at: time + 0.05)
        showcase.handle(.pointerUp(Point(x: point.x + moving, y: point.y), button: .left), at: time + 0.1)
    }

    func settle(_ showcase: Showcase, from time: Double) -> Double {
        var t = time
        while showcase.scroller.isMoving, t < time + 5 {
            t += 1.0 / 60
            showcase.update(at: t)
        }
        return t
    }

    @Test(arguments: [true, false])
    func aTapOnAnItemGlidesItToTheCenter(looping: Bool) throws {
        let showcase = try makeShowcase(looping: looping)
        // Item 2 spans 800…1000; a tap at 950 (moving 3 points, within the slop) picks it.
        tap(showcase, at: Point(x: 950, y: 300), time: 0, moving: 3)
        #expect(showcase.scroller.isMoving)
        var t = settle(showcase, from: 0.1)
        #expect(showcase.scroller.offset == 400 && showcase.centerIndex == 2)
        // Back to item 1, left of center now at 300…500.
        tap(showcase, at: Point(x: 310, y: 200), time: t)
        t = settle(showcase, from: t + 0.1)
        #expect(showcase.scroller.offset == 200 && showcase.centerIndex == 1)
    }

    @Test func aTapOnTheLoopsOtherSideCentersTheTappedRepetition() throws {
        let showcase = try makeShowcase()
        // Left of item 0 is item 49: the tapped one, one period back, not the one 49 ahead.
        tap(showcase, at: Point(x: 350, y: 300), time: 0)
        _ = settle(showcase, from: 0.1)
        #expect(showcase.scroller.offset == -200 && showcase.centerIndex == 49)
    }

    @Test func dragsPressesThatStopMotionAndEmptySpaceSelectNothing() throws {
        let showcase = try makeShowcase()
        tap(showcase, at: Point(x: 950, y: 300), time: 0, moving: -5)  // past the slop: a drag
        _ = settle(showcase, from: 0.1)
        #expect(showcase.scroller.offset == 1)  // 5 points less the slop
        tap(showcase, at: Point(x: 950, y: 50), time: 10)  // above the items
        #expect(!showcase.scroller.isMoving)
        showcase.scroll(to: 2000, animated: true, at: 20)
        showcase.update(at: 20.1)
        let caught = showcase.scroller.offset
        tap(showcase, at: Point(x: 950, y: 300), time: 20.1)  // stops the glide only
        _ = settle(showcase, from: 20.2)
        #expect(showcase.scroller.offset == caught)
        showcase.centerItemWhenSelected = false
        tap(showcase, at: Point(x: 950, y: 300), time: 30)
        #expect(!showcase.scroller.isMoving)
    }

    @Test func itemAtAPointFollowsTheTransformAndDepth() throws {
        let showcase = try makeShowcase()
        #expect(showcase.item(at: Point(x: 500, y: 300)) == 0)
        #expect(showcase.item(at: Point(x: 699, y: 300)) == 1)
        #expect(showcase.item(at: Point(x: 500, y: 100)) == nil)
        // Coverflow: the turned neighbours tuck under the front card, which wins where they overlap.
        showcase.layout.transform = CoverFlowTransform()
        showcase.update(at: 0)
        #expect(showcase.item(at: Point(x: 590, y: 300)) == 0)
    }
}
