import VitrineFlowLayout
import VitrineLive

/// The Flow layout's plugins as Swift.
extension SwiftCode {
    /// The call that makes `plugin`, with the numbers that differ from its type's defaults;
    /// `nil` for a plugin type Swift export does not know.
    static func flowPlugin(_ plugin: any FlowLayoutPlugin) -> SwiftCode? {
        switch plugin {
        case let live as LiveFlowPlugin:
            // The person's own type, declared (with the numbers set) from their file.
            return .call(live.name, [])
        case let parallax as ParallaxDimmingFlowLayoutPlugin:
            let plain = ParallaxDimmingFlowLayoutPlugin()
            return .call(
                "ParallaxDimmingFlowLayoutPlugin",
                [
                    .value("percentage", parallax.percentage, default: plain.percentage) { .plain(".\($0)") },
                    .number("translationFactor", parallax.translationFactor, default: plain.translationFactor),
                    .number("dimmingFactor", parallax.dimmingFactor, default: plain.dimmingFactor),
                ].compactMap { $0 })
        case let scaleFade as ScaleFadeFlowLayoutPlugin:
            let plain = ScaleFadeFlowLayoutPlugin()
            return .call(
                "ScaleFadeFlowLayoutPlugin",
                [
                    .value("percentage", scaleFade.percentage, default: plain.percentage) { .plain(".\($0)") },
                    .number("scaleFactor", scaleFade.scaleFactor, default: plain.scaleFactor),
                    .number("fadeFactor", scaleFade.fadeFactor, default: plain.fadeFactor),
                ].compactMap { $0 })
        default:
            return nil
        }
    }

    /// `.lineStart`, `.lineCenter`, `.lineEnd`, or `nil` for none.
    static func flowAlignment(_ alignment: PluginableFlowLayoutAlignment?) -> SwiftCode {
        .plain(alignment.map { ".\($0)" } ?? "nil")
    }
}
