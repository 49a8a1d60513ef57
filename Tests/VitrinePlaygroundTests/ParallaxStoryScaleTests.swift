import Testing
import VitrineCanvas
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

    /// Every node with text under `nodes`, at any depth.
    static func textNodes(_ nodes: [Node]) -> [Node] {
        nodes.flatMap { ($0.text?.isEmpty == false ? [$0] : []) + textNodes($0.children) }
    }

    // At 400 × 300 with the panel open the story has half the window: its first caption, raised
    // to 9 points on screen, is wider than that, so it is wrapped at its spaces, every line
    // within 90 % of the scene's width (by the estimate, itself a little wider than the font).
    // At 1280 × 720 nothing is raised and the caption is one line.
    @Test func aCaptionRaisedForLegibilityWrapsToTheScenesWidth() throws {
        let caption = ParallaxStory.words[0].caption
        var core = try PlaygroundCore(preset: "parallax", viewport: Size(width: 400, height: 300))
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        core.update(at: FrameTime(now: 1.0 / 60, delta: 1.0 / 60, index: 1))
        let window = core.sceneViewport
        #expect(window.width == 200)
        let scale = DesignFit.scale(for: window)
        let texts = Self.textNodes(core.scene.makeNodes(viewport: window))
        let wrapped = try #require(texts.first { $0.text?.hasPrefix("Scroll") == true })
        let lines = try #require(wrapped.text).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.joined(separator: " ") == caption)
        #expect(wrapped.fontSize * scale == DesignFit.smallestText)
        for line in lines {
            let width = EstimatedTextMeasure().width(of: line, fontSize: wrapped.fontSize) * scale
            #expect(width <= 0.9 * window.width, "'\(line)' is \(width) points wide")
        }
        let large = Size(width: 1280, height: 720)
        let scene = ParallaxScene(preset: .parallax, viewport: large)
        let whole = Self.textNodes(scene.makeNodes(viewport: large)).first { $0.text?.hasPrefix("Scroll") == true }
        #expect(whole?.text == caption && whole?.fontSize == 22)
    }

    // The page dots keep their size on screen while the story shrinks: in a short window the
    // story is fitted above a band left to them, so that the balls racing across the second
    // page, and their legends, never pass under the dots. Checked every frame of the race, at
    // sizes with and without the band; at 1280 × 720 the story has the whole window.
    @Test(arguments: [
        Size(width: 200, height: 254), Size(width: 400, height: 300), Size(width: 640, height: 360),
        Size(width: 800, height: 500), Size(width: 1280, height: 720),
    ])
    func theRacingBallsStayClearOfThePageDots(window: Size) throws {
        var scene = ParallaxScene(preset: .parallax, viewport: window)
        #expect(scene.storyWindow(for: window).width == window.width)
        if window.height >= 720 { #expect(scene.storyWindow(for: window) == window) }
        scene.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: 0, viewport: window)
        let legends = Set(ParallaxStory.balls.map(\.name))
        var checked = 0
        for frame in 1...60 {
            let now = Double(frame) / 60
            scene.update(at: FrameTime(now: now, delta: 1.0 / 60, index: frame), viewport: window)
            let dots = try #require(scene.pageDotsFrame(viewport: window))
            for root in scene.makeNodes(viewport: window) {
                root.forEachDrawn { node, toScreen, opacity in
                    let isBall = node.children.contains { legends.contains($0.text ?? "") }
                    let isLegend = legends.contains(node.text ?? "")
                    guard opacity > 0.01, isBall || isLegend, let center = toScreen.project(Point(x: 0, y: 0)) else {
                        return
                    }
                    let halfHeight = (isLegend ? node.fontSize : node.size.height) / 2 * toScreen.m22
                    #expect(center.y + halfHeight < dots.minY, "\(window), frame \(frame): \(node.text ?? "a ball")")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }
}
