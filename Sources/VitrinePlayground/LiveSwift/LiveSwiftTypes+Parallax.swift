import VitrineLive

extension LiveSwiftTypes {
    /// The person's timing functions at their defaults, in the order of their files.
    var timingFunctions: [LiveTimingFunction] {
        guard let code else { return [] }
        return types(of: .timingFunction).map { LiveTimingFunction(name: $0.name, code: code, file: $0.file) }
    }

    /// The person's actions at their defaults, in the order of their files.
    var actions: [LiveAction] {
        guard let code else { return [] }
        return types(of: .action).map { LiveAction(name: $0.name, code: code, file: $0.file) }
    }

    /// The person's type of kind `kind` called `name`, if one is loaded.
    func type(_ name: String, of kind: LiveKind) -> LiveTypeDescription? {
        types(of: kind).first { $0.name == name }
    }
}
