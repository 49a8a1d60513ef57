import Testing
import VitrineGeometry
import VitrineTestSupport

@testable import VitrineCanvas

/// How a draw list becomes calls: runs of one material join into one call where nothing drawn
/// between them overlaps, and the order of everything that overlaps is kept.
@Suite("Draw calls")
struct DrawCallTests {
    /// A square-cornered opaque card with a number on it.
    static func card(at center: Point, size: Double = 60, text: String? = "7", alpha: Double = 1) -> Node {
        var node = Node(center: center, size: Size(width: size, height: size), fillColor: Color(hex: 0x336699, alpha: alpha))
        node.text = text
        node.fontSize = 14
        return node
    }

    /// Every triangle of the calls, in call order, as the run of the list it came from.
    static func runOrder(of list: DrawList, _ calls: DrawCalls) -> [Int] {
        var runOfTriangle: [[UInt32]: Int] = [:]
        for (index, run) in list.runs.enumerated() {
            for first in stride(from: run.indexStart, to: run.indexStart + run.indexCount, by: 3) {
                runOfTriangle[Array(list.indices[first..<(first + 3)])] = index
            }
        }
        return calls.commands.flatMap { command in
            stride(from: command.indexStart, to: command.indexStart + command.indexCount, by: 3).map { first in
                let corners = (0..<3).map { calls.indices[first + $0] + UInt32(command.vertexStart) }
                return runOfTriangle[corners] ?? -1
            }
        }
    }

    // Three cards apart: each is an opaque fill, a fringe and a number, and the calls are one
    // per material: 9 runs, 3 calls, every triangle once.
    @Test func cardsApartShareOneCallPerMaterial() {
        var list = DrawList()
        for x in [100.0, 200, 300] { list.append(Self.card(at: Point(x: x, y: 100)), glyphs: FakeGlyphs()) }
        #expect(
            list.runs.map(\.material)
                == Array(repeating: [DrawMaterial.opaque, .solid, .atlas(.nearest)], count: 3).flatMap { $0 })
        let calls = list.makeDrawCalls()
        #expect(calls.commands.map(\.material) == [.opaque, .solid, .atlas(.nearest)])
        // Square corners: 2 fill triangles, 8 fringe triangles, 2 per glyph.
        #expect(calls.commands.map(\.indexCount) == [3 * 2 * 3, 3 * 8 * 3, 3 * 2 * 3])
        #expect(
            Self.runOrder(of: list, calls).sorted()
                == (0..<list.runs.count).flatMap { run in
                    Array(repeating: run, count: list.runs[run].indexCount / 3)
                })
        for command in calls.commands {
            let used = calls.indices[command.indexStart..<(command.indexStart + command.indexCount)]
            #expect(used.allSatisfy { Int($0) < command.vertexCount })
        }
    }

    // A card overlapping the one before: its fill cannot move under the first card's number,
    // so it starts a call of its own, and so do its fringe and its number.
    @Test func anOverlappingCardKeepsItsPlace() {
        var list = DrawList()
        list.append(Self.card(at: Point(x: 100, y: 100)), glyphs: FakeGlyphs())
        list.append(Self.card(at: Point(x: 120, y: 110)), glyphs: FakeGlyphs())
        let calls = list.makeDrawCalls()
        #expect(calls.commands.map(\.material) == [.opaque, .solid, .atlas(.nearest), .opaque, .solid, .atlas(.nearest)])
        #expect(
            Self.runOrder(of: list, calls)
                == list.runs.indices.flatMap { run in
                    Array(repeating: run, count: list.runs[run].indexCount / 3)
                })
    }

    // Random cards, some translucent, some without text, over one another or not: whatever the
    // grouping, two runs whose boxes overlap are drawn in the order they were appended, and
    // every triangle is drawn once.
    @Test(arguments: 0..<20)
    func overlappingRunsKeepTheirOrder(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        var list = DrawList()
        for _ in 0..<40 {
            let card = Self.card(
                at: Point(x: random.double(in: 0...800), y: random.double(in: 0...600)),
                size: random.double(in: 10...200), text: random.unit() < 0.5 ? "42" : nil,
                alpha: random.unit() < 0.3 ? 0.5 : 1)
            list.append(card, glyphs: FakeGlyphs())
        }
        let calls = list.makeDrawCalls()
        let order = Self.runOrder(of: list, calls)
        #expect(order.count == list.triangleCount && !order.contains(-1))
        var firstPosition: [Int: Int] = [:], lastPosition: [Int: Int] = [:]
        for (position, run) in order.enumerated() {
            if firstPosition[run] == nil { firstPosition[run] = position }
            lastPosition[run] = position
        }
        let runs = list.runs.indices.filter { list.runs[$0].indexCount > 0 }
        for i in runs {
            for j in runs where j > i && DrawList.Group.touch(list.runs[i].bounds, list.runs[j].bounds) {
                #expect(lastPosition[i]! < firstPosition[j]!, "runs \(i) and \(j) overlap and swapped")
            }
        }
        #expect(calls.commands.count < list.runs.count)
    }
}
