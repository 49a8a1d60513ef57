import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineParallax

@Suite("PVView pages, transitions and delegate")
struct PVViewTests {
    @Test func reloadLoadsTheFirstPageAndReportsItsProgress() {
        let story = StoryDelegate(pages: 4)
        let view = makeView(story)
        #expect(story.calls == ["willBegin 0", "items 0", "didEnd nil", "didUpdate 0.0 on 0"])
        #expect(view.currentPageIndex == 0 && view.numberOfPages == 4)
        #expect(view.viewForItem(by: "p0")?.center == Point(x: 0, y: 5))
    }

    @Test func theDelegateHearsWillBeginThenDidEndThenDidUpdateOnAPageChange() {
        let story = StoryDelegate(pages: 4)
        let view = makeView(story)
        story.calls.removeAll()
        view.scroll(to: 440, animated: false, at: 0)  // page 1, progress 0.1
        #expect(story.calls == ["willBegin 1", "items 1", "didEnd 0", "didUpdate 0.1 on 1"])
        // The page left was played to its end before the new one loaded.
        #expect(view.target(forItemBy: "p0")?.node.center == Point(x: 100, y: 5))
        #expect(view.viewForItem(by: "p1")?.center == Point(x: 10, y: 5))
    }

    @Test func scrubbingBackPlaysThePageLeftBackToItsStart() {
        let story = StoryDelegate(pages: 4)
        let view = makeView(story)
        view.scroll(to: 500, animated: false, at: 0)
        view.scroll(to: 300, animated: false, at: 0)  // back on page 0 at 0.75
        #expect(view.target(forItemBy: "p1")?.node.center == Point(x: 0, y: 5))
        #expect(view.viewForItem(by: "p0")?.center == Point(x: 75, y: 5))
    }

    @Test func itemsOfOtherPagesAreHiddenOrHeldInTheirEndState() {
        let story = StoryDelegate(pages: 4)
        let view = makeView(story)
        view.scroll(to: 400, animated: false, at: 0)
        #expect(view.makeNodes().count == 1)
        view.hidesItemsOfOtherPages = false
        let nodes = view.makeNodes()
        // p0 behind, at its end; p1 on top, at its start.
        #expect(nodes.map(\.center) == [Point(x: 100, y: 5), Point(x: 0, y: 5)])
    }

    @Test func aJumpOverSeveralPagesPlaysEverySkippedPageToItsEnd() {
        let story = StoryDelegate(pages: 6)
        story.sharedItems = ["counter"]
        let view = makeView(story)
        story.calls.removeAll()
        view.scroll(to: 4 * 400, animated: false, at: 0)  // from page 0 to page 4 (the last page, 5, is ignored)
        #expect(
            story.calls == [
                "willBegin 4", "items 1", "items 2", "items 3", "items 4", "didEnd 0",
                "didUpdate 0.0 on 4",
            ])
        for page in 1...3 {
            #expect(view.target(forItemBy: "p\(page)")?.node.center == Point(x: 100, y: 5))
        }
        // The counter went through every page: it starts page 4 at 400.
        #expect(view.target(forItemBy: "counter")?.node.center == Point(x: 400, y: 0))
        // And back to page 1: pages 4, 3 and 2 return to their start.
        view.scroll(to: 400, animated: false, at: 0)
        for page in 2...4 {
            #expect(view.target(forItemBy: "p\(page)")?.node.center == Point(x: 0, y: 5))
        }
        #expect(view.target(forItemBy: "counter")?.node.center == Point(x: 100, y: 0))
    }

    @Test func theIgnoredLastPageKeepsThePageBeforeItPlayingPastOne() {
        let story = StoryDelegate(pages: 3)
        let view = makeView(story)
        view.scroll(to: 800, animated: false, at: 0)  // the last page
        #expect(view.currentPageIndex == 2 && view.activePageIndex == 1)
        #expect(!story.calls.contains("items 2"))
        #expect(view.viewForItem(by: "p1")?.center == Point(x: 100, y: 5))
        view.ignoreLastPage = false
        view.scroll(to: 0, animated: false, at: 0)
        view.scroll(to: 800, animated: false, at: 0)
        #expect(view.activePageIndex == 2 && story.calls.contains("items 2"))
    }

    @Test func onePageLoadsItsItemsEvenWhenTheLastPageIsIgnored() {
        let view = makeView(StoryDelegate(pages: 1))
        #expect(view.activePageIndex == 0 && view.makeNodes().count == 1)
    }

    @Test func withoutRunActionsAfterTransitionTheNewPagePlaysFromTheNextUpdate() {
        let story = StoryDelegate(pages: 4)
        let view = makeView(story)
        view.runActionsAfterTransition = false
        view.scroll(to: 600, animated: false, at: 0)
        #expect(view.target(forItemBy: "p1")?.node.center == Point(x: -1, y: -1))
        view.update(at: 0)
        #expect(view.target(forItemBy: "p1")?.node.center == Point(x: 50, y: 5))
    }

    @Test func nodesAreMadeOncePerIdentifierUntilAReload() {
        let story = StoryDelegate(pages: 4)
        story.sharedItems = ["counter"]
        let view = makeView(story)
        for offset in [400.0, 0, 400, 800] {
            view.scroll(to: offset, animated: false, at: 0)
        }
        #expect(story.nodesMade == ["p0", "counter", "p1", "p2"])
        view.reload()
        #expect(story.nodesMade.suffix(2) == ["p0", "counter"])
        #expect(view.currentPageIndex == 0)
    }

    @Test func aResizeKeepsThePageInPlace() {
        let story = StoryDelegate(pages: 4)
        let view = makeView(story)
        view.scroll(to: 800, animated: false, at: 0)
        view.resize(to: Size(width: 1000, height: 700))
        #expect(view.scroller.offset == 2000 && view.currentPageIndex == 2)
        #expect(view.scroller.maximumOffset == 3000)
    }

    @Test func aResizeDuringAFlingStillEndsOnAPage() {
        let view = makeView(StoryDelegate(pages: 4))
        // A flick to the left at 2000 points per second.
        view.handle(.pointerDown(Point(x: 300, y: 100), button: .left), at: 0)
        for step in 1...5 { view.handle(.pointerMoved(Point(x: 300 - 40 * Double(step), y: 100)), at: 0.02 * Double(step)) }
        view.handle(.pointerUp(Point(x: 100, y: 100), button: .left), at: 0.1)
        view.update(at: 0.15)
        #expect(view.scroller.isMoving)
        view.resize(to: Size(width: 500, height: 300))
        for frame in 1...240 { view.update(at: 0.15 + Double(frame) / 60) }
        #expect(!view.scroller.isMoving)
        #expect(view.scroller.offset == 500 && view.currentPageIndex == 1)
    }

    @Test func relativePointsAndSizesFollowTheContainerAfterAResize() {
        final class Relative: PVViewDelegate {
            func numberOfPages(in parallaxView: PVView) -> Int { 2 }
            func parallaxView(_ parallaxView: PVView, itemsOnPage pageIndex: Int) -> [any PVItemType] {
                [NamedItem(identifier: "card")]
            }
            func parallaxView(_ parallaxView: PVView, viewForItem item: any PVItemType) -> Node { Node() }
            func parallaxView(
                _ parallaxView: PVView, actionsOfItem item: any PVItemType,
                onPage pageIndex: Int
            ) -> [any PVActionType] {
                [
                    PVActionMove(
                        fromPosition: PVPoint(x: 0.25, y: 0.5, isRelative: true),
                        toPosition: PVPoint(x: 0.75, y: 0.5, isRelative: true)),
                    PVActionSize(
                        from: PVSize(width: 0.1, height: 0.1, isRelative: true),
                        to: PVSize(width: 0.3, height: 0.3, isRelative: true)),
                ]
            }
        }
        let story = Relative()
        let view = PVView(viewport: Size(width: 400, height: 300))
        view.delegate = story
        view.reload()
        view.scroll(to: 200, animated: false, at: 0)
        #expect(view.viewForItem(by: "card")?.frame == Rect(center: Point(x: 200, y: 150), size: Size(width: 80, height: 60)))
        view.resize(to: Size(width: 800, height: 600))
        // Half a page still: the center of the new container, a fifth of its size.
        #expect(view.scroller.offset == 400)
        #expect(view.viewForItem(by: "card")?.frame == Rect(center: Point(x: 400, y: 300), size: Size(width: 160, height: 120)))
    }

    @Test func containedItemsAreDrawnInsideTheirContainerAndRelativeToIt() {
        let story = StoryDelegate(pages: 2)
        story.sharedItems = ["frame", "inner"]
        story.containers = ["inner": "frame", "p0": "missing"]
        let view = makeView(story)
        let nodes = view.makeNodes()
        // "p0" has no such container and sits in the view; "inner" is inside "frame".
        #expect(nodes.count == 2)
        #expect(nodes[1].children.count == 1)
        #expect(view.target(forItemBy: "inner")?.containerSize == Size(width: 10, height: 10))
    }

    @Test func containersThatLoopPutTheirItemsInTheView() {
        let story = StoryDelegate(pages: 2)
        story.sharedItems = ["a", "b"]
        story.containers = ["a": "b", "b": "a"]
        let view = makeView(story)
        #expect(view.makeNodes().count == 3)
    }

    @Test func theDelegateIsHeldWeaklyAndItsLossIsHarmless() {
        let view = PVView(viewport: Size(width: 400, height: 300))
        do {
            let story = StoryDelegate(pages: 3)
            view.delegate = story
            view.reload()
            #expect(view.makeNodes().count == 1)
        }
        #expect(view.delegate == nil)
        view.scroll(to: 400, animated: false, at: 0)
        view.next(at: 1)
        view.reload()
        #expect(view.numberOfPages == 0 && view.makeNodes().isEmpty)
    }

    @Test func negativePageCountsAreNoPages() {
        let view = makeView(StoryDelegate(pages: -3))
        #expect(view.numberOfPages == 0 && view.currentPageIndex == nil && view.makeNodes().isEmpty)
    }

    /// A wheel notch or an arrow key turns exactly one page over ``PVView/pageTurnDuration``
    /// (0.4 s), long enough to watch the actions play across it: halfway through the time the
    /// page is part turned, and it rests on the page at 0.4 s.
    @Test func aNotchOrAKeyTurnsOnePageInPageTurnDuration() {
        for event in [
            InputEvent.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)),
            .keyDown(.right, modifiers: [], isRepeat: false),
        ] {
            let view = makeView(StoryDelegate(pages: 3))
            view.handle(event, at: 1)
            view.update(at: 1 + 0.1)
            #expect(view.scroller.offset > 0 && view.scroller.offset < 200)
            view.update(at: 1 + 0.2)
            #expect(view.scroller.offset > 100 && view.scroller.offset < 400)
            view.update(at: 1 + 0.399)
            #expect(view.scroller.offset < 400)
            view.update(at: 1 + 0.401)
            #expect(view.scroller.offset == 400 && !view.scroller.isMoving)
        }
    }

    @Test func nextAndBackMoveOnePageAndStopAtTheEnds() {
        let view = makeView(StoryDelegate(pages: 3, direction: .vertical))
        view.back(animated: false, at: 0)
        #expect(view.scroller.offset == 0)
        view.next(animated: false, at: 0)
        #expect(view.scroller.offset == 300 && view.currentPageIndex == 1)
        view.next(animated: false, at: 0)
        view.next(animated: false, at: 0)
        #expect(view.scroller.offset == 600)
        view.next(at: 0)
        view.back(at: 0)
        view.update(at: 5)
        #expect(view.scroller.offset == 300 && view.currentPageIndex == 1)
    }
}
