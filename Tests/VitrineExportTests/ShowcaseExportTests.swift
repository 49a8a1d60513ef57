import Testing
import VitrineCanvas
import VitrineGeometry
import VitrineMotion
import VitrineShowcase

@testable import VitrinePlayground

@Suite("Showcase exports compiled: their layouts and containers place every item as the scenes do")
struct ShowcaseExportTests {
    static let window = ExportedFile.window

    /// The scene the export was written from, at the window it was written at.
    static func scene(of export: ExportedShowcase) throws -> ShowcaseScene {
        let configuration = try #require(export.configuration)
        return ShowcaseScene(presetName: export.presetName, configuration: configuration, viewport: window)
    }

    @Test(arguments: ExportedShowcase.all.map(\.presetName))
    func theLayoutIsTheScenes(_ presetName: String) throws {
        let export = try #require(ExportedShowcase.all.first { $0.presetName == presetName })
        let scene = try Self.scene(of: export)
        let expected = scene.showcase.layout, layout = export.layout()
        #expect(layout.direction == expected.direction)
        #expect(layout.itemSize == expected.itemSize)
        #expect(layout.lineSpacing == expected.lineSpacing)
        #expect(layout.period == expected.period)
        let count = scene.showcase.count
        // Every offset from four periods before item 0 to four after the last, eight steps a
        // period: the same rate, place and appearance (matrix, opacity, depth, facing).
        let period = expected.period
        for step in -32...(count * 8 + 32) {
            let offset = Double(step) * period / 8
            let appearance = layout.appearance(forOffset: offset, in: Self.window, itemCount: count)
            #expect(
                appearance == expected.appearance(forOffset: offset, in: Self.window, itemCount: count),
                "\(presetName) at offset \(offset)")
            let rate = expected.rate(forOffset: offset, in: Self.window)
            #expect(layout.rate(forOffset: offset, in: Self.window) == rate)
            let slot =
                expected.direction == .horizontal
                ? Point(x: Self.window.width / 2 + offset, y: Self.window.height / 2)
                : Point(x: Self.window.width / 2, y: Self.window.height / 2 + offset)
            #expect(
                layout.itemCenter(forSlotCenter: slot, in: Self.window)
                    == expected.itemCenter(forSlotCenter: slot, in: Self.window))
        }
    }

    @Test(arguments: ExportedShowcase.all.map(\.presetName))
    func theContainerIsTheScenes(_ presetName: String) throws {
        let export = try #require(ExportedShowcase.all.first { $0.presetName == presetName })
        let expected = try Self.scene(of: export).showcase
        let showcase = try export.showcase(Self.window)
        #expect(showcase.snapping == expected.snapping)
        #expect(showcase.isLooping == expected.isLooping)
        #expect(showcase.decelerationRate == expected.decelerationRate)
        #expect(showcase.edgeBehavior == expected.edgeBehavior)
        #expect(showcase.wheelPolicy == expected.wheelPolicy)
        #expect(showcase.count == expected.count)
        #expect(showcase.viewport == expected.viewport)
        // Scrolled alike, both place the same items the same: frames, matrices, opacity, depth.
        let period = expected.layout.period
        for step in stride(from: -3.0, through: Double(expected.count) + 3, by: 0.375) {
            for container in [showcase, expected] { container.scroll(to: step * period, animated: false, at: 0) }
            #expect(showcase.scroller.offset == expected.scroller.offset)
            let placed = showcase.makeNodes().map(Placement.init), scene = expected.makeNodes().map(Placement.init)
            #expect(placed == scene, "\(presetName) at item \(step)")
        }
    }
}

/// Where and how the showcase put an item's node: what it sets, not what the view draws.
struct Placement: Equatable {
    let center: Point, size: Size, transform: Transform3D, opacity: Double, zPosition: Double
    let isHidden: Bool, isDoubleSided: Bool

    /// The placement of `node`.
    init(_ node: Node) {
        center = node.center
        size = node.size
        transform = node.transform
        opacity = node.opacity
        zPosition = node.zPosition
        isHidden = node.isHidden
        isDoubleSided = node.isDoubleSided
    }
}
