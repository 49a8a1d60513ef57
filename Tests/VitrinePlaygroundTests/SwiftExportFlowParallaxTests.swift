import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineMotion
import VitrineParallax

@testable import VitrinePlayground

/// The whole texts of the Flow exports (the presets', and a tuned one: no alignment, scale and
/// fade alone with numbers of its own, flings to the nearest slot, up and down) are in
/// VitrineExportTests/Generated/, compared byte for byte and compiled there.
@Suite("Copy as Swift, Flow and Parallax: the flow layout with its plugins, the story's actions with their timing")
struct SwiftExportFlowParallaxTests {
    static let window = Size(width: 1280, height: 720)

    @Test func flowSizesAreWrittenOncePerRepeat() {
        let a = Size(width: 1, height: 2), b = Size(width: 3, height: 4)
        #expect(FlowConfiguration.repeatingPeriod(of: [a, b, a, b, a]) == 2)
        #expect(FlowConfiguration.repeatingPeriod(of: [a, a, a]) == 1)
        #expect(FlowConfiguration.repeatingPeriod(of: [a, b, b]) == 3)
        #expect(FlowConfiguration.repeatingPeriod(of: [a]) == 1)
        #expect(FlowConfiguration.repeatingPeriod(of: []) == 0)
    }

    @Test func theStretchIsWrittenAsTheLibrarysEdgeBehavior() throws {
        var pages = ParallaxConfiguration(direction: .horizontal)
        pages.feel.overscroll = .stretch
        let story = try pages.swiftSource(presetName: "stretchy", viewport: Self.window).text
        #expect(story.contains("import VitrineMotion\n"))
        #expect(
            story.contains(
                """
                    let view = PVView(viewport: viewport)
                    view.edgeBehavior = .stretch
                    view.reducesMotion = prefersReducedMotion
                    return view
                """))
        var flow = FlowPreset.flowStart.configuration
        flow.feel.overscroll = .stretch
        let layout = try flow.swiftSource(presetName: "stretchy", viewport: Self.window).text
        let documentation = layout.split(separator: "\n").map { $0.trimmingPrefix("/// ") }.joined(separator: " ")
        #expect(documentation.contains("and the ends stretch (Android 12's overscroll stretch)."))
    }

    @Test func theParallaxViewWritesItsFeelAndPerspective() throws {
        var configuration = ParallaxConfiguration(direction: .vertical)
        configuration.feel = ScrollFeel(decelerationRate: .fast, overscroll: .clamp)
        configuration.perspectiveDistance = 1200
        let source = try configuration.swiftSource(presetName: "tuned-story", viewport: Self.window).text
        #expect(
            source.hasPrefix(
                """
                // Made by Vitrine's "copy as Swift" from the Parallax preset "tuned-story" at 1280 × 720.

                import VitrineGeometry
                import VitrineMotion
                import VitrineParallax

                /// The view of Vitrine's Parallax preset "tuned-story" in `viewport`: its delegate answers
                /// `numberOfPages(in:)` with 5 and `direction(of:)` with `.vertical`, and gives the items of
                /// ``tunedStoryItems(onPage:)`` the actions of ``tunedStoryActions(ofItem:onPage:)``. Vitrine lays
                /// the story out in a page of 1280 × 720 points and scales it to the window. Pass the platform's
                /// reduce-motion setting as `prefersReducedMotion`: items then never turn (a turn about x or y
                /// fades them instead) and page turns are shorter.
                func tunedStoryView(viewport: Size, prefersReducedMotion: Bool = false) -> PVView {
                    let view = PVView(viewport: viewport)
                    view.decelerationRate = .fast
                    view.bounces = false
                    view.perspectiveDistance = 1200
                    view.reducesMotion = prefersReducedMotion
                    return view
                }

                /// The identifiers of the items on page `page` of the story of Vitrine's Parallax preset
                /// "tuned-story", back to front.
                func tunedStoryItems(onPage page: Int) -> [String] {
                    switch page {
                    case 0:
                        return [
                            "ballLinear",
                """))
        #expect(
            source.contains(
                """
                    case ("title1", 0):
                        return try [
                            PVActionMove(
                                fromPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true),
                                toPosition: PVPoint(x: 0.5, y: 0.19, isRelative: true)
                            ),
                            PVActionFade(from: 0, to: 1, parameters: PVParameters(startOffset: 0.55)),
                            PVActionMove(
                                fromTranslation: PVPoint(x: 0, y: 0.25, isRelative: true),
                                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
                            ),
                            PVActionLetterSpacing(
                                from: 18,
                                to: 1,
                                parameters: PVParameters(startOffset: 0.45, timingFunction: Easing.easeOutCubic)
                            ),
                        ]
                    case ("caption1", 0):
                        return try [
                            PVActionMove(
                                fromPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true),
                                toPosition: PVPoint(x: 0.5, y: 0.27, isRelative: true)
                            ),
                            PVActionTypewriter(
                                text: "Four balls, four curves: linear, bounce, elastic, back",
                                parameters: PVParameters(startOffset: 0.55)
                            ),
                        ]
                """))
        #expect(
            source.hasSuffix(
                """
                    default:
                        return []
                    }
                }

                /// What a screen reader says for item `index` (from 0) of the 5: "Page 1 of 5" for the first. Set
                /// it as the item's accessibility label when its view is configured (a `UIView`'s
                /// `accessibilityLabel`, an `NSAccessibilityElement`'s label, AccessKit's `name`).
                func tunedStoryAccessibilityLabel(forItem index: Int) -> String {
                    "Page \\(index + 1) of 5"
                }

                """))
    }

    @Test func timingFunctionsAreWrittenByName() {
        #expect(SwiftCode.timingFunction(Easing.easeOutBounce)?.oneLine == "Easing.easeOutBounce")
        #expect(
            SwiftCode.timingFunction(PVTimingFunction(name: .easeInOutQuint))?.oneLine
                == "PVTimingFunction(name: .easeInOutQuint)")
        let custom = PVTimingFunction(controlPoint1: Point(x: 0.3, y: 0), controlPoint2: Point(x: 0.2, y: 1.4))
        #expect(
            SwiftCode.timingFunction(custom)?.oneLine
                == "PVTimingFunction(controlPoint1: Point(x: 0.3, y: 0), controlPoint2: Point(x: 0.2, y: 1.4))")
    }

    @Test func actionsUseTheirTellingInitializers() throws {
        #expect(
            try SwiftCode.action(PVActionRotate(fromY: .pi, toY: 2 * .pi)).oneLine == "PVActionRotate(fromY: .pi, toY: 2 * .pi)")
        #expect(try SwiftCode.action(PVActionRotate(toX: -0.9)).oneLine == "PVActionRotate(toX: -0.9)")
        #expect(try SwiftCode.action(PVActionScale(fromY: 0.12, toY: 1)).oneLine == "PVActionScale(fromY: 0.12, toY: 1)")
        #expect(try SwiftCode.action(PVActionScale(to: 1.25)).oneLine == "PVActionScale(to: 1.25)")
        #expect(
            try SwiftCode.action(PVActionColor(from: Color(hex: 0x14B8A6), to: .white, property: .text)).oneLine
                == "PVActionColor(from: Color(hex: 0x14B8A6), to: Color(hex: 0xFFFFFF), property: .text)")
        #expect(
            try SwiftCode.action(PVActionColor(from: Color(red: 0.1, green: 0.2, blue: 0.3), to: Color(hex: 0, alpha: 0.5)))
                .oneLine == "PVActionColor(from: Color(red: 0.1, green: 0.2, blue: 0.3), to: Color(hex: 0x000000, alpha: 0.5))")
        #expect(
            try SwiftCode.action(PVActionTypewriter(text: "bye", isErasing: true)).oneLine
                == #"PVActionTypewriter(text: "bye", isErasing: true)"#)
        #expect(
            try SwiftCode.action(PVActionSize(from: PVSize(width: 0.5, height: 0.2, isRelative: true), to: .zero)).oneLine
                == "PVActionSize(from: PVSize(width: 0.5, height: 0.2, isRelative: true), to: PVSize(width: 0, height: 0))")
        let group = PVActionGroup(
            actions: [PVActionFade(to: 0), PVActionCornerRadius(from: 0, to: 8)],
            parameters: try PVParameters(startOffset: 0.25))
        #expect(
            try SwiftCode.action(group).oneLine == "PVActionGroup(actions: [PVActionFade(to: 0), "
                + "PVActionCornerRadius(from: 0, to: 8)], parameters: PVParameters(startOffset: 0.25))")
    }

    @Test func theDemoHasNoSwift() throws {
        let scene = try Presets.scene(named: "demo", viewport: Self.window)
        #expect(throws: SwiftExportError.noLibraryCode(sceneName: "Demo")) {
            try SwiftExport.source(of: scene, viewport: Self.window)
        }
        #expect(throws: PlaygroundError.self) { try SwiftExport.source(preset: "demo", viewport: Self.window) }
        #expect(throws: PlaygroundError.self) { try SwiftExport.source(preset: "no-such-preset", viewport: Self.window) }
    }

    @Test func everyBuiltInPresetButTheDemoCanBeWritten() throws {
        for name in Presets.names where name != "demo" {
            let text = try SwiftExport.source(preset: name, viewport: Self.window)
            #expect(text.contains("func \(SwiftName(name).lowerCamelCase)"), "\(name)")
        }
    }
}
