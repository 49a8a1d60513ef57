import Foundation
import Testing

extension CommandRunner {
    /// One frame of a `--profile` CSV: where the scene was.
    struct ProfiledFrame: Equatable {
        /// The frame's number, from 0.
        var index: Int
        /// The scene's scroll offset in points, `nil` for a scene without a scroll.
        var offset: Double?
        /// The scene's focused item, `nil` where nothing is focused.
        var focusedItem: Int?
    }

    /// The frames of a headless run with a profile, and how the run ended.
    struct ProfiledRun {
        /// Every frame drawn, in order.
        var frames: [ProfiledFrame]
        /// The run's exit status and output.
        var result: Result

        /// The offset of every frame (`nil` where the scene has no scroll).
        var offsets: [Double?] { frames.map(\.offset) }
    }

    /// Runs `vitrine --headless` with `arguments`, the input-script lines `script` (each
    /// starting with its time in milliseconds, in order; add a `quit` line to end the run
    /// there) and `--profile`, and reads the profile back: every frame's offset and focused item.
    /// Expects a clean exit.
    static func headlessProfile(_ arguments: [String], script: [String], timeout: Double = 60) throws -> ProfiledRun {
        let scriptPath = temporaryPath("script.txt"), profilePath = temporaryPath("profile.csv")
        try (script.joined(separator: "\n") + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let result = try vitrine(
            ["--headless"] + arguments + ["--script", scriptPath, "--profile", profilePath],
            timeout: timeout)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let frames = try profiledFrames(csv: String(contentsOfFile: profilePath, encoding: .utf8))
        return ProfiledRun(frames: frames, result: result)
    }

    /// Runs `vitrine --headless` with `arguments` and the script `script` (as
    /// ``headlessProfile(_:script:timeout:)``) and returns the scroll offset of every frame.
    static func headlessOffsets(_ arguments: [String], script: [String]) throws -> [Double?] {
        try headlessProfile(arguments, script: script).offsets
    }

    /// The frames of a `--profile` CSV, read by the names in its first line.
    static func profiledFrames(csv: String) throws -> [ProfiledFrame] {
        let lines = csv.split(separator: "\n", omittingEmptySubsequences: true)
        guard let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false).map(String.init),
            let frameColumn = header.firstIndex(of: "frame"), let offsetColumn = header.firstIndex(of: "offset"),
            let focusedColumn = header.firstIndex(of: "focused")
        else { throw ProfileError("the profile has no frame, offset and focused columns: \(lines.first ?? "")") }
        return try lines.dropFirst().map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == header.count, let index = Int(fields[frameColumn]) else {
                throw ProfileError("a profile row is not \(header.count) fields: \(line)")
            }
            let offset = fields[offsetColumn], focused = fields[focusedColumn]
            guard offset.isEmpty || Double(offset) != nil, focused.isEmpty || Int(focused) != nil else {
                throw ProfileError("a profile row's offset or focused item is not a number: \(line)")
            }
            return ProfiledFrame(index: index, offset: Double(offset), focusedItem: Int(focused))
        }
    }

    /// A profile that could not be read.
    struct ProfileError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
