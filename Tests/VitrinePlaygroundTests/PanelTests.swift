import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

@Suite("The panel")
struct PanelTests {
    static let viewport = Size(width: 1280, height: 720)

    static func openPanel() -> Panel {
        var panel = Panel()
        panel.isOpen = true
        return panel
    }

    @Test func rowsListTheSceneThenItsSettingsThenItsNumbers() {
        let scene = ShowcaseScene(preset: .circleRotate, viewport: Self.viewport)
        let rows = Self.openPanel().rows(for: scene, in: Panel.room(in: Self.viewport))
        let settings = rows.compactMap { row -> String? in
            if case .setting(let setting) = row.content { return setting.key.name } else { return nil }
        }
        let numbers = rows.compactMap { row -> Int? in
            if case .parameter(let index, _, _) = row.content { return index } else { return nil }
        }
        #expect(settings == ["P", "T", "D", "G", "L", "V", "E", "R", "B", "K", "J", "W", "O", "Z", "X"])
        // 26 rows fit from y 64 to 702 (the panel's bottom, 708, less half a margin): six above the
        // settings, fifteen settings (the window's Time and Motion last), the Numbers heading,
        // the path's note and three of its four numbers, the last of which is the last row that
        // fits.
        #expect(rows.count == 26)
        #expect(numbers == [0, 1, 2])
        // Rows are stacked one row height apart, from the panel's top plus its margin.
        #expect(rows.first?.frame == Rect(x: 1280 - 380 - 12 + 12, y: 52 + 12, width: 380 - 24, height: 24))
        for (upper, lower) in zip(rows, rows.dropFirst()) {
            #expect(lower.frame.minY == upper.frame.maxY)
        }
    }

    @Test func clicksHitSettingsNumbersAndButtons() throws {
        let scene = ShowcaseScene(preset: .circleRotate, viewport: Self.viewport)
        let panel = Self.openPanel()
        let rows = panel.rows(for: scene, in: Panel.room(in: Self.viewport))
        let transformRow = try #require(
            rows.first { if case .setting(let s) = $0.content { s.name == "Transform" } else { false } })
        // A choice opens its list; a switch of two values flips at a click.
        #expect(
            panel.hit(at: transformRow.frame.center, scene: scene, in: Panel.room(in: Self.viewport)) == .openMenu(.setting(.t)))
        let directionRow = try #require(rows.first { if case .setting(let s) = $0.content { s.key == .d } else { false } })
        #expect(panel.hit(at: directionRow.frame.center, scene: scene, in: Panel.room(in: Self.viewport)) == .setting(.d))
        let angleRow = try #require(rows.first { if case .parameter(2, _, _) = $0.content { true } else { false } })
        let buttons = PanelButtons(row: angleRow.frame)
        #expect(
            panel.hit(at: buttons.minus.center, scene: scene, in: Panel.room(in: Self.viewport))
                == .parameter(index: 2, steps: -1))
        #expect(
            panel.hit(at: buttons.plus.center, scene: scene, in: Panel.room(in: Self.viewport)) == .parameter(index: 2, steps: 1))
        #expect(
            panel.hit(
                at: Point(x: angleRow.frame.minX + 10, y: angleRow.frame.midY), scene: scene,
                in: Panel.room(in: Self.viewport)) == .parameter(index: 2, steps: 0))
        #expect(panel.hit(at: rows[0].frame.center, scene: scene, in: Panel.room(in: Self.viewport)) == .background)
        // Outside the panel, and with the panel closed, clicks are the scene's.
        #expect(panel.hit(at: Point(x: 100, y: 300), scene: scene, in: Panel.room(in: Self.viewport)) == nil)
        #expect(Panel().hit(at: transformRow.frame.center, scene: scene, in: Panel.room(in: Self.viewport)) == nil)
        // Below the last row, the panel has ended.
        let below = Point(x: transformRow.frame.midX, y: (rows.last?.frame.maxY ?? 0) + 40)
        #expect(panel.hit(at: below, scene: scene, in: Panel.room(in: Self.viewport)) == nil)
    }

    @Test func theSelectionWrapsAndStaysInRange() {
        var panel = Self.openPanel()
        panel.moveSelection(by: -1, count: 6)
        #expect(panel.selectedParameter == 5)
        panel.moveSelection(by: 1, count: 6)
        #expect(panel.selectedParameter == 0)
        panel.selectedParameter = 9
        #expect(panel.selectedIndex(count: 4) == 3)
        #expect(panel.selectedIndex(count: 0) == 0)
    }

    @Test func aSmallWindowKeepsOnlyTheRowsThatFit() {
        let small = Size(width: 300, height: 200)
        let scene = ShowcaseScene(preset: .circleRotate, viewport: small)
        let rows = Self.openPanel().rows(for: scene, in: Panel.room(in: small))
        #expect(rows.count == Int((200.0 - 52 - 12 - 12 - 6) / 24))
        #expect(rows.allSatisfy { $0.frame.maxY <= 200 && $0.frame.minX >= 0 })
    }

    @Test func theFrameTimeGraphKeepsTheLastFourSeconds() {
        var graph = FrameTimeGraph()
        for index in 0..<300 { graph.record(interval: Double(index) / 1000, work: .nan) }
        #expect(graph.samples.count == 240)
        #expect(graph.samples.first?.interval == 0.06 && graph.samples.last?.work == 0)
        #expect(FrameTimeGraph.median([3, 1, 2]) == 2 && FrameTimeGraph.median([4, 1, 2, 3]) == 2.5)
        #expect(graph.makeNodes(in: Self.viewport).isEmpty)
        graph.isShown = true
        // A background, two bars per frame (interval and work, unless 0), the 16.7 ms line, the caption.
        #expect(graph.makeNodes(in: Self.viewport).count == 1 + 240 + 1 + 1)
    }
}
