import VitrinePlayground
/// What a sink says back to the host: problems that make the run's exit status 1, and a notice
/// for the window.
struct FrameSinkReport {
    /// What failed (already written to stderr by the sink).
    var failures: [String] = []
    /// A line for the bottom of the window, for `seconds`.
    var notice: (text: String, isError: Bool, seconds: Double)?
}
