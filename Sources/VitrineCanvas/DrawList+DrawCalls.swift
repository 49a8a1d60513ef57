import VitrineGeometry

extension DrawList {
    /// How many groups back a run may move to join one of its material.
    static let batchLookBack = 24

    /// The list as calls for a backend: one per group of runs of one material.
    ///
    /// Each call costs a backend a change of state (about 30 µs on llvmpipe), so runs are
    /// grouped: a run joins the latest group of its material when no group after that one holds
    /// a run whose box overlaps its own. Moving it there changes nothing on screen, since
    /// nothing drawn in between touches its pixels; the cards of a carousel, their numbers and
    /// the glyphs of a panel each become one call where they do not overlap.
    public func makeDrawCalls() -> DrawCalls {
        var groups: [Group] = []
        for (index, run) in runs.enumerated() where run.indexCount > 0 {
            var target: Int?
            var k = groups.count - 1
            while k >= 0, k >= groups.count - Self.batchLookBack {
                if groups[k].material == run.material {
                    target = k
                    break
                }
                if groups[k].overlaps(run.bounds) { break }
                k -= 1
            }
            if let target {
                groups[target].add(index, run)
            } else {
                var group = Group(material: run.material)
                group.add(index, run)
                groups.append(group)
            }
        }
        var calls = DrawCalls()
        calls.indices.reserveCapacity(indices.count)
        for group in groups {
            let start = calls.indices.count
            for index in group.runs {
                let run = runs[index]
                for position in run.indexStart..<(run.indexStart + run.indexCount) {
                    calls.indices.append(indices[position] - UInt32(group.lowestVertex))
                }
            }
            calls.commands.append(
                DrawCommand(
                    material: group.material, vertexStart: group.lowestVertex,
                    vertexCount: group.highestVertex - group.lowestVertex + 1,
                    indexStart: start, indexCount: calls.indices.count - start))
        }
        return calls
    }

    /// Runs of one material drawn in one call, with the boxes they cover.
    struct Group {
        var material: DrawMaterial
        var runs: [Int] = []
        var boxes: [Rect] = []
        var union: Rect?
        var lowestVertex = Int.max
        var highestVertex = -1

        mutating func add(_ index: Int, _ run: DrawRun) {
            runs.append(index)
            boxes.append(run.bounds)
            union = union?.union(run.bounds) ?? run.bounds
            lowestVertex = min(lowestVertex, run.lowestVertex)
            highestVertex = max(highestVertex, run.highestVertex)
        }

        /// Whether a run of the group may share a pixel with `box`: boxes that touch count.
        func overlaps(_ box: Rect) -> Bool {
            guard let union, Self.touch(union, box) else { return false }
            return boxes.contains { Self.touch($0, box) }
        }

        static func touch(_ a: Rect, _ b: Rect) -> Bool {
            a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
        }
    }
}
