import Testing
import VitrineCanvas
import VitrineGeometry

@testable import VitrineShowcase

/// The order items are drawn in: the item nearest the center on top, the rest falling off with
/// the distance from it, the same on both sides, for every path and transform, through the
/// container and the canvas's ``Node/childDrawingOrder``.
@Suite("Drawing order")
struct DrawingOrderTests {
    static let paths: [(String, any PathProtocol)] = [
        ("default", DefaultPath()), ("circular", CircularPath()), ("wave", WavePath()), ("linear", LinearPath()),
    ]
    static let transforms: [(String, (any TransformProtocol)?)] = [
        ("none", nil), ("rotate", TransformRotate(startRate: 0, rotateAngle: .pi / 4)), ("scale", TransformScale()),
        ("scale-rotate", TransformScaleRotate()), ("fade", TransformFade()), ("coverflow", CoverFlowTransform()),
        ("cylinder", CylinderTransform()), ("inverted cylinder", CylinderTransform(inverted: true)),
        ("rotary", RotaryTransform()), ("inverted rotary", RotaryTransform(inverted: true)),
        ("wheel", WheelTransform()), ("inverted wheel", WheelTransform(inverted: true)),
        ("time machine", TimeMachineTransform()), ("inverted time machine", TimeMachineTransform(inverted: true)),
    ]
    /// Whether the layout brings items nearer the eye the farther they are from the center (the
    /// inside of a drum or ring), so that depth puts the far ones on top.
    static func comesForward(_ transform: (any TransformProtocol)?) -> Bool {
        (transform as? CylinderTransform)?.inverted ?? (transform as? RotaryTransform)?.inverted ?? false
    }

    /// The presets' cards at 1280 × 720: 226.8 × 302.4, 8 apart (period 234.8).
    static let viewport = Size(width: 1280, height: 720)
    static let itemSize = Size(width: 226.8, height: 302.4)

    /// A looping showcase of 24 numbered items scrolled to `position` item periods.
    func showcase(
        path: any PathProtocol, transform: (any TransformProtocol)?, direction: LayoutDirection,
        position: Double
    ) throws -> Showcase {
        let size = direction == .horizontal ? Self.itemSize : Size(width: Self.itemSize.height, height: Self.itemSize.width)
        let layout = Layout(direction: direction, itemSize: size, path: path, transform: transform)
        let showcase = Showcase(viewport: Self.viewport, layout: layout)
        showcase.isLooping = true
        showcase.register(NumberView.self)
        try showcase.reset(NumberView.self, models: (0..<24).map(NumberModel.init))
        showcase.scroll(to: position * layout.period, animated: false, at: 0)
        showcase.update(at: 0)
        return showcase
    }

    @Test(
        "every path × transform × scroll: the item nearest the center is drawn last, the rest by distance",
        arguments: [LayoutDirection.horizontal, .vertical])
    func focusOnTopAndSymmetric(direction: LayoutDirection) throws {
        // Whole, half and uneven positions, both ways from 0 and past the loop's seam.
        let positions = [0, 0.13, 0.5, 0.87, 1, -0.3, -2.71, 5.5, 11.92, 23.4]
        for (pathName, path) in Self.paths {
            for (transformName, transform) in Self.transforms {
                for position in positions {
                    let placed = try showcase(
                        path: path, transform: transform, direction: direction,
                        position: position
                    ).placedItems()
                    let context = "\(pathName) × \(transformName) at \(position)"
                    try #require(!placed.isEmpty, "\(context): nothing drawn")
                    let order = Node(children: placed.map(\.node)).childDrawingOrder
                    let distances = order.map { placed[$0].slot.distance }
                    let nearest = distances.map(abs).min() ?? 0
                    if transform is TimeMachineTransform {
                        // Depth grows with the offset (against it, inverted): drawn in that order,
                        // and whatever is drawn over the item nearest the center is fading.
                        let inverted = (transform as? TimeMachineTransform)?.inverted ?? false
                        let signed = distances.map { inverted ? -$0 : $0 }
                        #expect(signed == signed.sorted(), "\(context): \(distances)")
                        let focus = try #require(distances.firstIndex { abs($0) == nearest })
                        for later in order[(focus + 1)...] {
                            #expect(placed[later].node.opacity < 1, "\(context): opaque over the focus")
                        }
                        continue
                    }
                    if Self.comesForward(transform) {
                        // Seen from inside, the items farther out are nearer the eye: by depth,
                        // they are drawn over the center, symmetrically.
                        #expect(abs(distances.first ?? .nan) == nearest, "\(context): \(distances)")
                        for (back, front) in zip(distances, distances.dropFirst()) {
                            #expect(abs(front) >= abs(back), "\(context): \(front) drawn over \(back)")
                        }
                        continue
                    }
                    #expect(abs(distances.last ?? .nan) == nearest, "\(context): \(distances)")
                    for (back, front) in zip(distances, distances.dropFirst()) {
                        #expect(abs(front) <= abs(back), "\(context): \(front) drawn over \(back)")
                    }
                }
            }
        }
    }

    @Test("mirror offsets get the same z position, and nearer ones a higher one, in every layout")
    func zPositionIsAFunctionOfDistance() {
        let distances = [0, 0.25, 0.5, 1, 1.5, 2, 2.75, 3.5, 4.25]
        for direction in [LayoutDirection.horizontal, .vertical] {
            for (_, path) in Self.paths {
                for (name, transform) in Self.transforms where !(transform is TimeMachineTransform) {
                    let layout = Layout(direction: direction, itemSize: Self.itemSize, path: path, transform: transform)
                    let z = { (offset: Double) in layout.appearance(forOffset: offset, in: Self.viewport, itemCount: 24).zPosition
                    }
                    for (nearer, farther) in zip(distances, distances.dropFirst()) {
                        #expect(z(farther) == z(-farther), "\(name): ±\(farther)")
                        if Self.comesForward(transform) {
                            #expect(z(nearer) < z(farther), "\(name): \(nearer) not under \(farther)")
                        } else {
                            #expect(z(nearer) > z(farther), "\(name): \(nearer) not above \(farther)")
                        }
                    }
                }
            }
        }
    }

    @Test("flat layouts: z position −|offset|; the 3-D family: the center's depth less 1e-6 per item")
    func exactZPositions() {
        let flat = Layout(itemSize: Self.itemSize, path: CircularPath(), transform: TransformRotate())
        #expect(flat.appearance(forOffset: -1.5, in: Self.viewport, itemCount: 24).zPosition == -1.5)
        #expect(flat.appearance(forOffset: 0.25, in: Self.viewport, itemCount: 24).zPosition == -0.25)
        #expect(ItemAppearance.flatZPosition(forOffset: 0) == 0)
        // The wheel: every spoke 0.01 behind per item out, so the hub-side order is by distance.
        let wheel = Layout.wheel(itemSize: Self.itemSize)
        for offset in [-2.0, -1, 1, 2] {
            let appearance = wheel.appearance(forOffset: offset, in: Self.viewport, itemCount: 24)
            #expect(appearance.transform.m43 == -0.01 * abs(offset))
            #expect(appearance.zPosition == -0.01 * abs(offset) - 1e-6 * abs(offset))
        }
        // CoverFlow: every side item is W/2 = 117.4 back; the tie goes to the nearer one.
        let cover = Layout.coverFlow(itemSize: Self.itemSize)
        #expect(cover.appearance(forOffset: 2, in: Self.viewport, itemCount: 24).zPosition == -117.4 - 2e-6)
        #expect(cover.appearance(forOffset: -3, in: Self.viewport, itemCount: 24).zPosition == -117.4 - 3e-6)
    }

    @Test("circle-rotate: a click where the focused card and a neighbor overlap finds the focused card, on both sides")
    func hitTestFollowsTheDrawingOrder() throws {
        let showcase = try showcase(
            path: CircularPath(), transform: TransformRotate(startRate: 0, rotateAngle: .pi / 4),
            direction: .horizontal, position: 0)
        let placed = showcase.placedItems()
        let focus = try #require(placed.first { $0.slot.distance == 0 }?.node)
        let middle = Point(x: Self.viewport.width / 2, y: Self.viewport.height / 2)
        var overlaps = 0
        for side in [-1.0, 1.0] {
            let neighbor = try #require(placed.first { $0.slot.distance == side }?.node)
            // Points just inside the focused card's edge toward the neighbor, top to bottom.
            let x = focus.center.x + side * (focus.size.width / 2 - 3)
            for step in 0...60 {
                let point = Point(x: x, y: focus.center.y - focus.size.height / 2 + Double(step) * focus.size.height / 60)
                guard
                    Node(center: middle, size: Self.viewport, children: [neighbor])
                        .frontmostChild(at: point) == 0
                else { continue }
                overlaps += 1
                #expect(showcase.item(at: point) == 0, "at \(point)")
            }
        }
        #expect(overlaps > 0, "the neighbors should reach over the focused card")
    }
}
