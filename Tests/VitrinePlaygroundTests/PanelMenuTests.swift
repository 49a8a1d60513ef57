import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The panel's lists: a setting that is a choice, and the preset, open a list beside the panel
/// to pick from.
@Suite("The panel's lists")
struct PanelMenuTests {
    static let viewport = Size(width: 1280, height: 720)

    static func core(_ preset: String) throws -> PlaygroundCore {
        var core = try PlaygroundCore(preset: preset, viewport: viewport)
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        return core
    }

    static func click(_ core: inout PlaygroundCore, at point: Point, time: Double) {
        _ = core.handle(.pointerDown(point, button: .left), at: time)
        _ = core.handle(.pointerUp(point, button: .left), at: time + 0.05)
    }

    static func row(_ core: PlaygroundCore, where matches: (PanelRow.Content) -> Bool) throws -> Rect {
        try #require(core.panel.rows(for: core.scene, in: core.panelRoom).first { matches($0.content) }).frame
    }

    /// The open list's frame and the place of option `index`.
    static func option(_ index: Int, in core: PlaygroundCore) throws -> Point {
        let menu = try #require(core.panel.menu)
        let panelFrame = Panel.frame(around: core.panel.rows(for: core.scene, in: core.panelRoom), in: core.panelRoom)
        let frame = menu.frame(beside: panelFrame, in: core.panelRoom)
        return try #require(menu.rows(in: frame).first { $0.option == index }).frame.center
    }

    // A click on Transform lists every transform, coverflow marked; a click on "wheel" picks
    // it and closes the list.
    @Test func aChoiceIsPickedFromItsList() throws {
        var core = try Self.core("coverflow")
        let transformRow = try Self.row(core) { if case .setting(let s) = $0 { s.key == .t } else { false } }
        Self.click(&core, at: transformRow.center, time: 1)
        let menu = try #require(core.panel.menu)
        #expect(menu.options == ShowcaseChoices.transforms.map(\.name))
        #expect(menu.items.contains(.option("coverflow", isCurrent: true)))
        let wheel = try #require(menu.options.firstIndex(of: "wheel"))
        Self.click(&core, at: try Self.option(wheel, in: core), time: 2)
        #expect(core.panel.menu == nil)
        #expect(core.scene.settings.first { $0.key == .t }?.value == "wheel")
        // The other direction round the cycle: back to "rotate", before coverflow.
        Self.click(&core, at: transformRow.center, time: 3)
        let rotate = try #require(core.panel.menu?.options.firstIndex(of: "rotate"))
        Self.click(&core, at: try Self.option(rotate, in: core), time: 4)
        #expect(core.scene.settings.first { $0.key == .t }?.value == "rotate")
    }

    // A click away from an open list closes it and does nothing else; so does Esc, which
    // leaves the panel open.
    @Test func aClickAwayOrEscClosesTheList() throws {
        var core = try Self.core("flow-start")
        let alignmentRow = try Self.row(core) { if case .setting(let s) = $0 { s.key == .a } else { false } }
        Self.click(&core, at: alignmentRow.center, time: 1)
        #expect(core.panel.menu?.options == ["start", "center", "end", "none"])
        let offset = core.scrollOffset
        _ = core.handle(.pointerDown(Point(x: 300, y: 400), button: .left), at: 2)
        _ = core.handle(.pointerMoved(Point(x: 100, y: 400)), at: 2.05)
        _ = core.handle(.pointerUp(Point(x: 100, y: 400), button: .left), at: 2.1)
        #expect(core.panel.menu == nil && core.scrollOffset == offset)
        Self.click(&core, at: alignmentRow.center, time: 3)
        _ = core.handle(.keyDown(.escape, modifiers: [], isRepeat: false), at: 4)
        #expect(core.panel.menu == nil && core.panel.isOpen)
        #expect(core.scene.settings.first { $0.key == .a }?.value == "start")
    }

    // The preset row lists every preset by its scene, the running one marked; picking one
    // starts it.
    @Test func thePresetListStartsAPreset() throws {
        var core = try Self.core("coverflow")
        let presetRow = try Self.row(core) { if case .preset = $0 { true } else { false } }
        Self.click(&core, at: presetRow.center, time: 1)
        let menu = try #require(core.panel.menu)
        #expect(menu.options == Presets.names)
        #expect(
            menu.items.filter { if case .heading = $0 { true } else { false } }
                == [.heading("Demo"), .heading("Showcase"), .heading("Parallax"), .heading("Flow")])
        #expect(menu.items.contains(.option("coverflow", isCurrent: true)))
        let index = try #require(menu.options.firstIndex(of: "parallax"))
        // The list is longer than the frame allows? It fits at 1280 × 720: every option shows.
        Self.click(&core, at: try Self.option(index, in: core), time: 2)
        #expect(core.scene.presetName == "parallax" && core.panel.menu == nil)
    }

    // Direction, a switch of two values, still flips at a click: no list.
    @Test func aSwitchFlipsWithoutAList() throws {
        var core = try Self.core("coverflow")
        let directionRow = try Self.row(core) { if case .setting(let s) = $0 { s.key == .d } else { false } }
        Self.click(&core, at: directionRow.center, time: 1)
        #expect(core.panel.menu == nil)
        #expect(core.scene.settings.first { $0.key == .d }?.value == "up and down")
    }

    // The keyboard: the list opens on coverflow (highlighted); ↓ twice and Enter pick the
    // transform two below it, "inverted cylinder"; ↑ stops at the first option.
    @Test func arrowsAndEnterPickFromTheList() throws {
        var core = try Self.core("coverflow")
        let transformRow = try Self.row(core) { if case .setting(let s) = $0 { s.key == .t } else { false } }
        Self.click(&core, at: transformRow.center, time: 1)
        let options = try #require(core.panel.menu?.options)
        #expect(core.panel.menu?.highlighted == options.firstIndex(of: "coverflow"))
        for time in [1.1, 1.2] { _ = core.handle(.keyDown(.down, modifiers: [], isRepeat: false), at: time) }
        #expect(core.scene.settings.first { $0.key == .t }?.value == "coverflow")
        _ = core.handle(.keyDown(.returnKey, modifiers: [], isRepeat: false), at: 1.3)
        #expect(core.panel.menu == nil)
        #expect(core.scene.settings.first { $0.key == .t }?.value == "inverted cylinder")
        Self.click(&core, at: transformRow.center, time: 2)
        for step in 0..<20 { _ = core.handle(.keyDown(.up, modifiers: [], isRepeat: step > 0), at: 2.1) }
        #expect(core.panel.menu?.highlighted == 0)
    }

    // The pointer over an option highlights it; the preset list, taller than a small window,
    // scrolls to keep the highlighted option in view.
    @Test func thePointerHighlightsAndTheListScrollsToTheHighlight() throws {
        var core = try Self.core("coverflow")
        let transformRow = try Self.row(core) { if case .setting(let s) = $0 { s.key == .t } else { false } }
        Self.click(&core, at: transformRow.center, time: 1)
        _ = core.handle(.pointerMoved(try Self.option(3, in: core)), at: 1.1)
        #expect(core.panel.menu?.highlighted == 3)
        var small = try PlaygroundCore(preset: "simple-horizontal", viewport: Size(width: 400, height: 300))
        _ = small.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        let presetRow = try Self.row(small) { if case .preset = $0 { true } else { false } }
        Self.click(&small, at: presetRow.center, time: 1)
        let count = try #require(small.panel.menu?.options.count)
        for _ in 0..<count { _ = small.handle(.keyDown(.down, modifiers: [], isRepeat: true), at: 1.1) }
        let menu = try #require(small.panel.menu)
        #expect(menu.highlighted == count - 1)
        let panelFrame = Panel.frame(around: small.panel.rows(for: small.scene, in: small.panelRoom), in: small.panelRoom)
        let frame = menu.frame(beside: panelFrame, in: small.panelRoom)
        #expect(menu.scrollOffset == menu.maximumScroll(in: frame) && menu.scrollOffset > 0)
        #expect(menu.rows(in: frame).contains { $0.option == count - 1 })
    }
}
