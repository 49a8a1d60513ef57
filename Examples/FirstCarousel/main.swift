// Your first carousel, in a window of your own: a path of yours, the libraries' Showcase (whose
// Scroller gives drags, flings, wheel notches, paging and the rubber band) and VitrineSDL to
// draw it. `swift run FirstCarousel`; Esc or closing the window quits (`--frames N`: after N).
import Foundation
import VitrineCanvas
import VitrineGeometry
import VitrineMotion
import VitrineSDL
import VitrineShowcase

/// Cards dip below the axis as they leave the middle.
struct DipPath: PathProtocol {
    var depth = 0.35
    func normalizedPath(withCoordinate value: Double) -> Double { depth * value * value }
}

/// What a card shows: its color.
struct ColorModel: ReusableModel {
    let color: Color
}

/// A card: a rounded rectangle in its model's color.
final class ColorCard: ReusableView {
    var node = Node(cornerRadius: 18)
    init() {}
    func configure(with model: ColorModel) { node.fillColor = model.color }
}

let frameLimit = CommandLine.arguments.firstIndex(of: "--frames").flatMap { index in
    CommandLine.arguments.indices.contains(index + 1) ? Int(CommandLine.arguments[index + 1]) : nil
}
let palette: [UInt32] = [0xFF6B6B, 0xFFB347, 0x4ECDC4, 0x5E81F4, 0xC471ED]
do {
    let library = try SDLLibrary()
    let window = try Window(library: library, title: "My first carousel", size: Size(width: 960, height: 540))
    let renderer = try Renderer(window: window, vsync: true)
    let layout = Layout(itemSize: Size(width: 180, height: 240), lineSpacing: 24, path: DipPath(), transform: TransformScale())
    let showcase = Showcase(viewport: window.size, layout: layout)
    showcase.snapping = .paging
    showcase.register(ColorCard.self)
    try showcase.reset(ColorCard.self, models: (0..<12).map { ColorModel(color: Color(hex: palette[$0 % palette.count])) })
    let pump = EventPump(), start = MonotonicClock.seconds()
    var drawList = DrawList(), frames = 0
    running: while frames != frameLimit {
        let now = MonotonicClock.seconds() - start
        for (event, time) in pump.poll(now: now, window: window) {
            switch event {
            case .quitRequested, .keyDown(.escape, _, _): break running
            case .resized(let size): showcase.resize(to: size)
            default: showcase.handle(event, at: time)
            }
        }
        showcase.update(at: now)
        drawList.removeAll()
        for node in showcase.makeNodes() { drawList.append(node) }
        renderer.clear(to: Color(hex: 0x16161D))
        try renderer.draw(drawList, atlas: nil)
        renderer.present()
        frames += 1
    }
} catch {
    FileHandle.standardError.write(Data("FirstCarousel: \(error)\n".utf8))
    exit(1)
}
