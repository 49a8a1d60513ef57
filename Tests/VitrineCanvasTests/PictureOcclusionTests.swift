import Foundation
import Testing
import VitrineGeometry
import VitrineTestSupport

@_spi(Vitrine) @testable import VitrineCanvas

/// Parts of a picture that an opaque picture drawn after it covers are not drawn.
@Suite("Pictures hidden behind opaque pictures")
struct PictureOcclusionTests {
    /// A card of 200 × 150 points turned about its vertical axis by `angle` and seen in
    /// perspective, its center at (`x`, 200).
    static func card(x: Double, angle: Double, picture number: Int) -> Node {
        var node = Node(center: Point(x: x, y: 200), size: Size(width: 200, height: 150), fillColor: Color(hex: 0x808080))
        node.cornerRadius = 12
        node.transform = Transform3D.makeRotation(angle, 0, 1, 0).concatenating(
            PictureDrawingTests.perspective(eyeDistance: 600))
        node.picture = NodePicture(number: number, pixelSize: Size(width: 400, height: 300), contentMode: .fill)
        return node
    }

    /// Whether `point` lies inside the convex `polygon` (either winding), or on its edge.
    static func contains(_ polygon: [Point], _ point: Point) -> Bool {
        var sign = 0.0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if abs(cross) < 1e-9 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    @Test func aSquareLessASmallerOneLeavesTheRing() {
        let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        // Inside 2 ≤ x ≤ 6, 3 ≤ y ≤ 7: each side as a·x + b·y + c ≥ 0.
        let hole = [
            PlaneSide(a: 1.0, b: 0.0, c: -2.0), PlaneSide(a: -1, b: 0, c: 6), PlaneSide(a: 0, b: 1, c: -3),
            PlaneSide(a: 0, b: -1, c: 7),
        ]
        var scratch: [Point] = []
        let parts = DrawList.unhiddenParts(of: square, hiddenBy: [hole], scratch: &scratch)
        let area = parts.reduce(0) { $0 + abs(DrawList.signedArea($1)) }
        #expect(abs(area - (100 - 16)) < 1e-9)
        #expect(parts.count == 4)
        // No part reaches into the hole.
        for part in parts {
            let center = Point(
                x: part.map(\.x).reduce(0, +) / Double(part.count), y: part.map(\.y).reduce(0, +) / Double(part.count))
            #expect(!(2 < center.x && center.x < 6 && 3 < center.y && center.y < 7), "\(part)")
        }
        // Wholly beside the hole, the square is kept as it is; wholly inside, it is gone.
        let beside = [
            PlaneSide(a: 1.0, b: 0.0, c: -20.0), PlaneSide(a: -1, b: 0, c: 30), PlaneSide(a: 0, b: 1, c: 0),
            PlaneSide(a: 0, b: -1, c: 10),
        ]
        #expect(DrawList.unhiddenParts(of: square, hiddenBy: [beside], scratch: &scratch) == [square])
        let around = [
            PlaneSide(a: 1.0, b: 0.0, c: 1.0), PlaneSide(a: -1, b: 0, c: 11), PlaneSide(a: 0, b: 1, c: 1),
            PlaneSide(a: 0, b: -1, c: 11),
        ]
        #expect(DrawList.unhiddenParts(of: square, hiddenBy: [around], scratch: &scratch).isEmpty)
    }

    /// For 300 seeded pairs of turned cards, a point of the back card's plane is left in some
    /// part exactly when the front card's occluder does not hold its projection (points within
    /// a millionth of a pixel of an edge aside).
    @Test func whatIsLeftIsWhatTheFrontCardDoesNotCover() throws {
        var random = SplitMix64(seed: 71)
        var checked = 0
        for _ in 0..<300 {
            let back = Self.card(x: 300, angle: random.double(in: -1.2...1.2), picture: 0)
            let front = Self.card(x: 300 + random.double(in: -150...150), angle: random.double(in: -1.2...1.2), picture: 1)
            let frontToScreen = DrawList.nodeToScreen(front, parentPrefix: .identity, parentToScreen: .identity)
            let backToScreen = DrawList.nodeToScreen(back, parentPrefix: .identity, parentToScreen: .identity)
            guard
                let occluder = PictureOccluder(
                    drawingNumber: 1, size: front.size, cornerRadius: front.cornerRadius, transform: frontToScreen,
                    isDoubleSided: true)
            else { continue }
            let sides = occluder.localSides(under: backToScreen)
            let rectangle = [Point(x: -100, y: -75), Point(x: 100, y: -75), Point(x: 100, y: 75), Point(x: -100, y: 75)]
            var scratch: [Point] = []
            let parts = DrawList.unhiddenParts(of: rectangle, hiddenBy: [sides], scratch: &scratch)
            for _ in 0..<50 {
                let local = Point(x: random.double(in: -100...100), y: random.double(in: -75...75))
                let screen = try #require(backToScreen.project(local))
                let margins = occluder.sides.map { $0.normal.x * screen.x + $0.normal.y * screen.y - $0.offset }
                guard margins.allSatisfy({ abs($0) > 1e-6 }) else { continue }
                let covered = margins.allSatisfy { $0 > 0 }
                #expect(parts.contains { Self.contains($0, local) } == !covered, "\(local) → \(screen)")
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }

    @Test func aPictureDrawnLaterHidesWhatItCoversOfAnEarlierOne() throws {
        let pictures = FakePictures()
        pictures.opaquePictures = [0, 1]
        let back = Self.card(x: 300, angle: 1.0, picture: 0), front = Self.card(x: 380, angle: 0.2, picture: 1)
        func pictureArea(_ list: DrawList, texture: Int) -> Double {
            var area = 0.0
            for run in list.runs where run.material.picture == texture {
                for start in stride(from: run.indexStart, to: run.indexStart + run.indexCount, by: 3) {
                    let corners = (0..<3).map { list.vertices[Int(list.indices[start + $0])].position }
                    area += abs(DrawList.signedArea(corners))
                }
            }
            return area
        }
        // As one tree, the back card is cut; appended one by one, each tree alone, it is not.
        var together = DrawList()
        together.append(Node(filling: Size(width: 800, height: 600), children: [back, front]), pictures: pictures)
        var apart = DrawList()
        for card in [back, front] { apart.append(card, pictures: pictures) }
        let cut = pictureArea(together, texture: 100), whole = pictureArea(apart, texture: 100)
        #expect(cut < whole * 0.8, "\(cut) of \(whole)")
        #expect(pictureArea(together, texture: 101) == pictureArea(apart, texture: 101))
        // The front card drawn first hides nothing of the back one.
        var reversed = DrawList()
        reversed.append(Node(filling: Size(width: 800, height: 600), children: [front, back]), pictures: pictures)
        #expect(pictureArea(reversed, texture: 100) == whole)
        // Nor does a front picture that is not known to be opaque.
        pictures.opaquePictures = [0]
        var translucent = DrawList()
        translucent.append(Node(filling: Size(width: 800, height: 600), children: [back, front]), pictures: pictures)
        #expect(pictureArea(translucent, texture: 100) == whole)
    }

    /// The quads of a picture's fringe in `list` (texture `texture`, drawn blended), each as
    /// the four corners of its two triangles.
    static func fringeQuads(_ list: DrawList, texture: Int) -> [[Point]] {
        var quads: [[Point]] = []
        for run in list.runs where run.material == .picture(texture) {
            for start in stride(from: run.indexStart, to: run.indexStart + run.indexCount, by: 6) {
                let indices = Set((0..<6).map { list.indices[start + $0] })
                quads.append(indices.sorted().map { list.vertices[Int($0)].position })
            }
        }
        return quads
    }

    /// For 200 seeded pairs of cards (the back one turned, or flat and small enough to hide
    /// wholly), the back picture's fringe keeps exactly its quads with a corner outside the
    /// front card's occluder; the front card's fringe, drawn last, keeps all of its own.
    @Test func theFringeUnderALaterPictureIsLeftOut() throws {
        let pictures = FakePictures()
        pictures.opaquePictures = [0, 1]
        var random = SplitMix64(seed: 29)
        var leftOut = 0, kept = 0, whollyHidden = 0
        for _ in 0..<200 {
            var back = Self.card(x: 300, angle: random.double(in: -1.2...1.2), picture: 0)
            if random.unit() < 0.3 {
                back.transform = .identity
                back.size = Size(width: 120, height: 80)
            }
            let front = Self.card(x: 300 + random.double(in: -150...150), angle: random.double(in: -1.2...1.2), picture: 1)
            var alone = DrawList()
            alone.append(back, pictures: pictures)
            var together = DrawList()
            together.append(Node(filling: Size(width: 800, height: 600), children: [back, front]), pictures: pictures)
            var frontAlone = DrawList()
            frontAlone.append(front, pictures: pictures)
            let frontToScreen = DrawList.nodeToScreen(front, parentPrefix: .identity, parentToScreen: .identity)
            let occluder = PictureOccluder(
                drawingNumber: 1, size: front.size, cornerRadius: front.cornerRadius, transform: frontToScreen,
                isDoubleSided: true)
            let all = Self.fringeQuads(alone, texture: 100)
            let seen = all.filter { quad in !(occluder.map { occluder in quad.allSatisfy(occluder.holds) } ?? false) }
            #expect(Self.fringeQuads(together, texture: 100) == seen)
            #expect(Self.fringeQuads(together, texture: 101) == Self.fringeQuads(frontAlone, texture: 101))
            leftOut += all.count - seen.count
            kept += seen.count
            if seen.isEmpty { whollyHidden += 1 }
        }
        // Enough of each kind that the rule was tried both ways.
        #expect(leftOut > 1_000 && kept > 2_000 && whollyHidden > 5, "\(leftOut) left out, \(kept) kept, \(whollyHidden)")
    }
}
