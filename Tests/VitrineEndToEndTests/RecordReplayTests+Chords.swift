import Foundation
import Testing

/// What a recording holds of the keys that start and stop it, and of typed spaces.
extension RecordReplayTests {
    // Ctrl+R pressed as a hand presses it (Ctrl down, R down, R up, Ctrl up, released in
    // either order) leaves no line of either chord in vitrine-input-1.txt: not the release of
    // the chord that started it, not the Ctrl press of the one that stopped it. A Ctrl press
    // between them that was not for an R (Ctrl+wheel) is kept, with its release.
    @Test func ctrlRLeavesItsChordsOutOfTheRecording() throws {
        let folder = try CommandRunner.temporaryFolder("ctrl-r-chords")
        let script = try Self.script([
            "0 keydown Left Ctrl", "10 keydown Ctrl+R", "20 keyup Left Ctrl", "30 keyup R",
            "100 down 500 200", "116 move 400 200", "133 up 300 200",
            "200 keydown Right Ctrl", "210 wheel 0 -1 Ctrl", "220 keyup Right Ctrl",
            "300 keydown Left Ctrl", "310 keydown Ctrl+R", "320 keyup Ctrl+R", "330 keyup Left Ctrl",
            "400 key Left", "600 quit",
        ])
        let result = try Self.run(
            ["--width", "640", "--height", "360", "--preset", "coverflow", "--script", script],
            directory: folder)
        #expect(result.standardOutput == "vitrine: saved \(folder)/vitrine-input-1.txt (7 events)\n")
        let recorded = try String(contentsOfFile: "\(folder)/vitrine-input-1.txt", encoding: .utf8)
        let lines = recorded.split(separator: "\n").filter { !$0.hasPrefix("#") }
        // Times count from the first Ctrl+R (10 ms), to the microsecond below.
        let times = lines.compactMap { Double($0.prefix { $0 != " " }) }
        #expect(zip(times, [0, 90, 106, 123, 190, 200, 210]).allSatisfy { abs($0 - $1) < 0.01 }, "\(times)")
        #expect(
            lines.map { $0.drop { $0 != " " }.dropFirst() } == [
                "resize 640 360", "down 500 200", "move 400 200", "up 300 200",
                "keydown Right Ctrl", "wheel 0 -1 Ctrl", "keyup Right Ctrl",
            ])
    }

    // A `text` line of spaces types them, as the README says (the rest of the line after the
    // one space that follows `text`): three spaces come back from --record-input as the
    // scalars a `text` line would lose at its end.
    @Test func aTextLineOfSpacesTypesTheSpaces() throws {
        let script = try Self.script(["0 text    ", "10 text  a b  # a comment", "20 quit"])
        let recorded = CommandRunner.temporaryPath("spaces.txt")
        _ = try Self.run([
            "--width", "640", "--height", "360", "--preset", "coverflow", "--script", script,
            "--record-input", recorded,
        ])
        let events = try String(contentsOfFile: recorded, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(events == ["0 resize 640 360", "0 unicode 20 20 20", "10 unicode 20 61 20 62", "20 quit"])
    }
}
