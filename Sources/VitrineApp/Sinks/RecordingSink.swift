import VitrineFiles
import VitrinePlayground

/// Adds every frame to the `--record` folder (see ``FrameRecorder``). A frame that cannot be
/// written ends the recording there (the run goes on, the exit status becomes 1): the frames
/// before it stay, and their GIF is written at once.
struct RecordingSink: FrameSink {
    /// The recording, until it ends.
    private var recorder: FrameRecorder?

    /// A sink recording with `recorder`.
    init(recorder: FrameRecorder) {
        self.recorder = recorder
    }

    /// Adds the frame.
    mutating func take(_ frame: DrawnFrame) -> FrameSinkReport {
        guard var recorder else { return FrameSinkReport() }
        let problem: String
        do {
            let pixels = try frame.renderer.readPixels()
            do {
                try recorder.record(pixels, at: frame.time)
                self.recorder = recorder
                return FrameSinkReport()
            } catch {
                problem = error.description
            }
        } catch {
            problem = "--record: cannot read the frame: \(error.description)"
        }
        App.warn(problem + "; recording stopped (the frames before it are kept)")
        var report = finish()
        report.failures.insert(problem, at: 0)
        return report
    }

    /// Writes the recording's GIF and says where the frames and the GIF are.
    mutating func finish() -> FrameSinkReport {
        guard let recorder else { return FrameSinkReport() }
        self.recorder = nil
        do {
            let gif = try recorder.finish()
            let frames = recorder.frameCount == 1 ? "1 frame" : "\(recorder.frameCount) frames"
            StandardOutput.announce(
                "vitrine: recorded \(frames) as PNG in \(recorder.folder)" + (gif.map { " and the GIF \($0)" } ?? ""))
            let fitted = recorder.fittedFrameCount
            if fitted > 0 {
                let counted =
                    fitted == 1
                    ? "1 GIF frame of another size than the first was"
                    : "\(fitted) GIF frames of another size than the first were"
                StandardOutput.announce("vitrine: \(counted) scaled to fit it")
            }
            return FrameSinkReport()
        } catch {
            App.warn(error.description)
            return FrameSinkReport(failures: [error.description])
        }
    }
}
