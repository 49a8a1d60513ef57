import VitrineLive

/// Live Swift: the person's own types, compiled and loaded by the host, join the scenes' lists.
extension PlaygroundCore {
    /// Takes the types the host loaded into every scene's lists, and says so.
    mutating func liveSwiftLoaded(_ live: LiveSwiftTypes, warnings: [LiveSwiftDiagnostic], seconds: Double, at time: Double) {
        let isFirst = liveTypes.code == nil
        liveTypes = live
        scene.adopt(live, isFirst: isFirst)
        comparison?.scene.adopt(live, isFirst: isFirst)
        self[layer: LiveSwiftLayer.self].showLoaded(warnings: warnings)
        let missing = scene.liveTypesInUse.filter { used in !live.types.contains { $0.name == used.name && $0.kind == used.kind }
        }
        if !missing.isEmpty {
            let declared = live.types.isEmpty ? "none" : live.types.map(\.name).joined(separator: ", ")
            let text =
                missing.map { "the \($0.kind.listName) \($0.name)" }.joined(separator: " and ")
                + " of the preset is not in the Swift files (they declare \(declared)); drawing a neutral value"
            self[layer: LiveSwiftLayer.self].showMissing(text)
            warn(text)
        }
        showNotice(Self.loadedLine(live), isError: false, at: time, for: 4)
    }

    /// "Swift spiral.swift: SpiralPath (path), Flip (transform)": what a load brought.
    public static func loadedLine(_ live: LiveSwiftTypes) -> String {
        let files = live.files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
        let types = live.types.map { "\($0.name) (\($0.kind.listName))" }
        return "Swift \(files): " + (types.isEmpty ? "no type conforms to a library protocol" : types.joined(separator: ", "))
    }
}

extension LiveKind {
    /// The list the kind's types join, as the window names it.
    var listName: String {
        switch self {
        case .path: "path"
        case .transform: "transform"
        case .timingFunction: "timing function"
        case .action: "action"
        case .flowPlugin: "Flow plugin"
        }
    }
}

extension PlaygroundCore {
    /// The Swift files the presets file's presets name (`"swift"`), for the host to compile.
    public var presetSwiftFiles: [String] {
        var files: [String] = []
        for file in userPresets.flatMap(\.swiftFiles) where !files.contains(file) { files.append(file) }
        return files
    }
}
