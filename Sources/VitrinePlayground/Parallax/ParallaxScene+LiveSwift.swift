import VitrineLive

/// The person's own timing functions and actions (`--swift`) in the Parallax story.
extension ParallaxScene {
    /// Puts the person's timing functions and actions in the story (a ball each on page 1, a
    /// label each on the title page), keeping the numbers set on those already there; the
    /// scroll stays where it is. On the first load, the story turns to where they show: the
    /// title page for actions, else the race of page 1 for timing functions.
    mutating func adopt(_ live: LiveSwiftTypes, isFirst: Bool) {
        liveTypes = live
        configuration.takeLiveTypes(live)
        showLiveTypes()
        guard isFirst else { return }
        let page = !configuration.liveActions.isEmpty ? 0 : configuration.liveTimingFunctions.isEmpty ? nil : 1
        if let page, view.scroller.currentPage != page {
            view.scroll(toPage: page, animated: false, at: 0)
        }
    }

    /// Hands the story the configuration's timing functions and actions; when they changed (a
    /// type came or went, a number was set), the view loads its items again where the scroll
    /// is.
    func showLiveTypes() {
        guard story.timingFunctions != configuration.liveTimingFunctions || story.actions != configuration.liveActions else {
            return
        }
        story.timingFunctions = configuration.liveTimingFunctions
        story.actions = configuration.liveActions
        view.reloadKeepingScroll()
    }

    /// The numbers of the person's timing functions, then of their actions, each on the whole
    /// configuration and grouped by its type's name: "ElasticTiming (Swift)".
    var liveNumbers: [(group: String, parameter: NumericParameter<ParallaxConfiguration>)] {
        let functions = configuration.liveTimingFunctions.indices.flatMap { index in
            let name = configuration.liveTimingFunctions[index].name
            return (liveTypes.type(name, of: .timingFunction)?.numericParameters { \LiveTimingFunction.[number: $0] } ?? [])
                .map { ("\(name) (Swift)", $0.lifted(to: \ParallaxConfiguration.liveTimingFunctions[index])) }
        }
        let actions = configuration.liveActions.indices.flatMap { index in
            let name = configuration.liveActions[index].name
            return (liveTypes.type(name, of: .action)?.numericParameters { \LiveAction.[number: $0] } ?? [])
                .map { ("\(name) (Swift)", $0.lifted(to: \ParallaxConfiguration.liveActions[index])) }
        }
        return functions + actions
    }
}
