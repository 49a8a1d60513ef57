import Testing
import VitrineGeometry
import VitrineParallax

@Suite("PVTimingFunctionName")
struct PVTimingFunctionNameTests {
    /// The seed's table (reference/seed-sources.md §2.5), typed in again: name, P1, P2.
    static let seedTable: [(PVTimingFunctionName, Double, Double, Double, Double)] = [
        (.default, 0.25, 0.1, 0.25, 1),
        (.linear, 0, 0, 1, 1),
        (.easeIn, 0.42, 0, 1, 1),
        (.easeOut, 0, 0, 0.58, 1),
        (.easeInOut, 0.42, 0, 0.58, 1),
        (.easeInSine, 0.47, 0, 0.745, 0.715),
        (.easeOutSine, 0.39, 0.575, 0.565, 1),
        (.easeInOutSine, 0.445, 0.05, 0.55, 0.95),
        (.easeInQuad, 0.55, 0.085, 0.68, 0.53),
        (.easeOutQuad, 0.25, 0.46, 0.45, 0.94),
        (.easeInOutQuad, 0.455, 0.03, 0.515, 0.955),
        (.easeInCubic, 0.55, 0.055, 0.675, 0.19),
        (.easeOutCubic, 0.215, 0.61, 0.355, 1),
        (.easeInOutCubic, 0.645, 0.045, 0.355, 1),
        (.easeInQuart, 0.895, 0.03, 0.685, 0.22),
        (.easeOutQuart, 0.165, 0.84, 0.44, 1),
        (.easeInOutQuart, 0.77, 0, 0.175, 1),
        (.easeInQuint, 0.755, 0.05, 0.855, 0.06),
        (.easeOutQuint, 0.23, 1, 0.32, 1),
        (.easeInOutQuint, 0.86, 0, 0.07, 1),
        (.easeInExpo, 0.95, 0.05, 0.795, 0.035),
        (.easeOutExpo, 0.19, 1, 0.22, 1),
        (.easeInOutExpo, 1, 0, 0, 1),
        (.easeInCirc, 0.6, 0.04, 0.98, 0.335),
        (.easeOutCirc, 0.075, 0.82, 0.165, 1),
        (.easeInOutCirc, 0.785, 0.135, 0.15, 0.86),
        (.easeInBack, 0.6, -0.28, 0.735, 0.045),
        (.easeOutBack, 0.175, 0.885, 0.32, 1.275),
        (.easeInOutBack, 0.68, -0.55, 0.265, 1.55),
    ]

    @Test("there are the seed's 29 names, each once")
    func allNames() {
        #expect(PVTimingFunctionName.allCases.count == 29)
        #expect(Self.seedTable.count == 29)
        #expect(Set(Self.seedTable.map(\.0)) == Set(PVTimingFunctionName.allCases))
    }

    @Test("every name has exactly the seed's control points")
    func controlPoints() {
        for (name, x1, y1, x2, y2) in Self.seedTable {
            let function = PVTimingFunction(name: name)
            #expect(function.controlPoint1 == Point(x: x1, y: y1), "\(name) P1")
            #expect(function.controlPoint2 == Point(x: x2, y: y2), "\(name) P2")
        }
    }

    @Test("Core Animation's five match VitrineMotion's named curves")
    func coreAnimationNames() {
        #expect(PVTimingFunction(name: .default).curve == .default)
        #expect(PVTimingFunction(name: .linear).curve == .linear)
        #expect(PVTimingFunction(name: .easeIn).curve == .easeIn)
        #expect(PVTimingFunction(name: .easeOut).curve == .easeOut)
        #expect(PVTimingFunction(name: .easeInOut).curve == .easeInEaseOut)
    }
}
