import VitrineGeometry
import VitrineShowcase

/// What every transform of the 3-D family has besides its own numbers: Swift export writes them
/// alike.
protocol CarouselSettings: CarouselTransform {
    /// The perspective, `m34`.
    var perspective: Double { get set }
    /// Where the eye is off the center.
    var viewpointOffset: Size { get set }
    /// The fade, or `nil` for the type's own.
    var fade: CarouselFade? { get set }
}

extension CoverFlowTransform: CarouselSettings {}
extension TimeMachineTransform: CarouselSettings {}
