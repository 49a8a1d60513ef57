import Testing
import VitrineGeometry
import VitrineTestSupport

@testable import VitrineCanvas

/// A node's transform to pixels, worked out row by row where its parent only scales and moves.
@Suite("Node placement")
struct NodePlacementTests {
    /// A seeded transform: turned about a random axis, scaled, moved, and every third one seen
    /// in perspective.
    static func transform(_ random: inout SplitMix64, index: Int) -> Transform3D {
        var t = Transform3D.makeRotation(
            random.double(in: -4...4), random.double(in: -1...1), random.double(in: -1...1), random.double(in: -1...1))
        t = t.concatenating(.makeScale(random.double(in: -3...3), random.double(in: 0.1...3), random.double(in: -2...2)))
        t = t.concatenating(
            .makeTranslation(random.double(in: -900...900), random.double(in: -900...900), random.double(in: -50...50)))
        if index % 3 == 0 { t.m34 = random.double(in: -0.01...0) }
        return t
    }

    // With parents that only scale and move (any scale, mirrors and zero included), the rows
    // give the three products' entries bit for bit, signs of zeros included, on 3,000 seeded
    // nodes; with a parent that turns, the products are taken.
    @Test func rowByRowIsTheProductsBitForBit() {
        var random = SplitMix64(seed: 71)
        for index in 0..<3_000 {
            var node = Node(
                center: Point(x: random.double(in: -2000...2000), y: random.double(in: -2000...2000)),
                size: Size(width: 60, height: 60))
            node.transform = index % 5 == 0 ? .identity : Self.transform(&random, index: index)
            let scales = [random.double(in: -3...3), index % 7 == 0 ? 0 : random.double(in: 0.5...2), 1, 2]
            let prefix = Transform3D.makeScale(scales[index % 4], scales[(index + 1) % 4], 1)
                .concatenating(.makeTranslation(random.double(in: -500...500), random.double(in: -500...500), 0))
            let toScreen = Transform3D.makeTranslation(random.double(in: -500...500), random.double(in: -500...500), 0)
                .concatenating(.makeScale(scales[(index + 2) % 4], scales[(index + 3) % 4], random.double(in: -1...1)))
            let rows = DrawList.nodeToScreen(node, parentPrefix: prefix, parentToScreen: toScreen)
            let products = DrawList.nodeToScreenThroughProducts(node, parentPrefix: prefix, parentToScreen: toScreen)
            #expect(rows.entries.map(\.bitPattern) == products.entries.map(\.bitPattern), "node \(index)")
        }
        let turned = Transform3D.makeRotation(0.3, 0, 0, 1)
        let node = Node(center: Point(x: 10, y: 20), size: Size(width: 60, height: 60))
        #expect(
            DrawList.nodeToScreen(node, parentPrefix: turned, parentToScreen: .identity)
                == DrawList.nodeToScreenThroughProducts(node, parentPrefix: turned, parentToScreen: .identity))
    }
}
