import VitrineLive

extension ParallaxConfiguration {
    /// Takes the person's timing functions and actions from `live`, the first
    /// ``ParallaxStory/liveLimit`` of each: a type already here keeps the numbers set on it
    /// (matched by name), a new one starts at its defaults, and one no longer loaded goes.
    mutating func takeLiveTypes(_ live: LiveSwiftTypes) {
        let functions = liveTimingFunctions, actions = liveActions
        liveTimingFunctions = live.timingFunctions.prefix(ParallaxStory.liveLimit).map { new in
            var function = new
            function.numbers = functions.first { $0.name == new.name }?.numbers ?? new.numbers
            return function
        }
        liveActions = live.actions.prefix(ParallaxStory.liveLimit).map { new in
            var action = new
            action.numbers = actions.first { $0.name == new.name }?.numbers ?? new.numbers
            return action
        }
    }

    /// This configuration with the person's types of `other` at their defaults: what a reset
    /// of their numbers goes back to, for a preset that has none of them.
    func withLiveDefaults(of other: ParallaxConfiguration) -> ParallaxConfiguration {
        var configuration = self
        configuration.liveTimingFunctions = other.liveTimingFunctions.map {
            LiveTimingFunction(name: $0.name, code: $0.code, file: $0.file)
        }
        configuration.liveActions = other.liveActions.map { LiveAction(name: $0.name, code: $0.code, file: $0.file) }
        return configuration
    }

    /// The Swift files of the person's timing functions and actions here.
    var swiftFiles: [String] {
        liveTimingFunctions.map(\.file) + liveActions.map(\.file)
    }
}
