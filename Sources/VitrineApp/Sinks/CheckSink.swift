import VitrineFiles
import VitrinePlayground

/// The checks of a `--check` run (see ``FrameCheck``), reported when the run ends.
struct CheckSink: FrameSink {
    /// The checks so far.
    private var check: FrameCheck

    /// A sink checking a run of `expectedFrames` frames (`nil`: unknown).
    init(expectedFrames: Int?) {
        check = FrameCheck(expectedFrames: expectedFrames)
    }

    /// Checks the frame.
    mutating func take(_ frame: DrawnFrame) -> FrameSinkReport {
        check.check(
            frame: frame.number, presetName: frame.presetName, scrollOffset: frame.scrollOffset,
            drawLists: frame.drawLists, liveTextures: frame.liveTextures, pictures: frame.pictures)
        return FrameSinkReport()
    }

    /// Prints the report; problems fail the run.
    mutating func finish() -> FrameSinkReport {
        StandardOutput.announce(check.report)
        return FrameSinkReport(failures: check.problemCount > 0 ? ["the check found \(check.problemCount) problems"] : [])
    }
}
