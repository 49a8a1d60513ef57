// VitrineUIKit: the seeds' dialect. A compatibility layer with the Core Graphics and Core Animation
// names that the seeds' README code uses, mapped to Vitrine's types, so that code written as in
// the READMEs of Showcase, PVView and PluginableFlowLayout compiles here with one change:
// `import UIKit` (and the library's own import) becomes `import VitrineUIKit`.
//
//     import VitrineUIKit
//
//     public final class CircularPath: PathProtocol {
//         public var normalizedRadius: CGFloat = 1
//         public var angle: CGFloat = .pi / 2
//         public func normalizedPath(withCoordinate value: CGFloat) -> CGFloat {
//             normalizedRadius * cos(value * angle) - 1
//         }
//         public init() {}
//     }
//
// What it maps:
// - `CGFloat` is `Double`; `CGPoint`, `CGSize` and `CGRect` are `Point`, `Size` and `Rect` (same
//   initializers: `init(x:y:)`, `init(width:height:)`, `init(x:y:width:height:)`,
//   `init(origin:size:)`, and `.zero`).
// - `CATransform3D` is `Transform3D` (same m11…m44 and row-vector order), and the `CATransform3D…`
//   functions and `CATransform3DIdentity` call its methods; each one's documentation says which.
// - It re-exports Foundation (for `sin`, `cos` and the rest of libm), VitrineGeometry and the three
//   engines: VitrineShowcase (`PathProtocol`, `TransformProtocol`, `Layout`, …), VitrineParallax
//   (`PVActionBasicType`, `PVTimingFunctionType`, `PVParameters`, …) and VitrineFlowLayout
//   (`FlowLayoutPlugin`, `PluginableFlowLayoutAttributes`, …).
//
// Import this module alone: with `import Foundation` beside it, `CGFloat`, `CGSize` and `CGRect`
// are ambiguous and `CGPoint(x:y:)` makes Foundation's point, because both modules then name them.
//
// What it does not cover: views. There is no `UIView`, `UILabel`, `UIColor`,
// `NSAttributedString`, `CGAffineTransform` or `UICollectionViewLayoutAttributes`. An action
// steps an `inout PVTarget` (a canvas node with its frame, colors, text and transform parts; see
// `PVActionBasicType`'s documentation) instead of a `UIView`; what the flow layout README does in
// a cell's `apply(_:)` a `FlowLayoutPlugin` does on `PluginableFlowLayoutAttributes`, whose
// `percentageInfo` values are plain `Double`s, not optionals.
//
// The engines' protocols (`PathProtocol`, `TransformProtocol`, `PVTimingFunctionType`,
// `FlowLayoutPlugin`, the actions) refine `Sendable`. The READMEs' classes with `var` properties,
// final or not, compile in the Swift 5 language mode with a warning for each (a non-final class, a
// mutable stored property); in the Swift 6 mode those are errors, and a struct is the way.

@_exported import Foundation
@_exported import VitrineFlowLayout
@_exported import VitrineGeometry
@_exported import VitrineParallax
@_exported import VitrineShowcase
