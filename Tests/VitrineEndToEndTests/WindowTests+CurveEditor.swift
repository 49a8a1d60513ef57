import Foundation
import Testing
import VitrineGeometry
import VitrineSDL

/// The curve editor driven with the mouse in a real window.
extension WindowTests {
    // `drawn-curves` at 1280 × 720: the cards lay out above the transform's strip and its tabs,
    // in 1280 × 501.2; card 0 (coral) rides the Bézier wave at rate 0, where its middle point
    // (0, 0) is drawn, at (640, 250.6); the curves transform scales it by 1.15, to 181.6 × 242.1,
    // so it spans y 129.6...371.6. Dragging the middle point up to (640, 90) lifts the card with
    // it: centered at y 90, it spans −31...211, and (600, 60), background before, is coral.
    @Test func draggingAPathPointWithTheMouseMovesTheCards() throws {
        let (process, windowID, before) = try openWindow(["--preset", "drawn-curves"], readyAt: (640, 330), color: Self.coral)
        #expect(before[600, 60] == Self.background)
        try xdotool(["mousemove", "--window", windowID, "640", "250", "mousedown", "1"])
        for y in stride(from: 230, through: 90, by: -20) {
            try xdotool(["mousemove", "--window", windowID, "640", "\(y)"])
        }
        try xdotool(["mouseup", "1"])
        let after = try capture(windowID) { $0[600, 60] == Self.coral }
        #expect(after[600, 60] == Self.coral)
        // The card's lower part left: below 211 is no longer coral.
        #expect(after[600, 300] != Self.coral)
        try quit(process, windowID: windowID)
    }

    // Issue 32, item 1 with a real pointer: P, then the scale curve's middle point (640, 608)
    // dragged in steps to the window's left edge and held there. The window once died of
    // SIGILL; now the point stops beside the first one and the window goes on drawing.
    @Test func aCurvePointDraggedToTheWindowsEdgeKeepsTheWindowAlive() throws {
        let (process, windowID, _) = try openWindow(["--preset", "drawn-curves"], readyAt: (640, 330), color: Self.coral)
        try press("p", in: windowID)
        try xdotool(["mousemove", "--window", windowID, "640", "608", "mousedown", "1"])
        for x in stride(from: 560, through: 0, by: -80) {
            try xdotool(["mousemove", "--window", windowID, "\(x)", "608"])
        }
        try xdotool(["mousemove", "--window", windowID, "0", "608"])
        Thread.sleep(forTimeInterval: 0.3)
        try xdotool(["mouseup", "1"])
        _ = try captureAtRest(windowID)
        #expect(process.isRunning)
        try quit(process, windowID: windowID)
        #expect(process.terminationReason == .exit)
    }
}
