import VitrineFlowLayout
import VitrineGeometry
import VitrineMotion
import VitrineParallax
import VitrineShowcase

@testable import VitrinePlayground

/// Configurations the tests build directly, beyond what the built-in presets hold: every kind of
/// number, optional ones, an inverted ring, a Bézier path and a curves transform, a tuned Flow,
/// and an autoplay with a wheel policy of their own in each kind of scene.
/// Their exports are committed in Generated/ beside the built-in presets' (written by
/// ``ExportFileTests`` when `VITRINE_WRITE_EXPORTS=1`, as `make swift-exports` runs it).
enum TunedConfigurations {
    /// Sideways no more: a vertical circle of time-machine cards, half a window's size and then
    /// some, paging, not looping, at a rate of its own, without bounce, a thousand of them.
    static var tuned: ShowcaseConfiguration {
        var configuration = ShowcaseConfiguration()
        configuration.direction = .vertical
        configuration.itemScale = 0.75
        configuration.path = CircularPath(normalizedRadius: 0.8, normalizedOffset: -0.75, offsetAngle: -.pi / 6, angle: 1.2)
        configuration.transform = TimeMachineTransform(
            tilt: -0.35, spacing: 1.5, perspective: -1.0 / 800,
            viewpointOffset: Size(width: 0, height: -40), fade: .timeMachine)
        configuration.snapping = .paging
        configuration.isLooping = false
        configuration.feel = ScrollFeel(decelerationRate: DecelerationRate(rawValue: 0.995) ?? .normal, overscroll: .stretch)
        configuration.itemCount = 1000
        return configuration
    }

    /// A Bézier path and a transform of four curves.
    static var curves: ShowcaseConfiguration {
        var configuration = ShowcaseConfiguration()
        configuration.path = BezierPath(points: [
            Point(x: -1, y: 0.5), Point(x: -0.3, y: 0.1), Point(x: 0, y: 0),
            Point(x: 0.6, y: -0.2), Point(x: 1, y: 0.5),
        ])
        configuration.transform = CurveTransform(
            scale: RateCurve(points: [Point(x: -1, y: 0.6), Point(x: 0, y: 1), Point(x: 1, y: 0.6)]),
            rotation: RateCurve(points: [Point(x: -1, y: .pi / 4), Point(x: 1, y: -.pi / 4)]),
            opacity: RateCurve(points: [Point(x: -1.2, y: 0), Point(x: 0, y: 1), Point(x: 1.2, y: 0)]),
            depth: .constant(0))
        configuration.snapping = .stick
        configuration.itemCount = 9
        return configuration
    }

    /// An inverted cylinder with every number of its own, on a wave.
    static var invertedRing: ShowcaseConfiguration {
        var configuration = ShowcaseConfiguration()
        configuration.path = WavePath(normalizedAmplitude: 0.3, offsetAngle: .pi / 4)
        configuration.transform = CylinderTransform(
            inverted: true, spacing: 0.8, arc: .pi, count: 12,
            viewpointOffset: Size(width: 0, height: 30),
            fade: CarouselFade(fadeMin: -2, fadeMax: 2, fadeRange: 1.5, fadeMinAlpha: 0.2))
        configuration.lineSpacing = 0
        configuration.itemCount = 12
        return configuration
    }

    /// Cards up and down resting anywhere, scale and fade alone with numbers of its own, flings
    /// to the nearest slot.
    static var tunedFlow: FlowConfiguration {
        var configuration = FlowConfiguration()
        configuration.alignment = nil
        configuration.pluginSet = 2
        configuration.pluginValues[1] = ScaleFadeFlowLayoutPlugin(
            percentage: .idealFrameAndCollectionVisibility,
            scaleFactor: 0.35, fadeFactor: 1)
        configuration.snapping = .stick
        configuration.feel = ScrollFeel(decelerationRate: .normal, overscroll: .clamp)
        configuration.scrollDirection = .vertical
        configuration.itemCount = 5
        return configuration
    }

    /// A coverflow that turns backward by itself every 2.5 s, pausing under the pointer too and
    /// going on 1 s after, with one card per gesture of the wheel from half a notch, its ends
    /// passing the wheel on.
    static var carousel: ShowcaseConfiguration {
        var configuration = ShowcasePreset.coverflow.configuration
        configuration.isLooping = false
        configuration.itemCount = 8
        configuration.feel.autoplay = Autoplay.Configuration(
            isEnabled: true, delay: 2.5, direction: .backward, pausesOnHover: true, resumeDelay: 1)
        configuration.feel.wheelPolicy = WheelPolicy(mode: .oneItemPerGesture, threshold: 0.5, releasesAtEdges: true)
        return configuration
    }

    /// The parallax story turning its pages by itself every 4 s, never pausing, the wheel
    /// turning one page per gesture.
    static var slideshow: ParallaxConfiguration {
        var configuration = ParallaxConfiguration()
        configuration.feel.autoplay = Autoplay.Configuration(
            isEnabled: true, delay: 4, pausesOnHover: false, pausesOnInteraction: false)
        configuration.feel.wheelPolicy = WheelPolicy(mode: .oneItemPerGesture)
        return configuration
    }

    /// Flow cards stepping forward every 1.5 s, the wheel smooth from a threshold of 2 notches
    /// and its ends passing the wheel on.
    static var ticker: FlowConfiguration {
        var configuration = FlowConfiguration()
        configuration.itemCount = 5
        configuration.feel.autoplay = Autoplay.Configuration(isEnabled: true, delay: 1.5)
        configuration.feel.wheelPolicy = WheelPolicy(threshold: 2, releasesAtEdges: true)
        return configuration
    }
}
