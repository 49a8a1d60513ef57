import VitrinePlayground

/// Somewhere a drawn frame goes besides the screen: a screenshot, an export, a recording, a
/// profile, a check. The host hands every sink each frame once it is drawn and the GPU is done
/// with it, and finishes every sink when the run ends.
protocol FrameSink {
    /// Takes the frame just drawn.
    mutating func take(_ frame: DrawnFrame) -> FrameSinkReport
    /// Ends the run: writes what the sink kept (a GIF, a CSV, a report).
    mutating func finish() -> FrameSinkReport
}

extension FrameSink {
    /// Nothing to finish.
    mutating func finish() -> FrameSinkReport { FrameSinkReport() }
}
