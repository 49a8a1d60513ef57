import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry
import VitrineTestSupport

@testable import VitrineSDL

/// Leaving out what an opaque panel covers changes no pixel: random cards (flat, turned, in
/// perspective, with text) drawn under an opaque rounded panel, with and without the panel's
/// cover passed to the draw list.
@Suite("Nodes hidden under an opaque panel", .serialized)
@MainActor
struct OcclusionPictureTests {
    static let size = Size(width: 320, height: 240)

    static func cards(seed: UInt64) -> [Node] {
        var random = SplitMix64(seed: seed)
        return (0..<60).map { index in
            var card = Node(
                center: Point(x: random.double(in: 0...320), y: random.double(in: 0...240)),
                size: Size(width: random.double(in: 4...60), height: random.double(in: 4...60)),
                fillColor: Color(
                    red: random.unit(), green: random.unit(), blue: random.unit(),
                    alpha: index % 3 == 0 ? 0.6 : 1),
                cornerRadius: random.double(in: 0...10))
            switch index % 4 {
            case 1: card.transform = .makeRotation(random.double(in: -1...1), 0, 0, 1)
            case 2:
                card.transform = Transform3D.makeRotation(random.double(in: -1...1), 0, 1, 0).concatenating(
                    .perspective(distance: 400))
            case 3:
                card.text = "\(index)\nx"
                card.fontSize = random.double(in: 8...20)
            default: break
            }
            return card
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func leavingOutCoveredNodesChangesNoPixel(seed: UInt64) throws {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Self.size, isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        let atlas = try Atlas(renderer: renderer, fontFile: try FontFile(library: library, path: AtlasTests.fontPath))
        // Every card's mask, hidden cards or not: the first 32 would differ between the runs.
        atlas.masksPerFrame = 1000
        let panel = Node(
            center: Point(x: 220, y: 120), size: Size(width: 160, height: 200), fillColor: Color(hex: 0x23232E),
            cornerRadius: 12)
        let cover = try #require(panel.opaqueCover())
        var pictures: [Bitmap] = [], hidden: [Int] = []
        for occluders in [[], [cover]] {
            var list = DrawList()
            try atlas.beginFrame()
            for card in Self.cards(seed: seed) { list.append(card, glyphs: atlas, hiddenUnder: occluders) }
            list.append(panel, glyphs: atlas)
            renderer.clear(to: .black)
            try renderer.draw(list, atlas: atlas)
            pictures.append(try renderer.readPixels())
            hidden.append(list.statistics.hiddenShapes)
        }
        #expect(hidden[0] == 0 && hidden[1] >= 5, "\(hidden)")
        let differing = stride(from: 0, to: pictures[0].bytes.count, by: 4).filter {
            pictures[0].bytes[$0..<$0 + 4] != pictures[1].bytes[$0..<$0 + 4]
        }
        #expect(
            differing.isEmpty,
            "\(differing.count) pixels differ, the first at \(differing.first.map { ($0 / 4 % 320, $0 / 4 / 320) } as Any)")
    }
}
