import VitrineFlowLayout

/// A Flow plugin of a person's own, compiled from their file: it hands ``code`` each item's
/// attributes and the layout's context as numbers
/// (``VitrineFlowLayout/PluginableFlowLayoutAttributes/liveNumbers``,
/// ``VitrineFlowLayout/FlowLayoutPluginContext/liveNumbers``) and takes back the attributes the
/// plugin returned, so a recompiled file changes it in place.
///
/// The item's index and scroll direction stay the layout's own; the opacity and the dimming
/// overlay's come back kept within 0…1, as the window draws them.
public struct LiveFlowPlugin: FlowLayoutPlugin, Hashable {
    /// The type's name.
    public let name: String
    /// The numbers set in the window.
    public var numbers: LiveNumbers
    /// What runs the code.
    public let code: any LiveCode

    /// The plugin of type `name` run by `code`, with `numbers` set.
    public init(name: String, numbers: LiveNumbers = LiveNumbers(), code: any LiveCode) {
        self.name = name
        self.numbers = numbers
        self.code = code
    }

    /// Number `number`: the one set, or the type's default (0 where there is none).
    public subscript(number number: String) -> Double {
        get { numbers.values[number] ?? code.defaultNumber(number, of: name) ?? 0 }
        set { numbers.values[number] = newValue }
    }

    /// The person's `prepareAttributes(_:in:)`; `attributes` as they are when no version of it
    /// can answer.
    public func prepareAttributes(_ attributes: PluginableFlowLayoutAttributes,
                                  in context: FlowLayoutPluginContext) -> PluginableFlowLayoutAttributes {
        guard let outputs = code.call(.prepareAttributes, of: name, numbers: numbers.values,
                                      inputs: attributes.liveNumbers + context.liveNumbers),
              let returned = PluginableFlowLayoutAttributes(liveNumbers: outputs) else { return attributes }
        var prepared = attributes
        prepared.frame = returned.frame
        prepared.transform = returned.transform
        prepared.alpha = min(max(returned.alpha, 0), 1)
        prepared.zIndex = returned.zIndex
        prepared.contentTranslation = returned.contentTranslation
        prepared.overlayAlpha = min(max(returned.overlayAlpha, 0), 1)
        prepared.percentageInfo = returned.percentageInfo
        return prepared
    }

    /// Same name and numbers.
    public static func == (lhs: LiveFlowPlugin, rhs: LiveFlowPlugin) -> Bool {
        lhs.name == rhs.name && lhs.numbers == rhs.numbers
    }

    /// Hashes the name and the numbers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(numbers)
    }
}
