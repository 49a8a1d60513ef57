import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The Parallax story is designed at 1280 × 720 and drawn scaled to fit any window whole.
@Suite("Parallax story scale")
struct ParallaxStoryScaleTests {
    @Test func theStoryFitsTheWindowAndADragKeepsItsSlopOnScreen() {
        let small = Size(width: 400, height: 300)
        #expect(DesignFit.scale(for: small) == 0.3125)
        #expect(DesignFit.viewport(for: small) == Size(width: 1280, height: 960))
        #expect(DesignFit.scale(for: Size(width: 1920, height: 1080)) == 1.5)
        #expect(DesignFit.viewport(for: Size(width: 600, height: 1000)) == Size(width: 1280, height: 1000 / 0.46875))
        var scene = ParallaxScene(preset: .parallax, viewport: small)
        let nodes = scene.makeNodes(viewport: small)
        #expect(nodes.count == 1 && nodes[0].sublayerTransform == .makeScale(0.3125, 0.3125, 1))
        // A 100-point drag on screen (less the 4-point slop) moves the story 96 screen points:
        // 307.2 of its own.
        scene.handle(.pointerDown(Point(x: 300, y: 150), button: .left), at: 0, viewport: small)
        scene.handle(.pointerMoved(Point(x: 200, y: 150)), at: 0.05, viewport: small)
        #expect(abs((scene.scrollOffset ?? 0) - 96 / 0.3125) < 1e-9)
        // A click that wanders 3 points on screen stays a click (the slop is 12.8 story points).
        scene.handle(.pointerUp(Point(x: 200, y: 150), button: .left), at: 2, viewport: small)
        #expect(DesignFit.scale(for: small) * scene.view.dragSlop == 4)
    }
}
