import Testing
import VitrineInput

@testable import VitrinePlayground

/// The Ctrl+R chords kept out of the recording they start and stop.
@Suite("Recording chord filter")
struct RecordingChordFilterTests {
    static let leftCtrl = Key(name: "Left Ctrl")!, rightCtrl = Key(name: "Right Ctrl")!

    /// What `filter` records of `events`, each with its time, in order.
    static func recorded(_ events: [(InputEvent, Double)], by filter: inout RecordingChordFilter) -> [String] {
        events.flatMap { filter.pass($0.0, at: $0.1) }.map { "\($0.time) \($0.event)" }
    }

    @Test func theModifierKeysAreBothCtrlKeys() {
        #expect(RecordingChordFilter.chordModifierKeys == [Self.leftCtrl, Self.rightCtrl])
    }

    // The start chord's releases (R, then Ctrl, or Ctrl first and R without it) are left out;
    // the stop chord's Ctrl press waits and goes with its R.
    @Test func bothChordsAreLeftOut() {
        for releases in [
            [InputEvent.keyUp(.r, modifiers: .control), .keyUp(Self.leftCtrl, modifiers: [])],
            [.keyUp(Self.leftCtrl, modifiers: .control), .keyUp(.r, modifiers: [])],
        ] {
            var filter = RecordingChordFilter()
            let events: [(InputEvent, Double)] =
                releases.map { ($0, 0.1) } + [
                    (.keyDown(.left, modifiers: [], isRepeat: false), 0.2), (.keyUp(.left, modifiers: []), 0.3),
                    (.keyDown(Self.leftCtrl, modifiers: .control, isRepeat: false), 0.4),
                    (.keyDown(Self.leftCtrl, modifiers: .control, isRepeat: true), 0.45),
                    (.keyDown(.r, modifiers: .control, isRepeat: false), 0.5),
                ]
            let kept = Self.recorded(events, by: &filter)
            #expect(kept.count == 2 && kept[0].hasPrefix("0.2 ") && kept[1].hasPrefix("0.3 "), "\(kept)")
            #expect(filter.flush().isEmpty)
        }
    }

    // A Ctrl press for something else is recorded at its own time as the next event comes,
    // before it; a repeat of a Ctrl held since before the recording is not; a Ctrl still
    // waiting when the recording ends otherwise comes out of flush().
    @Test func otherCtrlPressesAreKept() {
        var filter = RecordingChordFilter()
        let events: [(InputEvent, Double)] = [
            (.keyDown(Self.rightCtrl, modifiers: .control, isRepeat: true), 0.05),
            (.keyDown(Self.rightCtrl, modifiers: .control, isRepeat: false), 0.1),
            (.keyDown(.s, modifiers: .control, isRepeat: false), 0.2),
            (.keyUp(.s, modifiers: .control), 0.25),
            (.keyUp(Self.rightCtrl, modifiers: []), 0.3),
            (.keyDown(Self.leftCtrl, modifiers: .control, isRepeat: false), 0.4),
        ]
        let kept = Self.recorded(events, by: &filter)
        #expect(kept.map { $0.prefix { $0 != " " } } == ["0.1", "0.2", "0.25", "0.3"], "\(kept)")
        #expect(filter.flush().map(\.time) == [0.4])
    }
}
