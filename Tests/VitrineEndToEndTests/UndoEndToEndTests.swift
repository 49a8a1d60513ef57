import Foundation
import Testing

/// Undo and redo through the binary, headless: a script tunes `coverflow` (a number stepped
/// twice, the transform switched, a preset switch), undoes it with Ctrl+Z and redoes it with
/// Ctrl+Shift+Z, and Ctrl+C prints the scene as Swift, which shows what the settings are.
@Suite("Undo and redo from the binary")
struct UndoEndToEndTests {
    /// The changes: `spacing` stepped up twice (0.25 → 0.35), T (coverflow → cylinder), 3
    /// (the preset `circle-rotate`): four steps.
    /// The panel closes again before Ctrl+C, so that the scene has the whole window.
    static let changes = ["0 key Tab", "100 key ]", "200 key =", "300 key =", "400 key T", "500 key 3", "550 key Tab"]

    /// What Ctrl+C prints after `lines` (times from 600 on), run headless on `coverflow`.
    static func swift(after lines: [String]) throws -> String {
        let folder = try CommandRunner.temporaryFolder("undo")
        let script = lines + ["2000 key Ctrl+C", "2100 quit"]
        try (script.joined(separator: "\n") + "\n").write(toFile: "\(folder)/script.txt", atomically: true, encoding: .utf8)
        let result = try CommandRunner.vitrine(
            ["--headless", "--preset", "coverflow", "--script", "\(folder)/script.txt"],
            directory: folder)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        return result.standardOutput
    }

    /// `count` presses of `chord`, 100 ms apart from 600 ms.
    static func presses(_ chord: String, count: Int, from start: Int = 600) -> [String] {
        (0..<count).map { "\(start + $0 * 100) key \(chord)" }
    }

    // Four Ctrl+Z print the Swift of the untouched preset, to the byte; four Ctrl+Shift+Z after
    // them print the tuned scene's again.
    @Test func undoGivesThePresetBackAndRedoTheTunedScene() throws {
        let untouched = try Self.swift(after: [])
        let tuned = try Self.swift(after: Self.changes)
        #expect(untouched.contains("Made by Vitrine's \"copy as Swift\" from the Showcase preset \"coverflow\""))
        #expect(tuned.contains("preset \"circle-rotate\"") && tuned != untouched)
        let undone = try Self.swift(after: Self.changes + Self.presses("Ctrl+Z", count: 4))
        #expect(undone == untouched)
        let twoUndone = try Self.swift(after: Self.changes + Self.presses("Ctrl+Z", count: 2))
        #expect(
            twoUndone.contains("preset \"coverflow\"") && twoUndone.contains("spacing: 0.35")
                && twoUndone.contains("CoverFlowTransform"), "\(twoUndone)")
        let redone = try Self.swift(
            after: Self.changes + Self.presses("Ctrl+Z", count: 4)
                + Self.presses("Ctrl+Shift+Z", count: 4, from: 1100))
        #expect(redone == tuned)
    }
}
