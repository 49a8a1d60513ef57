import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineTestSupport

/// Invariants over seeded random layouts: uniform and individual sizes (zero sizes included),
/// both directions, random spacing, insets and viewports.
@Suite struct FlowLayoutPropertyTests {
    static let alignments: [PluginableFlowLayoutAlignment?] = [.lineStart, .lineCenter, .lineEnd, nil]

    static func randomLayout(_ random: inout SplitMix64) -> PluginableFlowLayout {
        let direction: FlowScrollDirection = random.int(in: 0...1) == 0 ? .horizontal : .vertical
        let count = random.int(in: 0...40)
        func size() -> Size {
            Size(
                width: random.int(in: 0...9) == 0 ? 0 : random.points(in: 1...180),
                height: random.int(in: 0...9) == 0 ? 0 : random.points(in: 1...180))
        }
        let items: FlowItemSizes =
            random.int(in: 0...2) == 0
            ? .uniform(size(), count: count) : .individual((0..<count).map { _ in size() })
        let flow = FlowLayout(
            scrollDirection: direction, items: items,
            minimumLineSpacing: random.points(in: 0...20), minimumInteritemSpacing: random.points(in: 0...20),
            sectionInset: EdgeInsets(
                top: random.points(in: 0...40), left: random.points(in: 0...40),
                bottom: random.points(in: 0...40), right: random.points(in: 0...40)))
        var layout = PluginableFlowLayout(
            alignment: alignments[random.int(in: 0...3)],
            plugins: [ParallaxDimmingFlowLayoutPlugin(), ScaleFadeFlowLayoutPlugin()],
            flowLayout: flow,
            viewport: Size(width: random.points(in: 40...400), height: random.points(in: 40...400)))
        layout.flickBehavior = random.int(in: 0...1) == 0 ? .oneItem : .projected
        return layout
    }

    /// An offset from 200 points before the scrollable range to 200 past the padded content's
    /// end.
    static func randomOffset(_ random: inout SplitMix64, in layout: PluginableFlowLayout) -> Double {
        let range = layout.contentOffsetRange
        return random.double(in: (range.lowerBound - 200)...(range.upperBound + layout.geometry.viewportLength + 200))
    }

    // The rectangle query finds exactly the frames that intersect the rectangle.
    @Test func queriesMatchABruteForceFilter() {
        var random = SplitMix64(seed: 0x5EED_F10A)
        for _ in 0..<400 {
            let layout = Self.randomLayout(&random)
            let frames = (0..<layout.itemCount).compactMap { layout.frame(ofItem: $0) }
            #expect(frames.count == layout.itemCount)
            for _ in 0..<8 {
                let rect = Rect(
                    x: random.double(in: -100...500), y: Self.randomOffset(&random, in: layout),
                    width: random.double(in: 0...400), height: random.double(in: 0...400))
                let query =
                    layout.scrollDirection == .horizontal
                    ? Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
                let expected = frames.indices.filter { frames[$0].intersects(query) }
                let bounds = layout.bounds(atContentOffset: Self.randomOffset(&random, in: layout))
                let found = layout.layoutAttributesForElements(in: query, bounds: bounds)
                #expect(found.map(\.index) == expected)
                #expect(found.allSatisfy { $0.frame.intersects(query) && $0.frame == frames[$0.index] })
            }
        }
    }

    // Lines of very uneven lengths (a giant among small ones, at random places) throw the
    // search's guess far off; it still finds exactly the items a brute-force filter finds.
    @Test func queriesOnVeryUnevenLinesMatchABruteForceFilter() {
        var random = SplitMix64(seed: 0x0DD_11E5)
        for _ in 0..<100 {
            let count = random.int(in: 1...400)
            let giants = Set((0..<random.int(in: 1...3)).map { _ in random.int(in: 0...(count - 1)) })
            let sizes = (0..<count).map { giants.contains($0) ? Size(width: 50_000, height: 80) : Size(width: 30, height: 80) }
            let geometry = FlowLayout(
                scrollDirection: .horizontal, items: .individual(sizes), minimumLineSpacing: 5,
                minimumInteritemSpacing: 5, sectionInset: EdgeInsets(all: 10)
            )
            .prepared(for: Size(width: 300, height: 100))
            let frames = (0..<count).compactMap { geometry.frame(ofItem: $0) }
            for _ in 0..<20 {
                let rect = Rect(
                    x: random.double(in: -100...(geometry.contentLength + 100)), y: 0,
                    width: random.double(in: 1...400), height: 100)
                #expect(geometry.indicesOfItems(in: rect) == frames.indices.filter { frames[$0].intersects(rect) })
            }
        }
    }

    // Frames never overlap, and lie between the insets along the axis.
    @Test func framesDoNotOverlapAndStayInTheContent() {
        var random = SplitMix64(seed: 0xF1A7_0001)
        for _ in 0..<300 {
            let layout = Self.randomLayout(&random)
            let direction = layout.scrollDirection
            let frames = (0..<layout.itemCount).compactMap { layout.frame(ofItem: $0) }
            let length = layout.geometry.contentLength
            for (index, frame) in frames.enumerated() {
                #expect(direction.axisMin(of: frame) >= direction.insetBefore(in: layout.sectionInset) - 1e-9)
                #expect(direction.axisMax(of: frame) <= length - direction.insetAfter(in: layout.sectionInset) + 1e-9)
                for other in frames[(index + 1)...] where frame.intersects(other) {
                    Issue.record("items overlap: \(frame) and \(other)")
                }
            }
        }
    }

    // Every percentage of every attribute is finite and in −1...1, and so are the plugins'
    // opacities in 0...1.
    @Test func percentagesStayInRange() {
        var random = SplitMix64(seed: 0xBE7C_E17A)
        for _ in 0..<300 {
            let layout = Self.randomLayout(&random)
            let bounds = layout.bounds(atContentOffset: Self.randomOffset(&random, in: layout))
            for index in 0..<layout.itemCount {
                guard let attributes = layout.layoutAttributesForItem(at: index, bounds: bounds) else {
                    Issue.record("no attributes for \(index)")
                    continue
                }
                let info = attributes.percentageInfo
                for value in [info.collectionVisibility, info.idealFrameVisibility, info.idealFrameAndCollectionVisibility] {
                    #expect(value.isFinite && value >= -1 && value <= 1)
                }
                #expect(attributes.alpha >= 0 && attributes.alpha <= 1)
                #expect(attributes.overlayAlpha >= 0 && attributes.overlayAlpha <= 1)
                #expect(attributes.transform.entries.allSatisfy { $0.isFinite })
            }
        }
    }

    // With an alignment, targets lie in the scrollable range for any release: the padded range,
    // or 0...max(L − C, 0) under `.never`.
    @Test func targetsStayInTheScrollableRange() {
        var random = SplitMix64(seed: 0x7A26_E700)
        for trial in 0..<300 {
            var layout = Self.randomLayout(&random)
            if layout.alignment == nil { layout.alignment = .lineCenter }
            if trial % 3 == 0 { layout.contentInsetAdjustment = .never }
            let range = layout.contentOffsetRange
            if layout.contentInsetAdjustment == .never {
                #expect(range == 0...layout.geometry.maximumContentOffset)
            }
            for _ in 0..<10 {
                let target = layout.target(
                    from: Self.randomOffset(&random, in: layout),
                    velocity: random.double(in: -3000...3000),
                    proposed: Self.randomOffset(&random, in: layout) * 2 - 100)
                #expect(range.contains(target))
            }
        }
    }

    // The range runs exactly from the first slot to the last (so every slot lies in it), the
    // insets are how far those lie past 0 and L − C, and every item's own target is its slot.
    @Test func everySlotIsReachable() {
        var random = SplitMix64(seed: 0x5C_2011)
        for _ in 0..<300 {
            var layout = Self.randomLayout(&random)
            if layout.alignment == nil { layout.alignment = .lineEnd }
            guard let alignment = layout.alignment, layout.itemCount > 0 else { continue }
            let slots = Self.slots(of: layout, alignment: alignment)
            let end = layout.geometry.contentLength - layout.geometry.viewportLength
            let range = Self.range(of: layout, slots: slots)
            #expect(layout.contentOffsetRange == range)
            let inset = layout.adjustedContentInset, direction = layout.scrollDirection
            #expect(direction.insetBefore(in: inset) == -range.lowerBound)
            #expect(direction.insetAfter(in: inset) == range.upperBound - end)
            #expect(direction.crossInsetBefore(in: inset) == 0 && direction.crossInsetAfter(in: inset) == 0)
            for (index, slot) in slots.enumerated() {
                #expect(range.contains(slot))
                #expect(layout.targetContentOffset(forItemAt: index) == slot)
            }
        }
    }

    /// The scrollable range `layout` should have: from the first slot to the last, or the
    /// content's own without slots.
    static func range(of layout: PluginableFlowLayout, slots: [Double]) -> ClosedRange<Double> {
        guard let first = slots.min(), let last = slots.max() else { return 0...layout.geometry.maximumContentOffset }
        return first...last
    }

    // `.projected` on a slow release picks a slot nearest the proposal among all items: the
    // binary search agrees with a scan of every item.
    @Test func projectedSearchMatchesAScan() {
        var random = SplitMix64(seed: 0x9A0_1EC7)
        for _ in 0..<300 {
            var layout = Self.randomLayout(&random)
            layout.flickBehavior = .projected
            guard let alignment = layout.alignment, layout.itemCount > 0 else { continue }
            let slots = Self.slots(of: layout, alignment: alignment)
            let proposed = Self.randomOffset(&random, in: layout)
            let best = slots.map { abs($0 - proposed) }.min() ?? 0
            let target = layout.target(from: proposed, velocity: 0, proposed: proposed)
            let range = Self.range(of: layout, slots: slots)
            let clamp = { (x: Double) in min(max(x, range.lowerBound), range.upperBound) }
            #expect(slots.contains { abs(abs($0 - proposed) - best) < 1e-9 && clamp($0) == target })
        }
    }

    // The one-item rule and stepping find the nearest slot on each side among all items: the
    // binary search agrees with a scan of every item.
    @Test func oneItemAndSteppingMatchAScan() {
        var random = SplitMix64(seed: 0x0E1_7E55)
        for _ in 0..<300 {
            var layout = Self.randomLayout(&random)
            layout.flickBehavior = .oneItem
            guard let alignment = layout.alignment, layout.itemCount > 0 else { continue }
            let slots = Self.slots(of: layout, alignment: alignment)
            let range = Self.range(of: layout, slots: slots)
            let clamp = { (x: Double) in min(max(x, range.lowerBound), range.upperBound) }
            for _ in 0..<6 {
                let offset = Self.randomOffset(&random, in: layout)
                let next = slots.filter { $0 > offset }.min(), previous = slots.filter { $0 <= offset }.max()
                #expect(layout.target(from: offset, velocity: 1000) == clamp(next ?? previous ?? 0))
                #expect(layout.target(from: offset, velocity: -1000) == clamp(previous ?? next ?? 0))

                let forward = offset < range.upperBound ? slots.filter { $0 > offset + 0.5 }.min() : nil
                let backward = offset > range.lowerBound ? slots.filter { $0 <= offset - 0.5 }.max() : nil
                #expect(layout.targetContentOffset(steppingFrom: offset, by: 1) == clamp(forward ?? offset))
                #expect(layout.targetContentOffset(steppingFrom: offset, by: -1) == clamp(backward ?? offset))
            }
        }
    }

    /// Every item's slot offset for `alignment`, computed from its frame.
    static func slots(of layout: PluginableFlowLayout, alignment: PluginableFlowLayoutAlignment) -> [Double] {
        let direction = layout.scrollDirection
        let length = direction.axisLength(of: layout.viewport)
        return (0..<layout.itemCount).compactMap { layout.frame(ofItem: $0) }.map {
            alignment.targetContentOffset(
                itemStart: direction.axisMin(of: $0), itemEnd: direction.axisMax(of: $0),
                viewportLength: length,
                insetBefore: direction.insetBefore(in: layout.sectionInset),
                insetAfter: direction.insetAfter(in: layout.sectionInset))
        }
    }
}
