import Testing
import VitrineGeometry
import VitrineTestSupport

@testable import VitrinePlayground

/// The window's layout pass: columns off the right, bands off the bottom, in order, the scene
/// keeping half the window, the rest folding into tabs.
@Suite("Window layout")
struct WindowLayoutTests {
    static let panel = LayerName("Panel"), lab = LayerName("Motion lab"), notice = LayerName("Notice")

    @Test func columnsAndBandsAreCutInOrderAndTheSceneTakesTheRest() {
        let layout = WindowLayout(
            viewport: Size(width: 1280, height: 720), headerHeight: 46,
            requests: [
                (Self.notice, .band(minimumHeight: 48) { _ in 68 }),
                (Self.panel, .column(width: 404, minimumWidth: 200)),
            ])
        #expect(layout.frame(of: Self.notice) == Rect(x: 0, y: 652, width: 1280, height: 68))
        #expect(layout.frame(of: Self.panel) == Rect(x: 876, y: 46, width: 404, height: 606))
        #expect(layout.scene == Rect(x: 0, y: 0, width: 876, height: 652))
        #expect(layout.folded.isEmpty && layout.foldBar == nil && layout.cover == nil)
    }

    // At 400 × 300 the scene keeps 200 × 150: the panel narrows to 200; the lab fits neither
    // as a column nor as a band beside it and folds into a tab at the bottom of the scene.
    @Test func whatFindsNoRoomFolds() {
        let lab = LayerRoom.side([
            LayerRoom.Placement(edge: .trailing, minimumExtent: 264) { _ in 504 },
            LayerRoom.Placement(edge: .bottom, minimumExtent: 130, minimumLength: 264) { _ in 284 },
        ])
        let layout = WindowLayout(
            viewport: Size(width: 400, height: 300), headerHeight: 46,
            requests: [
                (Self.panel, .column(width: 404, minimumWidth: 200)), (Self.lab, lab),
            ])
        #expect(layout.frame(of: Self.panel) == Rect(x: 200, y: 46, width: 200, height: 254))
        #expect(layout.folded == [Self.lab] && layout.frame(of: Self.lab) == nil)
        #expect(layout.foldBar == Rect(x: 0, y: 274, width: 200, height: 26))
        #expect(layout.foldTabs.map(\.name) == [Self.lab])
        #expect(layout.scene == Rect(x: 0, y: 0, width: 200, height: 274))
        // First in the order, the lab takes a band along the whole bottom, and the panel the
        // right half above it.
        let unfolded = WindowLayout(
            viewport: Size(width: 400, height: 300), headerHeight: 46,
            requests: [
                (Self.lab, lab), (Self.panel, .column(width: 404, minimumWidth: 200)),
            ])
        #expect(unfolded.frame(of: Self.lab) == Rect(x: 0, y: 150, width: 400, height: 150))
        #expect(unfolded.frame(of: Self.panel) == Rect(x: 200, y: 46, width: 200, height: 104))
        #expect(unfolded.folded.isEmpty)
    }

    // A layer that covers the window (the help) hides every other layer's room while it shows.
    @Test func aCoverHidesTheRest() {
        let help = LayerName("Help")
        let layout = WindowLayout(
            viewport: Size(width: 1280, height: 720), headerHeight: 46,
            requests: [
                (help, .window), (Self.panel, .column(width: 404, minimumWidth: 200)),
            ])
        #expect(layout.cover == help && layout.frame(of: Self.panel) == nil && layout.frame(of: help) == nil)
    }

    // Rooms asked for with any numbers, in any order, at any size: inside the window, apart,
    // and the scene never under half the window.
    @Test func anyRequestsLeaveTheSceneHalfAndNeverOverlap() {
        var random = SplitMix64(seed: 33)
        for _ in 0..<2000 {
            let size = Size(width: Double(random.next() % 4000) + 1, height: Double(random.next() % 3000) + 1)
            var requests: [(name: LayerName, room: LayerRoom)] = []
            for index in 0..<Int(random.next() % 6) {
                let extent = Double(random.next() % 1200), minimum = Double(random.next() % 600)
                let room: LayerRoom =
                    random.next() % 2 == 0
                    ? .column(width: extent, minimumWidth: minimum) : .band(minimumHeight: minimum) { _ in extent }
                requests.append((LayerName("layer \(index)"), room))
            }
            let layout = WindowLayout(viewport: size, headerHeight: 46, requests: requests)
            #expect(layout.scene.width >= size.width / 2 && layout.scene.height >= size.height / 2)
            let rooms = Array(layout.frames.values) + [layout.scene] + (layout.foldBar.map { [$0] } ?? [])
            for (index, room) in rooms.enumerated() {
                #expect(Rect(origin: .zero, size: size).insetBy(dx: -1e-9, dy: -1e-9).contains(room), "\(size): \(room)")
                for other in rooms[(index + 1)...] {
                    let overlap = room.intersection(other).map { $0.width > 1e-9 && $0.height > 1e-9 } ?? false
                    #expect(!overlap, "\(size): \(room) over \(other)")
                }
            }
            #expect(layout.frames.count + layout.folded.count == requests.count)
        }
    }
}
