import Foundation
import Synchronization
import VitrineFiles

/// Whether the desktop asks for reduced motion, as far as Vitrine can tell.
///
/// SDL2 has no API for the preference, so the host asks two places itself:
///
/// - the environment variable `VITRINE_REDUCED_MOTION`: `1`, `true`, `yes` or `on` asks for
///   reduced motion, `0`, `false`, `no` or `off` says no (and nothing else is asked); any other
///   value, or none, says nothing;
/// - in a window (not headless, whose frames must not depend on the machine), at the start and
///   each time the window gains the focus, on a thread of its own, the desktop's setting:
///   - under KDE Plasma (`XDG_CURRENT_DESKTOP` names `KDE`), its animation speed,
///     `AnimationDurationFactor` in the `[KDE]` group of `kdeglobals` (in `XDG_CONFIG_HOME`, else
///     `~/.config`): 0, "instant" in System Settings, asks for reduced motion;
///   - elsewhere, GNOME's `org.gnome.desktop.interface enable-animations`, read by running
///     `gsettings get org.gnome.desktop.interface enable-animations`, stopped after ``timeout``
///     seconds: `false` asks for reduced motion.
///
///   Without the file or `gsettings`, with a key they do not have, or without an answer in
///   time, nothing is known.
///
/// Not read: GTK's `gtk-enable-animations` in `settings.ini` (GNOME's key is what GTK follows
/// under GNOME; X is there for other desktops).
final class DesktopMotionPreference: Sendable {
    /// How long `gsettings` may take before it is stopped and nothing is known: 1 second.
    static let timeout = 1.0

    /// The most `kdeglobals` may hold to be read: 1 MiB (the file is a few kilobytes).
    static let largestKDEGlobals = 1 << 20

    /// What the desktop said, once the question is done.
    enum Answer: Equatable, Sendable {
        /// `true` when it asks for reduced motion, `false` when it does not.
        case reducesMotion(Bool)
        /// No setting found, no such key, or no answer in time.
        case cannotTell
    }

    /// The answer, `nil` until the question is done and again once the answer is taken.
    private let answer = Mutex<Answer?>(nil)

    /// Starts asking the desktop `environment` names, on a thread of its own; the loop takes
    /// the answer with ``takeAnswer()`` when it comes.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        Thread.detachNewThread { [self] in
            let reduces = Self.isKDE(environment) ? Self.askKDE(environment) : Self.askGNOME()
            answer.withLock { $0 = reduces.map { .reducesMotion($0) } ?? .cannotTell }
        }
    }

    /// The desktop's answer, once, when the question is done; `nil` while it is still out, and after
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

    /// Whether `environment`'s `XDG_CURRENT_DESKTOP` (a list separated by colons) names KDE.
    static func isKDE(_ environment: [String: String]) -> Bool {
        (environment["XDG_CURRENT_DESKTOP"] ?? "").split(separator: ":").contains { $0.uppercased() == "KDE" }
    }

    /// What `kdeglobals`' `text` says: `true` (reduce) when the `[KDE]` group's
    /// `AnimationDurationFactor` is 0, `false` when it is a positive number, `nil` when it is
    /// missing or anything else. Lines are `key=value` under `[group]` headers; a key written with
    /// a locale or flags (`Key[$e]`) is not this one.
    static func kdeWish(fromKDEGlobals text: String) -> Bool? {
        var group = ""
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                group = line
                continue
            }
            guard group == "[KDE]", let equals = line.firstIndex(of: "=") else { continue }
            guard line[..<equals].trimmingCharacters(in: .whitespaces) == "AnimationDurationFactor" else { continue }
            guard let factor = Double(line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)),
                factor.isFinite, factor >= 0
            else { return nil }
            return factor == 0
        }
        return nil
    }

    /// Reads KDE's `kdeglobals` (under `XDG_CONFIG_HOME`, else `~/.config`); `nil` when it is
    /// missing, unreadable, larger than ``largestKDEGlobals`` or says nothing.
    private static func askKDE(_ environment: [String: String]) -> Bool? {
        let folder =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["HOME"].map { $0 + "/.config" }
        guard let folder, let bytes = try? FileReader.read(folder + "/kdeglobals", maximumSize: largestKDEGlobals)
        else { return nil }
        return kdeWish(fromKDEGlobals: String(decoding: bytes, as: UTF8.self))
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
