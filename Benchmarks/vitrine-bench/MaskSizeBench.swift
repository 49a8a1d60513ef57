@_spi(Vitrine) import VitrineCanvas
import VitrineGeometry
import VitrineSDL

/// Where a mask stops paying: 100 items flat, turned by 15° or tilted in perspective, of one size
/// at a time, drawn from masks and tessellated, alternating in rounds. A mask's pixels cost
/// more (bilinear sampling) and its triangles fewer, so past some size tessellation wins; the
/// atlas keeps masks up to 128 × 128 texels.
@MainActor
enum MaskSizeBench {
    static let sides: [Double] = [30, 60, 90, 120, 160]
    static let count = 100

    /// `count` items of `side` points with corners of a sixth of it, spread over the frame.
    static func nodes(side: Double, transform: Transform3D) -> [Node] {
        let columns = 12, rows = (count + columns - 1) / columns
        let stepX = (BenchmarkGrid.frameSize.width - side) / Double(columns - 1)
        let stepY = (BenchmarkGrid.frameSize.height - side) / Double(rows - 1)
        return (0..<count).map { index in
            var node = Node(
                center: Point(x: Double(index % columns) * stepX + side / 2, y: Double(index / columns) * stepY + side / 2),
                size: Size(width: side, height: side),
                fillColor: Color(hex: BenchmarkGrid.palette[index % BenchmarkGrid.palette.count]),
                cornerRadius: side / 6)
            node.transform = transform
            return node
        }
    }

    static func printTable(renderer: Renderer, atlas: Atlas) throws {
        print("")
        print("| 100 items of | pose | from masks | tessellated | tessellated ÷ masks | triangles, masks / tessellated |")
        print("|---:|:---|---:|---:|---:|---:|")
        for side in sides {
            for pose in BenchmarkGrid.Pose.allCases {
                let nodes = nodes(side: side, transform: pose.transform)
                var masked = FrameTimes(), tessellated = FrameTimes()
                var maskedList = DrawList(), tessellatedList = DrawList()
                func frame(_ list: inout DrawList, glyphs: Atlas?) throws -> Double {
                    let start = MonotonicClock.seconds()
                    try atlas.beginFrame()
                    list.removeAll()
                    for node in nodes { list.append(node, glyphs: glyphs) }
                    renderer.clear(to: Color(hex: 0x16161D))
                    try renderer.draw(list, atlas: atlas)
                    renderer.synchronize()
                    renderer.present()
                    return (MonotonicClock.seconds() - start) * 1000
                }
                for _ in 0..<VitrineBench.warmUpFrames {
                    _ = try frame(&maskedList, glyphs: atlas)
                    _ = try frame(&tessellatedList, glyphs: nil)
                }
                for _ in 0..<VitrineBench.rounds {
                    for _ in 0..<VitrineBench.framesPerRound { masked.record(try frame(&maskedList, glyphs: atlas)) }
                    for _ in 0..<VitrineBench.framesPerRound { tessellated.record(try frame(&tessellatedList, glyphs: nil)) }
                }
                let hasMasks = maskedList.statistics.maskedShapes > 0
                print(
                    "| \(Int(side)) × \(Int(side)) | \(pose.rawValue) | "
                        + (hasMasks ? VitrineBench.ms(masked.median) : "– (past the masks' limit)") + " | "
                        + "\(VitrineBench.ms(tessellated.median)) | "
                        + (hasMasks ? String(format: "%.2f×", tessellated.median / masked.median) : "–") + " | "
                        + "\(maskedList.triangleCount) / \(tessellatedList.triangleCount) |")
            }
        }
    }
}
