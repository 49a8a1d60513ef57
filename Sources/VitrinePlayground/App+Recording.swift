extension App {
    /// Adds the frame just drawn to the `--record` folder. A frame that cannot be written stops
    /// the recording (the run goes on) and makes the exit status 1.
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
        Self.warn(problem + "; recording stopped")
        failures.append(problem)
        self.recorder = nil
    }

    /// Writes the recording's GIF and says where the frames and the GIF are.
    func finishRecording() {
        guard let recorder else { return }
        do {
            let gif = try recorder.finish()
            print("vitrine: recorded \(recorder.frameCount) frames as PNG in \(recorder.folder)"
                  + (gif.map { " and the GIF \($0)" } ?? ""))
        } catch {
            Self.warn(error.description)
            failures.append(error.description)
        }
    }
}
