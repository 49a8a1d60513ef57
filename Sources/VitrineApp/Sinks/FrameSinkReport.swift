import VitrinePlayground

/// What a sink says back to the host: problems that make the run's exit status 1, and what came
/// of work the core asked for (a PNG saved), for the core to show.
struct FrameSinkReport {
    /// What failed (already written to stderr by the sink).
    var failures: [String] = []
    /// What came of a request of the core's, handed to it (``PlaygroundCore/receive(_:at:)``).
    var result: PlaygroundResult?
}
