import VitrineGeometry
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

    /// Whether the preset scrolls up and down.
    var direction: LayoutDirection {
        self == .simpleVertical || self == .pagingVertical ? .vertical : .horizontal
    }

    /// Whether flings rest with an item centered.
    var isPagingEnabled: Bool {
        self == .pagingHorizontal || self == .pagingVertical
    }

    /// The seed's demos use its five-color set; the 3-D family the eight-color one.
    var palette: [Color] {
        switch self {
        case .coverflow, .cylinder, .rotary, .wheel, .timeMachine: ColorPalette.eight
        default: ColorPalette.five
        }
    }

    /// The layout for a viewport: item size from the viewport, path and transform from the demo.
    func layout(for viewport: Size) -> Layout {
        let itemSize = ShowcaseChoices.itemSize(for: viewport, direction: direction)
        var layout = Layout(direction: direction, itemSize: itemSize, lineSpacing: 16)
        switch self {
        case .simpleHorizontal, .simpleVertical, .pagingHorizontal, .pagingVertical: break
        case .circle: layout.path = CircularPath()
        case .circleRotate:
            layout.path = CircularPath()
            layout.transform = TransformRotate(startRate: 0, rotateAngle: .pi / 4)
        case .wave: layout.path = WavePath()
        case .waveScale:
            layout.path = WavePath()
            layout.transform = TransformScale()
        case .linear: layout.path = LinearPath(normalizedInversePosition: 0)
        case .linearRotateScale:
            layout.path = LinearPath()
            layout.transform = TransformScaleRotate()
        case .coverflow: layout = .coverFlow(itemSize: itemSize)
        case .cylinder: layout = .cylinder(itemSize: itemSize)
        case .rotary: layout = .rotary(itemSize: itemSize)
        case .wheel: layout = .wheel(itemSize: itemSize)
        case .timeMachine: layout = .timeMachine(itemSize: itemSize)
        }
        return layout
    }
}
