import Testing
import VitrineGeometry
import VitrineInput
import VitrineShowcase

@testable import VitrinePlayground

/// The curve editor: the Bézier path's points and the curve transform's curves, dragged over
/// the Showcase scene through the scene's own input.
@Suite("Curve editor")
struct CurveEditorTests {
    static let viewport = Size(width: 1280, height: 720)

    /// The drawn-curves preset at rest on card 0, its editor shown from the start: the cards
    /// and the path's curve in the room above the transform's strip and its tabs.
    static func editedScene() -> ShowcaseScene {
        var scene = ShowcaseScene(preset: .drawnCurves, viewport: viewport)
        scene.resize(to: viewport)
        return scene
    }

    /// The height of the cards' room above the strip: 720 · 0.735 − 28 = 501.2 points.
    static let cards = editedScene().cardsViewport(viewport).height

    /// The center of the card drawn nearest the window's middle along the axis.
    static func centeredCard(of scene: ShowcaseScene) throws -> Point {
        try #require(scene.showcase.makeNodes().min { abs($0.center.x - 640) < abs($1.center.x - 640) }).center
    }

    // A point drawn at x sits where a card of rate x is: across the window from −1 to +1, and
    // down it when the cards scroll up and down; the inverse gives the point back.
    @Test func framesPlaceCurvePointsWhereTheCardsAre() {
        let sideways = CurveFrame(rect: Rect(x: 0, y: 0, width: 1280, height: 720), isTransposed: false, yAtStart: -1, yAtEnd: 1)
        #expect(sideways.windowPoint(for: Point(x: 0.5, y: 0.25)) == Point(x: 960, y: 450))
        #expect(sideways.curvePoint(at: Point(x: 960, y: 450)) == Point(x: 0.5, y: 0.25))
        let upright = CurveFrame(rect: Rect(x: 940, y: 0, width: 300, height: 720), isTransposed: true, yAtStart: 0, yAtEnd: 2)
        #expect(upright.windowPoint(for: Point(x: -0.5, y: 1.5)) == Point(x: 1165, y: 180))
        #expect(upright.curvePoint(at: Point(x: 1165, y: 180)) == Point(x: -0.5, y: 1.5))
    }

    // Dragging the wave's middle point 72 points down moves it by 72 / (h / 2) across (h, the
    // cards' room above the strip), and the centered card, which rides the path at rate 0,
    // comes down those 72 points with it.
    @Test func draggingAPathPointMovesTheCards() throws {
        var scene = Self.editedScene()
        let middle = Self.cards / 2
        #expect(scene.curveEditor.isShown && (501.19...501.21).contains(Self.cards))
        let before = try Self.centeredCard(of: scene)
        #expect(before == Point(x: 640, y: middle))
        scene.handle(.pointerDown(Point(x: 643, y: middle - 2), button: .left), at: 0.1, viewport: Self.viewport)
        scene.handle(.pointerMoved(Point(x: 643, y: middle + 40)), at: 0.15, viewport: Self.viewport)
        scene.handle(.pointerMoved(Point(x: 643, y: middle + 70)), at: 0.2, viewport: Self.viewport)
        scene.handle(.pointerUp(Point(x: 643, y: middle + 70), button: .left), at: 0.25, viewport: Self.viewport)
        let path = try #require(scene.configuration.path as? BezierPath)
        // 72 points below the middle of the cards' room.
        let y = -1 + (middle + 72) / Self.cards * 2
        #expect(path.curve.points[2] == Point(x: 0, y: y))
        let after = try Self.centeredCard(of: scene)
        #expect(after.x == 640 && abs(after.y - (1 + y) * Self.cards / 2) < 1e-9)
        // The drag was the editor's: the scroll did not move.
        #expect(scene.showcase.scroller.offset == 0)
    }

    // A point dragged past its neighbors takes their place in the order, goes on being
    // dragged, and stays in the window; the curve keeps its points spaced and every card.
    @Test func aPointDraggedPastItsNeighborsIsReorderedAndStaysInTheWindow() throws {
        var scene = Self.editedScene()
        scene.handle(.pointerDown(Point(x: 640, y: Self.cards / 2), button: .left), at: 0.1, viewport: Self.viewport)
        scene.handle(.pointerMoved(Point(x: 5000, y: -900)), at: 0.2, viewport: Self.viewport)
        var path = try #require(scene.configuration.path as? BezierPath)
        // Stopped a spacing short of the last point at the frame's edge (x = 1), after it in order.
        #expect(
            path.curve.points == [
                Point(x: -1, y: 0), Point(x: -0.5, y: -0.4), Point(x: 0.5, y: 0.4),
                Point(x: 1 - RateCurve.minimumSpacing, y: -1), Point(x: 1, y: 0),
            ])
        // Dragged on, back across two points to window x 160 (x = −0.75), three quarters down
        // the cards' room (y = 0.5): still the same point.
        scene.handle(.pointerMoved(Point(x: 160, y: Self.cards * 0.75)), at: 0.3, viewport: Self.viewport)
        path = try #require(scene.configuration.path as? BezierPath)
        #expect(path.curve.points.count == 5 && path.curve.points[1].x == -0.75 && abs(path.curve.points[1].y - 0.5) < 1e-12)
        #expect(
            [path.curve.points[0]] + path.curve.points[2...] == [
                Point(x: -1, y: 0), Point(x: -0.5, y: -0.4),
                Point(x: 0.5, y: 0.4), Point(x: 1, y: 0),
            ])
        scene.handle(.pointerUp(Point(x: 160, y: Self.cards * 0.75), button: .left), at: 0.35, viewport: Self.viewport)
        #expect(path.curve.points.count == 5)
        // Every card is still laid out, and those across the window's width are inside its height.
        let cards = scene.showcase.makeNodes()
        #expect(cards.count == Self.editedScene().showcase.makeNodes().count)
        let shown = cards.filter { (0...1280).contains($0.center.x) }
        #expect(shown.count >= 3)
        #expect(shown.allSatisfy { (0...720).contains($0.center.y) }, "\(shown.map(\.center))")
    }

    // A press on the line adds a point there and drags it; a right click on a point removes it.
    @Test func pointsAreAddedOnTheLineAndRemovedByARightClick() throws {
        var scene = Self.editedScene()
        let wave = BezierPath.wave.curve
        // At x = 0.25 (window x 800), the wave is at wave(0.25); its window y is (1 + y) · h / 2.
        let y = (1 + wave.value(at: 0.25)) * Self.cards / 2
        scene.handle(.pointerDown(Point(x: 800, y: y + 6), button: .left), at: 0.1, viewport: Self.viewport)
        var path = try #require(scene.configuration.path as? BezierPath)
        #expect(path.curve.points.count == 6)
        #expect(path.curve.points[3].x == 0.25 && abs(path.curve.points[3].y - (-1 + (y + 6) / Self.cards * 2)) < 1e-12)
        scene.handle(.pointerMoved(Point(x: 800, y: 300)), at: 0.2, viewport: Self.viewport)
        scene.handle(.pointerUp(Point(x: 800, y: 300), button: .left), at: 0.3, viewport: Self.viewport)
        path = try #require(scene.configuration.path as? BezierPath)
        #expect(path.curve.points[3].x == 0.25 && abs(path.curve.points[3].y - (-1 + 300.0 / Self.cards * 2)) < 1e-12)
        scene.handle(.pointerDown(Point(x: 800, y: 300), button: .right), at: 0.4, viewport: Self.viewport)
        path = try #require(scene.configuration.path as? BezierPath)
        #expect(path.curve.points == wave.points)
    }

    // The transform's strip: its curves' x line up with the cards' rates, a tab chooses the
    // curve whose points show, and dragging the scale's center point up scales the centered
    // card by the new value.
    @Test func theTransformsCurvesAreDrawnOnTheStrip() throws {
        var scene = Self.editedScene()
        let layout = scene.curveEditorLayout(viewport: Self.viewport)
        let strip = try #require(layout.strip)
        #expect(strip == Rect(x: 0, y: 720 * 0.735, width: 1280, height: 720 * 0.265 - 34))
        #expect(layout.curves.map(\.name) == ["points", "scale", "rotation", "opacity", "depth"])
        #expect(layout.curves.map(\.isEditable) == [true, true, false, false, false])
        let opacityTab = try #require(layout.tabs.first { $0.name == "opacity" })
        scene.handle(.pointerDown(opacityTab.rect.center, button: .left), at: 0.1, viewport: Self.viewport)
        scene.handle(.pointerUp(opacityTab.rect.center, button: .left), at: 0.15, viewport: Self.viewport)
        #expect(scene.curveEditorLayout(viewport: Self.viewport).curves.map(\.isEditable) == [true, false, false, true, false])
        let scaleTab = try #require(layout.tabs.first { $0.name == "scale" })
        scene.handle(.pointerDown(scaleTab.rect.center, button: .left), at: 0.2, viewport: Self.viewport)
        scene.handle(.pointerUp(scaleTab.rect.center, button: .left), at: 0.25, viewport: Self.viewport)
        // The scale's center point (0, 1.15) is drawn at x 640, 1.15 of the way down from 2 to 0.
        let center = layout.curves[1].windowPoint(ofPoint: 1)
        #expect(center == Point(x: 640, y: strip.minY + (2 - 1.15) / 2 * strip.height))
        scene.handle(.pointerDown(center, button: .left), at: 0.3, viewport: Self.viewport)
        scene.handle(.pointerMoved(Point(x: center.x, y: strip.minY)), at: 0.35, viewport: Self.viewport)
        let transform = try #require(scene.configuration.transform as? CurveTransform)
        #expect(transform.scale.points[1] == Point(x: 0, y: 2))
        #expect(transform.scale(withScrollingRate: 0) == 2)
    }

    // Presses elsewhere scroll the cards; hidden with E, the points are not there to grab.
    @Test func theRestOfTheInputIsTheScenes() throws {
        var hidden = ShowcaseScene(preset: .drawnCurves, viewport: Self.viewport)
        hidden.handle(.keyDown(.e, modifiers: [], isRepeat: false), at: 0, viewport: Self.viewport)
        #expect(hidden.curveEditorLayout(viewport: Self.viewport).curves.isEmpty)
        // The cards, the dots' band, the dots.
        let dots = try #require(hidden.pageDots(viewport: Self.viewport))
        #expect(hidden.makeNodes(viewport: Self.viewport).count == 2 + dots.nodes().count)
        hidden.handle(.pointerDown(Point(x: 640, y: 360), button: .left), at: 0.1, viewport: Self.viewport)
        hidden.handle(.pointerMoved(Point(x: 540, y: 360)), at: 0.2, viewport: Self.viewport)
        #expect(hidden.showcase.scroller.offset > 0)
        var shown = Self.editedScene()
        shown.handle(.pointerDown(Point(x: 640, y: 200), button: .left), at: 0.1, viewport: Self.viewport)
        shown.handle(.pointerMoved(Point(x: 540, y: 200)), at: 0.2, viewport: Self.viewport)
        #expect(shown.showcase.scroller.offset > 0)
    }

    // drawn-curves shows its points from the first frame, as the README says: the editor's
    // nodes are in the scene's first frame; E hides them and shows them again.
    @Test func drawnCurvesShowsItsPointsAtOnce() {
        var scene = ShowcaseScene(preset: .drawnCurves, viewport: Self.viewport)
        #expect(scene.curveEditor.isShown)
        #expect(!scene.curveEditorLayout(viewport: Self.viewport).curves.isEmpty)
        #expect(scene.settings.contains { $0.name == "Edit curves" && $0.value == "on" })
        scene.handle(.keyDown(.e, modifiers: [], isRepeat: false), at: 0.1, viewport: Self.viewport)
        #expect(!scene.curveEditor.isShown)
        scene.handle(.keyDown(.e, modifiers: [], isRepeat: false), at: 0.2, viewport: Self.viewport)
        #expect(scene.curveEditor.isShown)
        #expect(!ShowcaseScene(preset: .coverflow, viewport: Self.viewport).curveEditor.isShown)
    }

    // Switching to the bezier path or the curves transform shows the editor; E hides it.
    @Test func switchingToCurvesShowsTheEditor() {
        var scene = ShowcaseScene(preset: .coverflow, viewport: Self.viewport)
        let paths = ShowcaseChoices.paths.map(\.name)
        scene.choose(paths.firstIndex(of: "bezier")!, ofControl: .p, at: 0)
        #expect(scene.curveEditor.isShown && scene.configuration.path is BezierPath)
        scene.handle(.keyDown(.e, modifiers: [], isRepeat: false), at: 0.1, viewport: Self.viewport)
        #expect(!scene.curveEditor.isShown)
        #expect(scene.settings.contains { $0.name == "Edit curves" && $0.value == "off" })
    }
}
