import VitrineFlowLayout

/// A Flow layout plugin the Flow scene offers: its name, its key in presets files, the plugin
/// as it starts, and the numbers the panel steps and presets files set.
///
/// A new plugin is declared once, as a static member in a file of its own, and registered by one
/// line in ``FlowChoices/plugins``: P, the panel, the help and presets files follow. A person's
/// own plugins (`--swift`) are choices too, made from their types (``LiveSwiftTypes``), after
/// the built-in ones; presets files do not hold them.
struct FlowPluginChoice: Sendable {
    /// The name the panel and the title show: "parallax and dimming".
    let name: String
    /// The plugin's key in a presets file, in `plugins` and for its numbers: "parallaxDimming".
    let fileKey: String
    /// The plugin with its default numbers.
    let initial: any FlowLayoutPlugin
    /// Its numbers.
    let parameters: [NumericParameter<any FlowLayoutPlugin>]

    /// Creates a choice for a plugin of type `Plugin`, its numbers given on that type.
    init<Plugin: FlowLayoutPlugin>(name: String, fileKey: String, initial: Plugin, parameters: [NumericParameter<Plugin>]) {
        self.name = name
        self.fileKey = fileKey
        self.initial = initial
        self.parameters = parameters.map { $0.erased(as: (any FlowLayoutPlugin).self) }
    }

    /// The name a person's own plugin of type `typeName` is listed by: "TiltFarCardsPlugin (Swift)".
    static func liveName(_ typeName: String) -> String {
        "\(typeName) (Swift)"
    }
}
