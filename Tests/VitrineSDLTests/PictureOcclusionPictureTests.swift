import Foundation
import Testing
@_spi(Vitrine) import VitrineCanvas
import VitrineFiles
import VitrineGeometry
import VitrineTestSupport

@testable import VitrineSDL

/// Leaving out what later opaque pictures cover of earlier ones changes no pixel: a row of
/// cards turned as in `coverflow`, each a picture of its own color, drawn as one tree (the
/// hidden parts left out) and card by card (each tree alone, nothing left out).
@Suite("Pictures hidden behind opaque pictures, drawn", .serialized)
@MainActor
struct PictureOcclusionPictureTests {
    static let colors = [0xCC3344, 0x33AA55, 0x3366CC, 0xDDAA22, 0x8844BB, 0x22AAAA].map { Color(hex: UInt32($0)) }

    @Test(arguments: [0.9, 1.2] as [Double])
    func leavingOutHiddenPartsChangesNoPixel(turn: Double) throws {
        let folder = try ScratchFolder()
        var files: [String] = []
        for (index, color) in Self.colors.enumerated() {
            let texel = color.rgba8
            let bytes = [[UInt8]](repeating: [texel.red, texel.green, texel.blue, 255], count: 96 * 72).flatMap { $0 }
            let path = folder.file("card-\(index).png")
            try #require(Bitmap(width: 96, height: 72, bytes: bytes)).writePNG(to: path)
            files.append(path)
        }
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 480, height: 240), isHidden: true)
        let renderer = try Renderer(window: window, vsync: false)
        let pictures = PictureLibrary(renderer: renderer, threadCount: 1)
        pictures.files = files
        // Left of the middle card, turned one way and drawn left to right; right of it, the
        // other way and drawn right to left; the middle one last, as coverflow orders them.
        var cards: [Node] = []
        for index in Self.colors.indices {
            let side = Double(index - 2)
            var card = Node(
                center: Point(x: 240 + side * 45, y: 120), size: Size(width: 160, height: 120),
                fillColor: Color(hex: 0x202020), cornerRadius: 10)
            card.transform = Transform3D.makeRotation(side == 0 ? 0 : (side < 0 ? turn : -turn), 0, 1, 0)
                .concatenating(.perspective(distance: 500))
            card.zPosition = -abs(side)
            card.picture = NodePicture(number: index, pixelSize: Size(width: 96, height: 72), contentMode: .fill)
            cards.append(card)
        }
        let row = Node(filling: Size(width: 480, height: 240), children: cards)

        func frame(together: Bool) throws -> (Bitmap, DrawList) {
            var list = DrawList()
            func build() {
                list.removeAll()
                if together {
                    list.append(row, pictures: pictures)
                } else {
                    // A root's center is in the window's points, as the row's children's are.
                    for index in row.childDrawingOrder { list.append(row.children[index], pictures: pictures) }
                }
            }
            pictures.beginFrame()
            build()
            if pictures.loadRequestedNow() { build() }
            renderer.clear(to: Color(hex: 0x101010))
            try renderer.draw(list, atlas: nil, pictures: pictures)
            return (try renderer.readPixels(), list)
        }
        _ = try frame(together: true)  // every picture loaded at its size
        let (cut, cutList) = try frame(together: true)
        let (whole, wholeList) = try frame(together: false)
        #expect(cutList.statistics.pictures == 6 && wholeList.statistics.pictures == 6)
        #expect(cutList.triangleCount != wholeList.triangleCount, "nothing was left out")
        var differing = 0
        for start in stride(from: 0, to: cut.bytes.count, by: 4)
        where cut.bytes[start..<start + 4] != whole.bytes[start..<start + 4] {
            differing += 1
        }
        #expect(differing == 0, "\(differing) pixels differ")
    }
}
