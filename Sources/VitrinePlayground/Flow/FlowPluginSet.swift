/// A set of the Flow scene's plugins, as P steps through them: which of ``FlowChoices/plugins``
/// run, by their indices, in the order they run.
struct FlowPluginSet: Hashable, Sendable {
    /// The indices in ``FlowChoices/plugins`` of the plugins that run, ascending.
    let members: [Int]

    /// "none", the plugin's name for one, "both" or "all" for every plugin, else the names
    /// joined with " + ".
    var name: String {
        let plugins = FlowChoices.plugins
        if members.isEmpty { return "none" }
        if members.count == plugins.count, members.count > 1 { return members.count == 2 ? "both" : "all" }
        return members.map { plugins[$0].name }.joined(separator: " + ")
    }

    /// Every set of `count` plugins, the whole set first and the empty set last, in the order
    /// of binary numbers counting down with the first plugin as the highest bit (for two:
    /// both, the first, the second, none).
    static func all(count: Int) -> [FlowPluginSet] {
        (0..<(1 << count)).reversed().map { mask in
            FlowPluginSet(members: (0..<count).filter { mask & (1 << (count - 1 - $0)) != 0 })
        }
    }
}
