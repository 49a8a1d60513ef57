import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineTestSupport

@testable import VitrinePlayground

/// An open panel keeps its nodes from frame to frame while nothing they are made from changes:
/// the panel, its column, the scale, and the scene's settings and numbers, which enter as the
/// count of the scene's edits. Moving the scene in time is not an edit, so its settings and
/// numbers must never change in an update.
@Suite("The panel's kept nodes")
struct KeptPanelNodesTests {
    static let viewport = Size(width: 1280, height: 720)

    /// The events of pressing `chord`, an input-script key name such as `Shift+Ctrl+Z`.
    static func events(ofKey chord: String) throws -> [InputEvent] {
        try InputScript(parsing: "0 key \(chord)", fileName: "keys").entries.compactMap {
            if case .input(let event) = $0.action { event } else { nil }
        }
    }

    /// The panel's nodes of `core` made afresh, without the ones it kept.
    static func freshPanel(of core: PlaygroundCore) -> [Node] {
        var fresh = core
        fresh[layer: PanelLayer.self].keptNodes = nil
        return fresh.layers().panel
    }

    // A random walk through the soak's keys, drags and wheel turns on the scene,
    // and frames between them, the panel opened at the start: after every frame the panel shown
    // is the panel made afresh, and the frame's update left the scene's settings and numbers
    // as they were.
    /// The keys of the walk: the soak's, but for those that close or cover the panel (Tab,
    /// the help, the save prompt), which would end the walk's use of it.
    static let keys = SoakKeys.pressed.filter { !["Tab", "F1", "?", "Shift+/", "Ctrl+S"].contains($0) }

    @Test(arguments: Presets.names)
    func theKeptPanelIsThePanelMadeAfresh(preset: String) throws {
        var core = try PlaygroundCore(preset: preset, viewport: Self.viewport)
        var random = SplitMix64(seed: 37)
        var now = 0.0
        var frame = 0
        for event in try Self.events(ofKey: "Tab") { _ = core.handle(event, at: now) }
        var keptFrames = 0
        for _ in 0..<150 {
            switch random.int(in: 0...5) {
            case 0, 1:
                let key = Self.keys[random.int(in: 0...(Self.keys.count - 1))]
                for event in try Self.events(ofKey: key) { _ = core.handle(event, at: now) }
            case 2:
                let start = Point(x: random.double(in: 100...700), y: random.double(in: 150...600))
                let end = Point(x: start.x + random.double(in: -300...300), y: start.y + random.double(in: -200...200))
                _ = core.handle(.pointerMoved(start), at: now)
                _ = core.handle(.pointerDown(start, button: .left), at: now)
                _ = core.handle(.pointerMoved(end), at: now + 0.016)
                _ = core.handle(.pointerUp(end, button: .left), at: now + 0.017)
            case 3:
                let kind: WheelKind = random.int(in: 0...1) == 0 ? .notched : .continuous
                _ = core.handle(.wheel(WheelInput(dx: 0, dy: random.double(in: -3...3), kind: kind)), at: now)
            default:
                break
            }
            for _ in 0..<random.int(in: 1...20) {
                frame += 1
                now += 1.0 / 60
                let settings = core.scene.settings, parameters = core.scene.parameters
                let edits = core.sceneEdits
                core.update(at: FrameTime(now: now, delta: 1.0 / 60, index: frame))
                let keepsSettings = core.scene.settings == settings, keepsNumbers = core.scene.parameters == parameters
                #expect(keepsSettings, "\(preset): frame \(frame) changed the settings")
                #expect(keepsNumbers, "\(preset): frame \(frame) changed the numbers")
                let panel = core.layers().panel
                let isFresh = panel == Self.freshPanel(of: core)
                #expect(isFresh, "\(preset): frame \(frame) kept a panel that changed")
                if core.sceneEdits == edits, !panel.isEmpty { keptFrames += 1 }
            }
        }
        // The walk spends most of its frames with the panel open and the scene unedited.
        #expect(keptFrames > 200, "\(preset): \(keptFrames) frames kept the panel")
    }

    // A fling leaves the scene's edits where the drag left them, and the panel's nodes are
    // the kept ones, the same array frame after frame; a key that changes a setting is an
    // edit, and the next frame's panel shows the setting's new value.
    @Test func aFlingKeepsThePanelAndAKeyMakesItAgain() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.viewport)
        for event in try Self.events(ofKey: "Tab") { _ = core.handle(event, at: 0) }
        _ = core.handle(.pointerDown(Point(x: 600, y: 400), button: .left), at: 0.01)
        _ = core.handle(.pointerMoved(Point(x: 400, y: 400)), at: 0.02)
        _ = core.handle(.pointerUp(Point(x: 300, y: 400), button: .left), at: 0.03)
        let edits = core.sceneEdits
        core.update(at: FrameTime(now: 1.0 / 60, delta: 1.0 / 60, index: 1))
        let first = core.layers()
        for index in 2...30 {
            core.update(at: FrameTime(now: Double(index) / 60, delta: 1.0 / 60, index: index))
            #expect(core.scene.isMoving || index > 20)
            #expect(core.sceneEdits == edits)
            let isKept = core[layer: PanelLayer.self].keptNodes?.nodes == first.panel
            #expect(isKept, "frame \(index) made the panel again")
        }
        let flew = core.layers().scene != first.scene
        #expect(flew, "the scene stood still")
        #expect(core.scene.settings.first { $0.key == .l }?.value == "on")
        for event in try Self.events(ofKey: "L") { _ = core.handle(event, at: 0.6) }
        #expect(core.sceneEdits != edits)
        core.update(at: FrameTime(now: 31.0 / 60, delta: 1.0 / 60, index: 31))
        let looping = core.scene.settings.first { $0.key == .l }
        #expect(looping?.value == "off")
        let isMadeAgain = core.layers().panel != first.panel
        #expect(isMadeAgain, "the panel kept Looping's old value")
        let isFresh = core.layers().panel == Self.freshPanel(of: core)
        #expect(isFresh)
    }
}
