import Testing
import VitrineFlowLayout
import VitrineGeometry
import VitrineInput
import VitrineMotion
import VitrineShowcase

@testable import VitrinePlayground

@Suite("Scene settings and numbers")
struct SceneSettingsTests {
    static let viewport = Size(width: 1280, height: 720)

    static func press(_ key: Key, in scene: inout some Scene) {
        scene.handle(.keyDown(key, modifiers: [], isRepeat: false), at: 0, viewport: viewport)
    }

    @Test func showcaseListsEverySettingWithItsKey() {
        let scene = ShowcaseScene(preset: .circleRotate, viewport: Self.viewport)
        #expect(
            scene.settings.map(\.name) == [
                "Path", "Transform", "Direction", "Snapping", "Looping", "Pictures", "Edit curves", "Deceleration",
                "Overscroll", "Autoplay", "Pause on", "Wheel", "Wheel ends",
            ])
        #expect(scene.settings.map(\.key.name) == ["P", "T", "D", "G", "L", "V", "E", "R", "B", "K", "J", "W", "O"])
        // The feel's four new rows at their defaults: autoplay off, paused by interaction, the
        // wheel smooth, the ends keeping it.
        #expect(
            scene.settings.map(\.value) == [
                "circle", "rotate", "sideways", "stick", "on", "fill", "none", "normal 0.998", "rubber band",
                "off", "on interaction", "smooth", "kept",
            ])
        // The autoplay's and the wheel's numbers after the cards': 3 s, 2 s, no threshold.
        #expect(
            scene.parameters.map(\.name) == [
                "normalizedRadius", "normalizedOffset", "offsetAngle", "angle",
                "startRate", "rotateAngle", "itemCount", "itemScale", "delay", "resumeDelay", "threshold",
            ])
        #expect(
            scene.parameters.map(\.value) == [
                "1.00", "-1.00", "0.00 (0°)", "1.57 (90°)", "0.00", "0.79 (45°)", "24", "1.00", "3.00", "2.00", "0.00",
            ])
    }

    @Test func keysCycleThePathAndTheTransform() {
        var scene = ShowcaseScene(preset: .circleRotate, viewport: Self.viewport)
        Self.press(.p, in: &scene)
        #expect(scene.configuration.path is WavePath && scene.showcase.layout.path is WavePath)
        Self.press(.p, in: &scene)
        Self.press(.p, in: &scene)
        #expect(scene.configuration.path is BezierPath)
        Self.press(.p, in: &scene)
        #expect(scene.configuration.path is DefaultPath)
        Self.press(.t, in: &scene)
        #expect(scene.configuration.transform is TransformScale)
        #expect(scene.parameters.map(\.group) == ["scale", "scale", "cards", "cards", "autoplay", "autoplay", "wheel"])
    }

    @Test func numbersReachTheShowcase() {
        var scene = ShowcaseScene(preset: .circle, viewport: Self.viewport)
        scene.adjustParameter(at: 0, by: -4)
        #expect((scene.showcase.layout.path as? CircularPath)?.normalizedRadius == 0.8)
        #expect(scene.parameters[0].value == "0.80")
        scene.adjustParameter(at: 99, by: 1)
        #expect((scene.showcase.layout.path as? CircularPath)?.normalizedRadius == 0.8)
    }

    /// The value of the scene's row for `key`.
    static func value(of key: Key, in scene: some Scene) -> String? {
        scene.settings.first { $0.key == key }?.value
    }

    @Test func decelerationAndOverscrollSwitchInEveryScrollingScene() {
        var showcase = ShowcaseScene(preset: .simpleHorizontal, viewport: Self.viewport)
        Self.press(.r, in: &showcase)
        #expect(showcase.showcase.decelerationRate == .fast)
        // B: rubber band → stretch → none → rubber band.
        #expect(Self.value(of: .b, in: showcase) == "rubber band" && showcase.showcase.bounces)
        Self.press(.b, in: &showcase)
        #expect(showcase.showcase.edgeBehavior == .stretch && Self.value(of: .b, in: showcase) == "stretch")
        #expect(showcase.showcase.scroller.configuration.edgeBehavior == .stretch)
        Self.press(.b, in: &showcase)
        #expect(!showcase.showcase.bounces && showcase.showcase.scroller.configuration.edgeBehavior == .clamp)
        #expect(Self.value(of: .b, in: showcase) == "none")
        Self.press(.b, in: &showcase)
        #expect(showcase.showcase.scroller.configuration.edgeBehavior == .bounce)
        #expect(ShowcaseScene.controls.first { $0.key == .b }?.choices?(showcase) == ["rubber band", "stretch", "none"])
        var flow = FlowScene(preset: .flowStart, viewport: Self.viewport)
        // One card a flick starts fast, as the seed advises; R steps on to normal.
        #expect(flow.scroller.configuration.decelerationRate == .fast)
        Self.press(.r, in: &flow)
        #expect(flow.scroller.configuration.decelerationRate == .normal)
        Self.press(.b, in: &flow)
        #expect(flow.scroller.configuration.edgeBehavior == .stretch && Self.value(of: .b, in: flow) == "stretch")
        var parallax = ParallaxScene(preset: .parallax, viewport: Self.viewport)
        Self.press(.b, in: &parallax)
        #expect(parallax.view.edgeBehavior == .stretch && Self.value(of: .b, in: parallax) == "stretch")
        #expect(parallax.view.scroller.configuration.edgeBehavior == .stretch)
        Self.press(.b, in: &parallax)
        #expect(!parallax.view.bounces && Self.value(of: .b, in: parallax) == "none")
        // Its own number, the perspective of items turning about x or y, 800 → 700; then the
        // autoplay's delay and resume delay and the wheel's threshold.
        parallax.adjustParameter(at: 0, by: -2)
        #expect(parallax.view.perspectiveDistance == 700)
        #expect(parallax.parameters.map(\.value) == ["700.00", "3.00", "2.00", "0.00"])
    }

    @Test func flowListsItsPluginsNumbers() {
        var scene = FlowScene(preset: .flowCenter, viewport: Self.viewport)
        #expect(scene.settings.map(\.key.name) == ["A", "P", "F", "V", "D", "R", "B", "K", "J", "W", "O"])
        #expect(
            scene.parameters.map(\.name) == [
                "translationFactor", "dimmingFactor", "scaleFactor", "fadeFactor",
                "itemCount", "itemScale", "delay", "resumeDelay", "threshold",
            ])
        scene.adjustParameter(at: 2, by: 2)
        #expect(abs((scene.configuration.plugin(ScaleFadeFlowLayoutPlugin.self)?.scaleFactor ?? 0) - 0.3) < 1e-12)
        Self.press(.p, in: &scene)
        #expect(
            scene.parameters.map(\.name) == [
                "translationFactor", "dimmingFactor", "itemCount", "itemScale", "delay", "resumeDelay", "threshold",
            ])
    }
}

@Suite("Legible cards")
struct LegibleCardTests {
    /// Every Showcase card's number reads at WCAG AA for small text (4.5), more than the 3 its
    /// 40-point size needs.
    @Test func everyCardsNumberMeetsAA() {
        for palette in [ColorPalette.five, ColorPalette.eight] {
            for color in palette {
                #expect(color.contrastRatio(with: ColorCard.numberColor(on: color)) >= 4.5)
            }
        }
    }
}

@Suite("Legible Flow cards")
struct LegibleFlowCardTests {
    /// The percentages (white at 92 % over the card's mat) and the caption (white over the
    /// picture darkened by the caption's band) read at WCAG AA's 4.5 on every card color.
    @Test func percentagesAndCaptionsMeetAA() {
        for index in 0..<FlowItems.colors.count {
            let color = FlowItems.color(of: index)
            let mat = FlowCard.matColor(for: color)
            let text = Color(white: 1, alpha: 0.92).composited(over: mat)
            #expect(mat.contrastRatio(with: text) >= 4.5, "card \(index): \(mat.contrastRatio(with: text))")
            let sky = color.interpolated(to: .white, fraction: 0.55)
            let band = Color(white: 0, alpha: FlowCard.captionBandAlpha).composited(over: sky)
            #expect(band.contrastRatio(with: .white) >= 4.5, "caption \(index): \(band.contrastRatio(with: .white))")
        }
    }
}
