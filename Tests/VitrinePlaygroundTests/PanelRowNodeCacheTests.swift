import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

/// The open panel lays out its rows once: a frame where nothing in it changed measures no text.
@Suite("Panel rows kept from frame to frame")
struct PanelRowNodeCacheTests {
    /// The estimate, counting the texts it measures.
    final class CountingMeasure: TextMeasuring {
        var measured = 0
        func width(of text: String, fontSize: Double) -> Double {
            measured += 1
            return EstimatedTextMeasure().width(of: text, fontSize: fontSize)
        }
    }

    /// The panel's nodes as its layer makes them.
    static func panelNodes(_ core: PlaygroundCore) -> [Node] {
        core.panel.makeNodes(for: core.scene, in: core.panelRoom, measure: core.textMeasure, rowNodes: core.panelRowNodes)
    }

    @Test func anUnchangedPanelMeasuresNothing() throws {
        var core = try PlaygroundCore(preset: "circle-rotate", viewport: Size(width: 1280, height: 720))
        let measure = CountingMeasure()
        core.textMeasure = measure
        _ = core.handle(.keyDown(.tab, modifiers: [], isRepeat: false), at: 0)
        let first = Self.panelNodes(core)
        let measuredOnce = measure.measured
        #expect(measuredOnce > 40)
        // The same panel again: every row's nodes kept, no text measured.
        #expect(Self.panelNodes(core) == first)
        #expect(measure.measured == measuredOnce)
        // One setting changed (L: looping off): the rows that changed, and only they, are laid
        // out again: the Looping row, and the history row, which now offers to undo it.
        _ = core.handle(.keyDown(.l, modifiers: [], isRepeat: false), at: 0.1)
        let changed = Self.panelNodes(core)
        #expect(changed != first)
        let changedRows = core.panel.rows(for: core.scene, in: core.panelRoom).filter { row in
            if case .setting(let setting) = row.content { return setting.key == .l }
            if case .history = row.content { return true }
            return false
        }
        #expect(changedRows.count == 2)
        let again = CountingMeasure()
        for row in changedRows { _ = row.makeNodes(measure: again) }
        #expect(measure.measured == measuredOnce + again.measured)
        // A new measure (a new pixel scale) lays every row out afresh with it.
        let other = CountingMeasure()
        core.textMeasure = other
        #expect(Self.panelNodes(core) == changed)
        #expect(other.measured == measuredOnce)
    }
}
