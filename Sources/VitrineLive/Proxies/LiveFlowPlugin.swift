import VitrineFlowLayout

/// A Flow plugin of a person's own, compiled from their file: it hands ``code`` each item's
/// attributes and the layout's context as numbers
/// (``VitrineFlowLayout/PluginableFlowLayoutAttributes/liveNumbers``,
/// ``VitrineFlowLayout/FlowLayoutPluginContext/liveNumbers``) and takes back the attributes the
/// plugin returned, so a recompiled file changes it in place.
///
/// The item's index and scroll direction stay the layout's own; the opacity and the dimming
/// overlay's come back kept within 0…1, as the window draws them.
public struct LiveFlowPlugin: FlowLayoutPlugin, LiveProxy {
    /// The type's name.
    public let name: String
    /// The numbers set in the window.
    public var numbers: LiveNumbers
    /// What runs the code.
    public let code: any LiveCode
    /// The file the type is declared in (see ``LiveProxy/file``).
    public var file: String

    /// The plugin of type `name` run by `code`, with `numbers` set.
    public init(
        name: String, numbers: LiveNumbers = LiveNumbers(), code: any LiveCode,
        file: String = ""
    ) {
        self.name = name
        self.numbers = numbers
        self.code = code
        self.file = file
    }

    /// The person's `prepareAttributes(_:in:)`; `attributes` as they are when no version of it
    /// can answer.
    public func prepareAttributes(
        _ attributes: PluginableFlowLayoutAttributes,
        in context: FlowLayoutPluginContext
    ) -> PluginableFlowLayoutAttributes {
        guard
            let outputs = code.call(
                .prepareAttributes, of: name, numbers: numbers.values,
                inputs: attributes.liveNumbers + context.liveNumbers),
            let returned = PluginableFlowLayoutAttributes(liveNumbers: outputs)
        else { return attributes }
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
}
