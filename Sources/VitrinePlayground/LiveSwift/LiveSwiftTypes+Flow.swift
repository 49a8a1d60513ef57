import VitrineLive

extension LiveSwiftTypes {
    /// The person's Flow plugins at their defaults, in the order of their files.
    var flowPlugins: [LiveFlowPlugin] {
        guard let code else { return [] }
        return types(of: .flowPlugin).map { LiveFlowPlugin(name: $0.name, code: code, file: $0.file) }
    }

    /// The person's Flow plugins as the Flow scene offers them after the built-in ones: named
    /// "TiltFarCardsPlugin (Swift)", with their numbers.
    var flowPluginChoices: [FlowPluginChoice] {
        guard let code else { return [] }
        return types(of: .flowPlugin).map { type in
            FlowPluginChoice(
                name: FlowPluginChoice.liveName(type.name), fileKey: type.name,
                initial: LiveFlowPlugin(name: type.name, code: code, file: type.file),
                parameters: type.numericParameters { \LiveFlowPlugin.[number: $0] })
        }
    }
}
