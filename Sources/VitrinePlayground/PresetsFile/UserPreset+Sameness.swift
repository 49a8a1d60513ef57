extension UserPreset {
    /// Whether `other` is this preset as a presets file says it: the same name, status line,
    /// reduced motion and settings. A file read again after a save into it, and unchanged since, gives the
    /// same presets.
    func isSame(as other: UserPreset) -> Bool {
        guard name == other.name, showsStatusLine == other.showsStatusLine, pictures == other.pictures,
            reducesMotion == other.reducesMotion,
            let settings = configuration as? any SavableConfiguration
        else { return false }
        return settings.isEqual(to: other.configuration)
    }

    /// Whether `first` and `second` are the same presets in the same order.
    static func areSame(_ first: [UserPreset], _ second: [UserPreset]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { $0.isSame(as: $1) }
    }
}
