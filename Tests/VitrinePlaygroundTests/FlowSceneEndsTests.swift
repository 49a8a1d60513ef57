import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// Every Flow preset opens with a card at rest in its slot, and Home and End rest the first and
/// the last cards in theirs: in every alignment, both directions and three window sizes.
@Suite("The Flow scene's ends")
struct FlowSceneEndsTests {
    static let viewports = [Size(width: 400, height: 300), Size(width: 1280, height: 720), Size(width: 1920, height: 1080)]
    static let alignments: [PluginableFlowLayoutAlignment] = [.lineStart, .lineCenter, .lineEnd]

    /// Every combination of alignment and direction.
    static var configurations: [FlowConfiguration] {
        alignments.flatMap { alignment in
            [FlowScrollDirection.horizontal, .vertical].map { direction in
                var configuration = FlowConfiguration()
                configuration.alignment = alignment
                configuration.scrollDirection = direction
                return configuration
            }
        }
    }

    /// Presses key `name` at `time` and lets the scene run three seconds.
    static func press(_ name: String, _ scene: inout FlowScene, at time: Double) {
        guard let key = Key(name: name) else {
            Issue.record("no key named \(name)")
            return
        }
        scene.handle(.keyDown(key, modifiers: [], isRepeat: false), at: time, viewport: scene.layout.viewport)
        settle(&scene, from: time)
    }

    /// Lets the scene run three seconds from `time`.
    static func settle(_ scene: inout FlowScene, from time: Double) {
        let viewport = scene.layout.viewport
        for frame in 1...180 {
            scene.update(at: FrameTime(now: time + Double(frame) / 60, delta: 1.0 / 60, index: frame), viewport: viewport)
        }
    }

    /// The ideal-frame percentage of card `index` where the scene is.
    static func idealFrameVisibility(of index: Int, in scene: FlowScene) -> Double? {
        scene.layout.layoutAttributesForItem(at: index, bounds: scene.layout.bounds(atContentOffset: scene.contentOffset))?
            .percentageInfo.idealFrameVisibility
    }

    /// The cards whose slot is the last one (the longest card of the last line, or under
    /// lineStart the shorter one, which the line centres and so starts later).
    static func lastSlotCards(of layout: PluginableFlowLayout) -> [Int] {
        let slots = (0..<layout.itemCount).compactMap { layout.targetContentOffset(forItemAt: $0) }
        return slots.indices.filter { slots[$0] == slots.max() }
    }

    @Test(arguments: viewports)
    func everyPresetOpensWithACardAtRestInItsSlot(viewport: Size) {
        let presets = FlowPreset.all.map { ($0.name, $0.configuration) } + Self.configurations.map { ("flow", $0) }
        for (name, configuration) in presets {
            let scene = FlowScene(presetName: name, configuration: configuration, viewport: viewport)
            #expect(scene.currentItem == 0, "\(name) \(configuration.scrollDirection)")
            #expect(Self.idealFrameVisibility(of: 0, in: scene) == 0, "\(name) \(configuration.scrollDirection)")
            #expect(!scene.scroller.isMoving)
        }
    }

    @Test(arguments: viewports)
    func endAndHomeRestTheLastAndFirstCardsInTheirSlots(viewport: Size) throws {
        for configuration in Self.configurations {
            var scene = FlowScene(presetName: "flow", configuration: configuration, viewport: viewport)
            let range = scene.layout.contentOffsetRange
            let label = "\(configuration.alignment.map { "\($0)" } ?? "none") \(configuration.scrollDirection) \(viewport)"
            Self.press("End", &scene, at: 0)
            #expect(scene.contentOffset == range.upperBound, "\(label)")
            let last = Self.lastSlotCards(of: scene.layout)
            #expect(last.contains(scene.currentItem), "\(label)")
            for card in last { #expect(Self.idealFrameVisibility(of: card, in: scene) == 0, "\(label)") }
            // Under lineCenter and lineEnd that is the very last card.
            if configuration.alignment != .lineStart {
                #expect(Self.idealFrameVisibility(of: FlowItems.count - 1, in: scene) == 0, "\(label)")
            }
            Self.press("Home", &scene, at: 4)
            #expect(scene.contentOffset == range.lowerBound, "\(label)")
            #expect(scene.currentItem == 0, "\(label)")
            #expect(Self.idealFrameVisibility(of: 0, in: scene) == 0, "\(label)")
        }
    }

    // After D turns the cards, Home and End still reach both ends.
    @Test func homeAndEndAfterTurningTheCards() {
        var scene = FlowScene(preset: .flowCenter, viewport: Size(width: 1280, height: 720))
        Self.press("D", &scene, at: 0)
        #expect(scene.layout.scrollDirection == .vertical && scene.currentItem == 0)
        #expect(Self.idealFrameVisibility(of: 0, in: scene) == 0)
        Self.press("End", &scene, at: 4)
        #expect(Self.idealFrameVisibility(of: FlowItems.count - 1, in: scene) == 0)
        Self.press("Home", &scene, at: 8)
        #expect(Self.idealFrameVisibility(of: 0, in: scene) == 0)
    }

    // flow-center at 1280 × 720: C = 1280, Ib = Ia = 48, the first card 320 long, the last
    // line 280 thick. Before: 640 − 160 − 48 = 432; after: 640 − 140 − 48 = 452. The content
    // is 48 + 21 lines (3 × (320 + 240 + 380 + 260 + 340 + 420 + 280) = 6720) + 20 gaps of 20
    // + 48 = 7216 long, so the range is −432…7216 − 1280 + 452 = 6388, and the scroller's
    // content 6388 + 432 + 1280 = 8100.
    @Test func flowCenterInsetsAt1280By720() {
        let scene = FlowScene(preset: .flowCenter, viewport: Size(width: 1280, height: 720))
        #expect(scene.layout.adjustedContentInset == EdgeInsets(top: 0, left: 432, bottom: 0, right: 452))
        #expect(scene.layout.geometry.contentLength == 7216)
        #expect(scene.layout.contentOffsetRange == -432...6388)
        #expect(scene.scroller.contentLength == 8100 && scene.scroller.maximumOffset == 6820)
    }

    // A from center to end keeps the cards where they are, then glides to the nearest end slot:
    // card 0 centred at −432; lineEnd slots −864 (card 0), −604 (cards 1, 2), −204 (card 3):
    // −604 is nearest.
    @Test func switchingTheAlignmentKeepsTheCardsInPlace() {
        var scene = FlowScene(preset: .flowCenter, viewport: Size(width: 1280, height: 720))
        let viewport = scene.layout.viewport
        scene.handle(.keyDown(.a, modifiers: [], isRepeat: false), at: 0, viewport: viewport)
        #expect(scene.layout.alignment == .lineEnd)
        #expect(scene.contentOffset == -432)
        Self.settle(&scene, from: 0)
        #expect(scene.contentOffset == -604)
        #expect(scene.currentItem == 1)
    }

    // The README's presets-file example `calm-flow` (center alignment, the scale-and-fade plugin,
    // projected flicks) opens with card 0 centred too.
    @Test func theReadmesCalmFlowOpensWithACardInItsSlot() throws {
        let text = """
            {"presets": [{"name": "calm-flow", "scene": "flow", "alignment": "center", "plugins": ["scaleFade"],
                          "scaleFade": { "scaleFactor": 0.4 }, "flick": "projected"}]}
            """
        let preset = try #require(try PresetsFile.presets(in: text, path: "my-presets.json").first)
        for viewport in Self.viewports {
            let scene = try #require(preset.makeScene(viewport: viewport) as? FlowScene)
            #expect(scene.layout.alignment == .lineCenter && scene.layout.flickBehavior == .projected)
            #expect(scene.currentItem == 0)
            #expect(Self.idealFrameVisibility(of: 0, in: scene) == 0)
        }
    }
}
