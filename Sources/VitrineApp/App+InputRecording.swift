import VitrineFiles
import VitrineGeometry
import VitrineInput
import VitrinePlayground

extension App {
    /// Records `event`, which happened at `time`, in the recordings running (`--record-input`,
    /// Ctrl+R), and returns the time to use it at: the time `--record-input`'s script will
    /// give it, so that the session and its replay see the same times to the bit. Ctrl+R
    /// itself is never recorded, so that a replay does not start recordings of its own; a
    /// Ctrl+R recording leaves out the Ctrl and R presses and releases of the chords that
    /// start and stop it too (see ``RecordingChordFilter``).
    func recordInput(_ event: InputEvent, at time: Double) -> Double {
        var used = time
        if var recording = inputRecording, !PlaygroundCore.isInputRecordingKey(event) {
            used = recording.record(event, at: time)
            inputRecording = recording
        }
        if var recording = keyRecording {
            for (kept, keptTime) in keyRecordingChords.pass(event, at: used) {
                _ = recording.record(kept, at: keptTime)
            }
            keyRecording = recording
        }
        return used
    }

    /// Starts recording the input at `time` (Ctrl+R, ``PlaygroundRequest/toggleInputRecording``),
    /// or stops and saves the recording running; the core hears which.
    func toggleKeyRecording(at time: Double) {
        if let recording = keyRecording {
            keyRecording = nil
            saveKeyRecording(recording, at: time)
            return
        }
        let size = frameSize
        keyRecordingChords = RecordingChordFilter()
        var recording = InputRecording(
            start: time, speed: core.motionSpeed.rawValue,
            comments: recordingComments(size: size, speed: core.motionSpeed))
        _ = recording.record(.resized(size), at: time)
        keyRecording = recording
        core.receive(.inputRecordingStarted, at: time)
    }

    /// Saves a Ctrl+R recording as a new `vitrine-input-N.txt` in the working folder (never
    /// over a file, nor a symbolic link), and says where, on standard output and to the core
    /// (its notice); a failure (the working folder deleted, a full disk) says why, also on
    /// standard error, and makes the exit status 1.
    func saveKeyRecording(_ recording: InputRecording, at time: Double) {
        var path = "vitrine-input-1.txt"
        do {
            path = try WorkingFolder.firstFreePath { "vitrine-input-\($0).txt" }
            try FileWriter.write(Array(recording.text.utf8), to: path, existing: .keep)
            let events = "\(recording.eventCount) event\(recording.eventCount == 1 ? "" : "s")"
            StandardOutput.announce("vitrine: saved \(path) (\(events))")
            core.receive(.inputRecordingSaved(path: path, eventCount: recording.eventCount), at: time)
        } catch {
            Self.warn("Ctrl+R: cannot save the input: \(error)")
            failures.append("Ctrl+R: cannot save the input: \(error)")
            core.receive(.inputRecordingFailed(path: path, reason: error.reason), at: time)
        }
    }

    /// Writes `--record-input`'s script, and a Ctrl+R recording still running, as the run
    /// ends; a file that cannot be written, or that appeared at the path since the start
    /// (a recording never overwrites a file), is named with the reason and makes the exit
    /// status 1.
    func saveInputRecordings() {
        if var recording = keyRecording {
            keyRecording = nil
            // Ctrl presses that waited for an R were not the chord's: the session ended first.
            for (kept, keptTime) in keyRecordingChords.flush() {
                _ = recording.record(kept, at: keptTime)
            }
            saveKeyRecording(recording, at: core.currentTime)
        }
        guard let recording = inputRecording, let path = options.recordInputPath else { return }
        inputRecording = nil
        do {
            try FileWriter.write(Array(recording.text.utf8), to: path, existing: .keep)
        } catch {
            Self.warn("--record-input: cannot write \(error)")
            failures.append("--record-input: cannot write \(error)")
        }
    }

    /// The comments a recording starts with: what it is and how to replay it.
    func recordingComments(size: Size, speed: MotionSpeed) -> [String] {
        Self.recordingComments(options: options, preset: core.presetName, size: size, speed: speed)
    }

    /// The comments a recording of `options` starts with, the scene `preset` at `size`.
    static func recordingComments(options: RunOptions, preset: String, size: Size, speed: MotionSpeed) -> [String] {
        var flags = ["--preset \(preset)", "--width \(Int(size.width))", "--height \(Int(size.height))"]
        if let path = options.presetsPath { flags.append("--presets \(path)") }
        if let compare = options.comparePreset { flags.append("--compare \(compare)") }
        if speed != .full { flags.append("--speed \(speed.name)") }
        return [
            "Vitrine input script, recorded: one event a line, times in milliseconds from the start.",
            "Replay: vitrine \(flags.joined(separator: " ")) --script FILE",
            "(add --headless, and --screenshot PATH for its last frame, to replay it without a window)",
        ]
    }

    /// The size of the frame in points: the window's, or headless, the part of the output drawn.
    var frameSize: Size {
        if let window { return window.size }
        let (width, height) = renderer.viewportSize
        return Size(width: Double(width), height: Double(height))
    }
}
