extension App {
    /// Adds the frame just drawn to the `--record` folder. A frame that cannot be written ends
    /// the recording there (the run goes on, the exit status becomes 1): the frames before it
    /// stay, and their GIF is written at once.
    func record(at now: Double) {
        guard var recorder else { return }
        let problem: String
        do {
            let frame = try renderer.readPixels()
            do {
                try recorder.record(frame, at: now)
                self.recorder = recorder
                return
            } catch {
                problem = error.description
            }
        } catch {
            problem = "--record: cannot read the frame: \(error.description)"
        }
        Self.warn(problem + "; recording stopped (the frames before it are kept)")
        failures.append(problem)
        finishRecording()
    }

    /// Writes the recording's GIF and says where the frames and the GIF are.
    func finishRecording() {
        guard let recorder else { return }
        self.recorder = nil
        do {
            let gif = try recorder.finish()
            let frames = recorder.frameCount == 1 ? "1 frame" : "\(recorder.frameCount) frames"
            print("vitrine: recorded \(frames) as PNG in \(recorder.folder)"
                  + (gif.map { " and the GIF \($0)" } ?? ""))
            let fitted = recorder.fittedFrameCount
            if fitted > 0 {
                let counted = fitted == 1 ? "1 GIF frame of another size than the first was"
                                          : "\(fitted) GIF frames of another size than the first were"
                print("vitrine: \(counted) scaled to fit it")
            }
        } catch {
            Self.warn(error.description)
            failures.append(error.description)
        }
    }
}
