import VitrineInput
import VitrineMotion
import VitrineShowcase

/// A Showcase preset: the seed README's demos and the 3-D family after iCarousel.
typealias ShowcasePreset = ScenePreset<ShowcaseConfiguration>

extension ScenePreset where Configuration == ShowcaseConfiguration {
    /// The Showcase presets, in the order `--preset` lists them. A new preset: its declaration
    /// below and one line here.
    static let all: [ShowcasePreset] = [
        .simpleHorizontal, .simpleVertical, .pagingHorizontal, .pagingVertical, .circle, .circleRotate, .wave,
        .waveScale, .linear, .linearRotateScale, .coverflow, .cylinder, .rotary, .wheel, .timeMachine, .drawnCurves,
    ]

    static let simpleHorizontal = showcase("simple-horizontal", hotkey: .digit(1))
    static let simpleVertical = showcase("simple-vertical", hotkey: .function(10), direction: .vertical)
    static let pagingHorizontal = showcase("paging-horizontal", hotkey: .digit(2), snapping: .paging)
    static let pagingVertical = showcase("paging-vertical", hotkey: .function(11), direction: .vertical, snapping: .paging)
    static let circle = showcase("circle", hotkey: .function(12), path: CircularPath())
    static let circleRotate = showcase(
        "circle-rotate", hotkey: .digit(3), path: CircularPath(),
        transform: TransformRotate(startRate: 0, rotateAngle: .pi / 4))
    static let wave = showcase("wave", path: WavePath())
    static let waveScale = showcase("wave-scale", hotkey: .digit(4), path: WavePath(), transform: TransformScale())
    static let linear = showcase("linear", path: LinearPath(normalizedInversePosition: 0))
    static let linearRotateScale = showcase(
        "linear-rotate-scale", hotkey: .digit(5), path: LinearPath(),
        transform: TransformScaleRotate())
    static let coverflow = showcase("coverflow", hotkey: .digit(6), transform: CoverFlowTransform())
    static let cylinder = showcase("cylinder", hotkey: .digit(7), transform: CylinderTransform())
    static let rotary = showcase("rotary", hotkey: .digit(8), transform: RotaryTransform())
    static let wheel = showcase("wheel", hotkey: .function(3), transform: WheelTransform())
    static let timeMachine = showcase("time-machine", hotkey: .digit(9), transform: TimeMachineTransform())
    /// The seed's "customize your own layout" drawn instead of coded: a Bézier wave and the
    /// curves transform, whose points E shows to drag.
    static let drawnCurves = showcase("drawn-curves", path: BezierPath.wave, transform: ShowcaseChoices.initialCurves)

    /// A Showcase preset. The 3-D family packs its cards as iCarousel does: `Layout`'s default
    /// spacing, and the eight-color set.
    private static func showcase(
        _ name: String, hotkey: Key? = nil, direction: LayoutDirection = .horizontal,
        snapping: ScrollSnapping? = nil, path: any PathProtocol = DefaultPath(),
        transform: (any TransformProtocol)? = nil
    ) -> ShowcasePreset {
        var configuration = ShowcaseConfiguration()
        configuration.direction = direction
        // Cards that turn, scale or stand in a ring show one card at a time: flings stick to a card.
        configuration.snapping = snapping ?? (transform == nil && !(path is CircularPath) ? .free : .stick)
        configuration.path = path
        configuration.transform = transform
        if transform is any CarouselTransform {
            configuration.lineSpacing = Layout().lineSpacing
            configuration.palette = ColorPalette.eight
        }
        return ShowcasePreset(name, hotkey: hotkey, configuration: configuration)
    }
}
