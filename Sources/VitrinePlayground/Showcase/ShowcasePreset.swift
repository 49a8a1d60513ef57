import VitrineShowcase

/// The Showcase demos, by the names `--preset` takes: those of the seed's README and the 3-D
/// family after iCarousel.
public enum ShowcasePreset: String, CaseIterable, Sendable {
    case simpleHorizontal = "simple-horizontal"
    case simpleVertical = "simple-vertical"
    case pagingHorizontal = "paging-horizontal"
    case pagingVertical = "paging-vertical"
    case circle
    case circleRotate = "circle-rotate"
    case wave
    case waveScale = "wave-scale"
    case linear
    case linearRotateScale = "linear-rotate-scale"
    case coverflow
    case cylinder
    case rotary
    case wheel
    case timeMachine = "time-machine"

    /// The demo's path, transform, direction, paging and colors.
    var configuration: ShowcaseConfiguration {
        var configuration = ShowcaseConfiguration()
        configuration.direction = self == .simpleVertical || self == .pagingVertical ? .vertical : .horizontal
        configuration.isPagingEnabled = self == .pagingHorizontal || self == .pagingVertical
        switch self {
        case .simpleHorizontal, .simpleVertical, .pagingHorizontal, .pagingVertical: break
        case .circle: configuration.path = CircularPath()
        case .circleRotate:
            configuration.path = CircularPath()
            configuration.transform = TransformRotate(startRate: 0, rotateAngle: .pi / 4)
        case .wave: configuration.path = WavePath()
        case .waveScale:
            configuration.path = WavePath()
            configuration.transform = TransformScale()
        case .linear: configuration.path = LinearPath(normalizedInversePosition: 0)
        case .linearRotateScale:
            configuration.path = LinearPath()
            configuration.transform = TransformScaleRotate()
        case .coverflow: configuration.transform = CoverFlowTransform()
        case .cylinder: configuration.transform = CylinderTransform()
        case .rotary: configuration.transform = RotaryTransform()
        case .wheel: configuration.transform = WheelTransform()
        case .timeMachine: configuration.transform = TimeMachineTransform()
        }
        // The 3-D family packs its cards as iCarousel does: `Layout`'s default spacing, and
        // the eight-color set.
        if configuration.transform is any CarouselTransform {
            configuration.lineSpacing = Layout().lineSpacing
            configuration.palette = ColorPalette.eight
        }
        return configuration
    }
}
