import Foundation
import Testing
import VitrineCanvas
import VitrineGeometry

@Suite("Rounded rectangle vertex and index counts")
struct RoundedRectCountTests {
    /// n outline points give 2n vertices and 3(n − 2) + 6n indices.
    @Test(arguments: [
        // (radius, scale, points): 4 corners × (segments + 1), or 4 for a square corner.
        (0.0, 1.0, 4),
        (10, 1, 20),  // 4 segments per corner at 10 px
        (10, 2, 24),  // 20 px on screen: 5 segments
        (1, 1, 8),  // 1 segment
        (2, 1, 12),
        (20, 3, 36),  // 60 px on screen: 8 segments
    ])
    func countsFollowTheOnScreenRadius(radius: Double, scale: Double, points: Int) {
        var list = DrawList()
        let result = list.appendRoundedRect(
            size: Size(width: 60, height: 60), cornerRadius: radius,
            transform: placed(at: 200, 200, .makeScale(scale, scale, 1)),
            color: .white)
        #expect(result == .drawn)
        #expect(list.vertices.count == 2 * points)
        #expect(list.indices.count == 3 * (points - 2) + 6 * points)
    }

    @Test func dearImGuiCountsAtTenPixels() {
        // The same numbers as Dear ImGui's table for a 10 px corner: 40 vertices, 174 indices.
        var list = DrawList()
        list.appendRoundedRect(
            size: Size(width: 60, height: 60), cornerRadius: 10, transform: placed(at: 50, 50),
            color: .white)
        #expect(list.vertices.count == 40)
        #expect(list.indices.count == 174)
    }

    @Test func radiusLargerThanHalfASideMakesACapsule() {
        // 160 × 60 with radius 100 clamps to 30: 6 segments per corner, 7 points each, and the
        // two short sides vanish, so their duplicated end points are dropped: 28 − 2 = 26.
        var list = DrawList()
        list.appendRoundedRect(
            size: Size(width: 160, height: 60), cornerRadius: 100, transform: placed(at: 100, 100),
            color: .white)
        #expect(list.vertices.count == 52)
        #expect(list.isFinite)
        let xs = list.vertices.enumerated().filter { $0.offset % 2 == 0 }.map(\.element.x)
        // The inner outline spans the clamped capsule, a half-pixel miter inside each end: the
        // end point's edges turn by 15°, so the miter is 0.5 / cos(7.5°) long.
        let miter = 0.5 / cos(Double.pi / 24)
        #expect(abs(Double(xs.min() ?? 0) - (20 + miter)) < 1e-3)
        #expect(abs(Double(xs.max() ?? 0) - (180 - miter)) < 1e-3)
    }

    @Test func perspectiveCountsTheOnScreenRadius() {
        // Pushed 150 toward an eye 300 away, w = 1 − 150/300 = 0.5: everything doubles, so the
        // 10 px corners are 20 px on screen and get 5 segments: 24 points, 48 vertices.
        var flat = DrawList(), near = DrawList()
        let size = Size(width: 200, height: 100)
        flat.appendRoundedRect(size: size, cornerRadius: 10, transform: placed(at: 300, 300), color: .white)
        let pushed = Transform3D.perspective(distance: 300).translated(0, 0, 150)
        near.appendRoundedRect(size: size, cornerRadius: 10, transform: placed(at: 300, 300, pushed), color: .white)
        #expect(flat.vertices.count == 40)
        #expect(near.vertices.count == 48)
        let xs = near.vertices.map(\.x)
        #expect(abs(Double(xs.max()! - xs.min()!) - 401) < 1e-3)
    }
}
