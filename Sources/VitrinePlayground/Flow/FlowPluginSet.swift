/// A set of the Flow scene's plugins, as P steps through them: which of ``FlowChoices/plugins``
/// (and of a person's own plugins after them) run, by their indices, in the order they run.
struct FlowPluginSet: Hashable, Sendable {
    /// The indices in ``FlowConfiguration/pluginValues`` of the plugins that run, ascending.
    let members: [Int]

    /// "none", the plugin's name for one, "both" or "all" for every plugin, else the names
    /// joined with " + ", among the built-in plugins.
    var name: String {
        name(among: FlowChoices.plugins.map(\.name))
    }

    /// ``name`` among plugins called `names`, in their order (the built-in ones and a person's
    /// own); a member without a name is left out.
    func name(among names: [String]) -> String {
        if members.isEmpty { return "none" }
        if members.count == names.count, members.count > 1 { return members.count == 2 ? "both" : "all" }
        return members.filter { names.indices.contains($0) }.map { names[$0] }.joined(separator: " + ")
    }

    /// Every set of `count` plugins, the whole set first and the empty set last, in the order
    /// of binary numbers counting down with the first plugin as the highest bit (for two:
    /// both, the first, the second, none).
    static func all(count: Int) -> [FlowPluginSet] {
        (0..<(1 << count)).map { FlowPluginSet(index: $0, count: count) }
    }

    /// The set of the plugins at `members`, ascending.
    init(members: [Int]) {
        self.members = members
    }

    /// Set `index` of ``all(count:)``, made without listing the others; an index out of range
    /// wraps around.
    init(index: Int, count: Int) {
        let sets = 1 << count
        let mask = sets - 1 - ((index % sets) + sets) % sets
        members = (0..<count).filter { mask & (1 << (count - 1 - $0)) != 0 }
    }

    /// This set's index in ``all(count:)``.
    func index(count: Int) -> Int {
        let mask = members.reduce(0) { $0 | (1 << (count - 1 - $1)) }
        return (1 << count) - 1 - mask
    }
}
