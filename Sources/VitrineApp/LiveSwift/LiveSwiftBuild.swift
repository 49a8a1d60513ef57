import VitrineLive

/// What one compile of a person's files came to, handed from the thread that compiled it to
/// the frame loop.
struct LiveSwiftBuild: @unchecked Sendable {
    /// The outcome.
    enum Outcome {
        /// Loaded: the version, what was read of the files, the files, the warnings.
        case loaded(LiveSwiftGeneration, scanned: [ScannedType], files: [String], warnings: [LiveSwiftDiagnostic])
        /// Nothing loaded, and why.
        case failed([LiveSwiftDiagnostic])
    }

    /// The outcome.
    var outcome: Outcome
    /// How long compiling and loading took, in seconds.
    var seconds = 0.0
}

/// What a compile thread needs, in one value.
struct LiveSwiftJob: Sendable {
    let compiler: LiveSwiftCompiler
    let paths: [String]
    let generation: Int
    let executable: String
}
