import VitrinePlayground

/// Writes the screenshots a frame asks for (`--screenshot` on the last frame, a script's
/// `screenshot` lines), replacing what is there.
struct ScreenshotSink: FrameSink {
    /// Writes each screenshot the frame asks for.
    mutating func take(_ frame: DrawnFrame) -> FrameSinkReport {
        var report = FrameSinkReport()
        for path in frame.screenshotPaths {
            do {
                try frame.renderer.readPixels().writePNG(to: path)
            } catch {
                App.warn(error.description)
                report.failures.append(error.description)
            }
        }
        return report
    }
}
