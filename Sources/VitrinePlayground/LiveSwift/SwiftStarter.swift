/// The commented Swift file "New Swift file" (Ctrl+N, the toolbar's New button) writes into
/// the working folder for the scene shown: a path and a transform for Showcase, a timing
/// function for Parallax, a plugin for Flow, each a struct whose numbers the panel tunes.
public struct SwiftStarter: Hashable, Sendable {
    /// The file's name stem: "MyShapes"; the host adds "-2", "-3"… where one is there already.
    public var stem: String
    /// The file's text.
    public var text: String
    /// The types it declares, which a second starter in the same folder numbers.
    var typeNames: [String]

    /// The starter as the `number`th in a folder: "MyShapes-2.swift" declaring `MyPath2` and
    /// `MyTransform2`, so that it compiles beside the first; the first is itself.
    public func numbered(_ number: Int) -> SwiftStarter {
        guard number > 1 else { return self }
        var text = self.text
        for name in typeNames {
            text = text.replacing(name, with: "\(name)\(number)")
        }
        return SwiftStarter(stem: "\(stem)-\(number)", text: text, typeNames: typeNames.map { "\($0)\(number)" })
    }

    /// The starter for the scene named `sceneName` ("Showcase", "Parallax", "Flow").
    static func forScene(named sceneName: String) -> SwiftStarter {
        switch sceneName {
        case "Parallax": SwiftStarter(stem: "MyTiming", text: timing, typeNames: ["MyTiming"])
        case "Flow": SwiftStarter(stem: "MyPlugin", text: plugin, typeNames: ["MyPlugin"])
        default: SwiftStarter(stem: "MyShapes", text: shapes, typeNames: ["MyPath", "MyTransform"])
        }
    }

    private static let howTo = """
        // Written by Vitrine's "New Swift file". The window compiles this file each time you save
        // it and lists every type in it that conforms to one of the libraries' protocols, by its
        // name, marked "(Swift)": P and T cycle to them in Showcase, the panel (Tab) lists them.
        // Each `var` of type Double, Int or Bool with a default becomes a number in the panel;
        // a `// 0...2` comment on its line gives the number's range. A type needs an init() with
        // no arguments: give every stored property a default, as here.

        """

    static let shapes =
        howTo + """
            import Foundation
            import VitrineGeometry
            import VitrineShowcase

            /// Items bob up and down across the view: a wave whose height you tune.
            struct MyPath: PathProtocol {
                /// The wave's height, in halves of the view: 1 reaches its edge.
                var height: Double = 0.3          // 0...1
                /// How many waves fit across the view.
                var waves: Double = 1             // 0...4

                /// `value` is where the item is along the axis: −1 at the left (top) edge, 0 in the
                /// middle, 1 at the right (bottom) edge. Return where it goes across: −1 the top
                /// (left) edge, 1 the bottom (right) one.
                func normalizedPath(withCoordinate value: Double) -> Double {
                    height * sin(value * waves * .pi)
                }
            }

            /// Items shrink and turn as they leave the middle.
            struct MyTransform: TransformProtocol {
                /// The scale at the edges of the view.
                var edgeScale: Double = 0.7       // 0.1...1
                /// The turn at the edges, in radians.
                var turn: Double = 0.3            // -3.2...3.2

                /// `rate` is −1 at the left (top) edge, 0 in the middle, 1 at the right (bottom) edge.
                func transform(withScrollingRate rate: Double) -> Transform3D {
                    let distance = min(abs(rate), 1)
                    let scale = 1 - (1 - edgeScale) * distance
                    return Transform3D.makeScale(scale, scale, 1).concatenating(.makeRotation(turn * rate, 0, 0, 1))
                }
            }

            """

    static let timing =
        howTo + """
            import Foundation
            import VitrineParallax

            /// Eases out past the end and settles back: `overshoot` is how far past it goes.
            struct MyTiming: PVTimingFunctionType {
                /// How far past 1 the value goes before it settles.
                var overshoot: Double = 1.7       // 0...4

                /// `input` runs from 0 (the action starts) to 1 (it ends); return 0 at 0 and 1 at 1.
                func evaluate(_ input: Double) -> Double {
                    let t = input - 1
                    return 1 + (overshoot + 1) * t * t * t + overshoot * t * t
                }
            }

            """

    static let plugin =
        howTo + """
            import Foundation
            import VitrineFlowLayout
            import VitrineGeometry

            /// Cards away from their slot fade and drop a little.
            struct MyPlugin: FlowLayoutPlugin {
                /// How much of its opacity a card one slot away loses.
                var fade: Double = 0.5            // 0...1
                /// How far it drops, in points.
                var drop: Double = 24             // 0...100

                func prepareAttributes(_ attributes: PluginableFlowLayoutAttributes,
                                       in context: FlowLayoutPluginContext) -> PluginableFlowLayoutAttributes {
                    var attributes = attributes
                    let distance = min(abs(attributes.percentageInfo.idealFrameVisibility), 1)
                    attributes.alpha *= 1 - fade * distance
                    attributes.transform = attributes.transform.concatenating(.makeTranslation(0, drop * distance, 0))
                    return attributes
                }
            }

            """
}
