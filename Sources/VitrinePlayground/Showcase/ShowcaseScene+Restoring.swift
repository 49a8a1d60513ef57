import VitrineShowcase

extension ShowcaseScene: RestorableScene {
    /// Runs with `configuration`: the cards are dealt again when their count changed (the card
    /// in focus kept), the curve editor shows when a path or transform with curves comes back,
    /// and the showcase takes the layout, keeping the card at the center.
    mutating func restore(_ configuration: ShowcaseConfiguration) {
        let path = pathChoice.name, transform = transformChoice.name, count = self.configuration.itemCount
        self.configuration = configuration
        if configuration.itemCount != count { showCards() }
        if pathChoice.name != path || transformChoice.name != transform {
            showCurveEditorForNewCurves()
        } else {
            curveEditor.endDrag()
        }
        apply()
    }

    /// The settings' values, the numbers', then each curve's points ("scale curve").
    var editedValues: [(name: String, value: String)] {
        settings.map { ($0.name, $0.value) } + parameters.map { ("\($0.group) \($0.name)", $0.value) }
            + curveParameters.map { ("\($0.name) curve", $0.read(configuration).map { "\($0.points)" } ?? "none") }
    }
}
