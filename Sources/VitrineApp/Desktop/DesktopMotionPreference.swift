import Foundation
import Synchronization

/// Whether the desktop asks for reduced motion, as far as Vitrine can tell.
///
/// SDL2 has no API for the preference, so the host asks two places itself:
///
/// - the environment variable `VITRINE_REDUCED_MOTION`: `1`, `true`, `yes` or `on` asks for
///   reduced motion, `0`, `false`, `no` or `off` says no (and nothing else is asked); any other
///   value, or none, says nothing;
/// - in a window (not headless, whose frames must not depend on the machine), at the start and
///   each time the window gains the focus, GNOME's
///   `org.gnome.desktop.interface enable-animations`, read by running
///   `gsettings get org.gnome.desktop.interface enable-animations` on a thread of its own,
///   stopped after ``timeout`` seconds: `false` asks for reduced motion. Without `gsettings`
///   (no GNOME), with a key it does not have, or without an answer in time, nothing is known.
///
/// Not read: GTK's `gtk-enable-animations` in `settings.ini` (GNOME's key is what GTK follows
/// under GNOME) and KDE's animation speed (X is there for those).
final class DesktopMotionPreference: Sendable {
    /// How long `gsettings` may take before it is stopped and nothing is known: 1 second.
    static let timeout = 1.0

    /// What GNOME said, once the question is done.
    enum Answer: Equatable, Sendable {
        /// `true` when it asks for reduced motion, `false` when it does not.
        case reducesMotion(Bool)
        /// No `gsettings`, no such key, or no answer in time.
        case cannotTell
    }

    /// The answer, `nil` until the question is done and again once the answer is taken.
    private let answer = Mutex<Answer?>(nil)

    /// Starts asking GNOME, on a thread of its own; the loop takes the answer with
    /// ``takeAnswer()`` when it comes.
    init() {
        Thread.detachNewThread { [self] in
            let reduces = Self.askGNOME()
            answer.withLock { $0 = reduces.map { .reducesMotion($0) } ?? .cannotTell }
        }
    }

    /// GNOME's answer, once, when the question is done; `nil` while it is still out, and after
    /// the answer was taken.
    func takeAnswer() -> Answer? {
        answer.withLock { taken in
            defer { taken = nil }
            return taken
        }
    }

    /// What `VITRINE_REDUCED_MOTION` in `environment` says: `true` (reduce), `false` (do not, and
    /// ask nothing else), `nil` (not set, or a value that is neither).
    static func environmentWish(_ environment: [String: String]) -> Bool? {
        switch environment["VITRINE_REDUCED_MOTION"]?.lowercased() {
        case "1", "true", "yes", "on": true
        case "0", "false", "no", "off": false
        default: nil
        }
    }

    /// What `gsettings get org.gnome.desktop.interface enable-animations` printed, `output`,
    /// says: `true` (reduce) for `false`, `false` for `true`, `nil` for anything else.
    static func gnomeWish(fromOutput output: String) -> Bool? {
        switch output.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "false": true
        case "true": false
        default: nil
        }
    }

    /// Runs `gsettings` (found on `PATH` through `/usr/bin/env`) and reads its answer; `nil`
    /// when it is missing, fails or takes longer than ``timeout``.
    private static func askGNOME() -> Bool? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gsettings", "get", "org.gnome.desktop.interface", "enable-animations"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        guard process.terminationStatus == 0 else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        return gnomeWish(fromOutput: String(decoding: data, as: UTF8.self))
    }
}
