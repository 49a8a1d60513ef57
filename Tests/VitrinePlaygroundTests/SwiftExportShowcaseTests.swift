import Testing
import VitrineGeometry
import VitrineShowcase

@testable import VitrinePlayground

/// The whole text for a configuration with every kind of number (a vertical circle of time
/// machines with fade and viewpoint, paging, not looping, a rate of its own) is
/// VitrineExportTests/Generated/Tuned.swift, compared byte for byte and compiled there.
@Suite("Copy as Swift, Showcase: the layout and the container, defaults left out, every number exact")
struct SwiftExportShowcaseTests {
    static let window = Size(width: 1280, height: 720)

    /// The Swift of `configuration` as preset `name` in a 1280 × 720 window.
    static func source(_ configuration: ShowcaseConfiguration, name: String = "tuned") throws -> String {
        try configuration.swiftSource(presetName: name, viewport: window).text
    }

    /// The declaration of `source` that starts with `start`, to its closing brace.
    static func declaration(_ start: String, in source: String) -> String {
        guard let range = source.range(of: "\n" + start) else { return "" }
        let rest = source[range.upperBound...]
        let end = rest.range(of: "\n}\n").map { $0.lowerBound } ?? rest.endIndex
        return start + rest[..<end] + "\n}"
    }

    @Test func aPlainConfigurationWritesOnlyWhatDiffersFromTheLibrary() throws {
        #expect(
            try Self.source(ShowcaseConfiguration(), name: "plain") == """
                // Made by Vitrine's "copy as Swift" from the Showcase preset "plain" at 1280 × 720.

                import VitrineGeometry
                import VitrineShowcase

                /// The layout of Vitrine's Showcase preset "plain": items on a straight line. `itemSize` defaults
                /// to the size of the items in a 1280 × 720 window.
                func plainLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {
                    Layout(itemSize: itemSize, lineSpacing: 16)
                }

                /// The showcase of Vitrine's Showcase preset "plain" in `viewport`: ``plainLayout(itemSize:)`` and
                /// 24 items of `View`, each made by `model` when it comes into view. Pass the platform's
                /// reduce-motion setting as `prefersReducedMotion` (macOS's
                /// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's
                /// `UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): the items then
                /// slide on a straight line and never turn (`Layout.reducingMotion()`), and glides are shorter.
                func plainShowcase<View: ReusableView>(
                    viewport: Size, view: View.Type, prefersReducedMotion: Bool = false,
                    model: @escaping (Int) -> View.Model
                ) throws(ShowcaseError) -> Showcase {
                    let layout = plainLayout()
                    let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)
                    showcase.reducesMotion = prefersReducedMotion
                    showcase.register(view)
                    try showcase.reset(view, count: 24, model: model)
                    return showcase
                }

                /// What a screen reader says for item `index` (from 0) of the 24: "Card 1 of 24" for the first. Set
                /// it as the item's accessibility label when its view is configured (a `UIView`'s
                /// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
                func plainAccessibilityLabel(forItem index: Int) -> String {
                    "Card \\(index + 1) of 24"
                }

                """)
    }

    @Test func optionalNumbersAreWrittenWhenSetAndLeftOutWhenNot() {
        #expect(SwiftCode.path(LinearPath())?.oneLine == "LinearPath()")
        #expect(SwiftCode.path(LinearPath(normalizedInversePosition: 0))?.oneLine == "LinearPath(normalizedInversePosition: 0)")
        #expect(
            SwiftCode.path(LinearPath(normalizedGradient: 0.3, normalizedInversePosition: -0.25))?.oneLine
                == "LinearPath(normalizedGradient: 0.3, normalizedInversePosition: -0.25)")
        #expect(SwiftCode.transform(CylinderTransform(count: 12))?.oneLine == "CylinderTransform(count: 12)")
        #expect(
            SwiftCode.transform(WheelTransform(fade: CarouselFade(fadeMax: 2, fadeMinAlpha: 0.2)))?.oneLine
                == "WheelTransform(fade: CarouselFade(fadeMax: 2, fadeMinAlpha: 0.2))")
    }

    @Test func theInvertedRingsKeepTheirInitializerArgument() throws {
        #expect(SwiftCode.transform(CylinderTransform(inverted: true))?.oneLine == "CylinderTransform(inverted: true)")
        #expect(
            SwiftCode.transform(CylinderTransform(inverted: true, arc: .pi))?.oneLine
                == "CylinderTransform(inverted: true, arc: .pi)")
        #expect(
            SwiftCode.transform(RotaryTransform(inverted: true, spacing: 0.8))?.oneLine
                == "RotaryTransform(inverted: true, spacing: 0.8)")
        var configuration = ShowcaseConfiguration()
        configuration.transform = CylinderTransform(inverted: true)
        #expect(
            Self.declaration("func tunedLayout", in: try Self.source(configuration)).contains(
                "Layout(itemSize: itemSize, lineSpacing: 16, transform: CylinderTransform(inverted: true))"))
    }

    @Test func aBezierPathWritesItsPointsOrItsName() throws {
        #expect(SwiftCode.path(BezierPath())?.oneLine == "BezierPath()")
        #expect(SwiftCode.path(BezierPath.wave)?.oneLine == "BezierPath.wave")
        // Points are written as the curve keeps them: sorted by x.
        let bent = BezierPath(points: [Point(x: 1, y: 0.5), Point(x: -1, y: 0.5), Point(x: 0, y: -0.2)])
        #expect(
            SwiftCode.path(bent)?.oneLine
                == "BezierPath(points: [Point(x: -1, y: 0.5), Point(x: 0, y: -0.2), Point(x: 1, y: 0.5)])")
        var configuration = ShowcaseConfiguration()
        configuration.path = bent
        #expect(
            Self.declaration("func tunedLayout", in: try Self.source(configuration)) == """
                func tunedLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {
                    Layout(
                        itemSize: itemSize,
                        lineSpacing: 16,
                        path: BezierPath(points: [Point(x: -1, y: 0.5), Point(x: 0, y: -0.2), Point(x: 1, y: 0.5)])
                    )
                }
                """)
    }

    @Test func aCurvesTransformWritesTheCurvesThatDifferFromItsDefaults() throws {
        #expect(SwiftCode.transform(CurveTransform())?.oneLine == "CurveTransform()")
        let curves = CurveTransform(
            scale: RateCurve(points: [Point(x: -1, y: 0.6), Point(x: 0, y: 1), Point(x: 1, y: 0.6)]),
            rotation: RateCurve(points: [Point(x: -1, y: .pi / 4), Point(x: 1, y: -.pi / 4)]),
            opacity: .constant(0.8))
        var configuration = ShowcaseConfiguration()
        configuration.transform = curves
        #expect(
            Self.declaration("func tunedLayout", in: try Self.source(configuration)) == """
                func tunedLayout(itemSize: Size = Size(width: 226.8, height: 302.4)) -> Layout {
                    Layout(
                        itemSize: itemSize,
                        lineSpacing: 16,
                        transform: CurveTransform(
                            scale: RateCurve(points: [Point(x: -1, y: 0.6), Point(x: 0, y: 1), Point(x: 1, y: 0.6)]),
                            rotation: RateCurve(points: [Point(x: -1, y: .pi / 4), Point(x: 1, y: -.pi / 4)]),
                            opacity: .constant(0.8)
                        )
                    )
                }
                """)
    }

    @Test func everyPathAndTransformTheSceneOffersCanBeWritten() {
        for choice in ShowcaseChoices.paths {
            #expect(SwiftCode.path(choice.initial) != nil, "\(choice.name)")
        }
        for choice in ShowcaseChoices.transforms {
            #expect(choice.initial.map { SwiftCode.transform($0) != nil } ?? true, "\(choice.name)")
        }
    }

    @Test func aPathTheExportDoesNotKnowIsRefusedByName() {
        struct ParabolaPath: PathProtocol {
            func normalizedPath(withCoordinate value: Double) -> Double { value * value }
        }
        var configuration = ShowcaseConfiguration()
        configuration.path = ParabolaPath()
        #expect(throws: SwiftExportError.unknownValue("the path ParabolaPath")) { try Self.source(configuration) }
    }
}
