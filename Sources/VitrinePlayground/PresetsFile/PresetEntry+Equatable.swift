extension PresetEntry: Equatable {
    /// Whether `first` and `second` are the same entry: the same name, members and status
    /// line, so the same text in a presets file.
    public static func == (first: PresetEntry, second: PresetEntry) -> Bool {
        first.name == second.name && first.members == second.members && first.showsStatusLine == second.showsStatusLine
    }
}
