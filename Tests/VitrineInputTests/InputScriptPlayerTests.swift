import Testing
import VitrineInput

@Suite("InputScriptPlayer")
struct InputScriptPlayerTests {
    /// Entries at 0, 100, 100 (a key press: two entries) and 250 ms.
    private func makePlayer() throws -> InputScriptPlayer {
        let script = try parseScript("0 wheel 0 1\n100 key Tab\n250 quit").get()
        return InputScriptPlayer(script: script)
    }

    @Test("entries come out once, in file order, never before their time")
    func releasesOnTime() throws {
        var player = try makePlayer()
        #expect(player.nextTime == 0)
        #expect(player.entries(through: -1) == [])
        #expect(player.releasedCount == 0)

        let first = player.entries(through: 99.999)
        #expect(first.map(\.time) == [0])
        #expect(first.map(\.line) == [1])
        #expect(player.entries(through: 99.999) == [])
        #expect(player.nextTime == 100)

        let press = player.entries(through: 100)
        #expect(
            press.map(\.action) == [
                .input(.keyDown(.tab, modifiers: [], isRepeat: false)),
                .input(.keyUp(.tab, modifiers: [])),
            ])
        #expect(press.map(\.line) == [2, 2])
        #expect(player.entries(through: 100) == [])
        #expect(player.entries(through: 249.5) == [])
        #expect(player.isFinished == false)

        #expect(player.entries(through: 1000).map(\.action) == [.quit])
        #expect(player.isFinished)
        #expect(player.nextTime == nil)
        #expect(player.releasedCount == 4)
        #expect(player.entries(through: 5000) == [])
    }

    @Test("a late frame gets everything due at once, in order")
    func catchesUp() throws {
        var player = try makePlayer()
        let all = player.entries(through: 250)
        #expect(all.map(\.time) == [0, 100, 100, 250])
        #expect(all.map(\.line) == [1, 2, 2, 3])
        #expect(player.isFinished)
    }

    @Test("time going backwards releases nothing again")
    func noReplay() throws {
        var player = try makePlayer()
        #expect(player.entries(through: 100).count == 3)
        #expect(player.entries(through: 0) == [])
        #expect(player.entries(through: .nan) == [])
        #expect(player.releasedCount == 3)
    }

    @Test("an empty script is finished from the start")
    func emptyScript() {
        var player = InputScriptPlayer(script: InputScript(entries: []))
        #expect(player.isFinished)
        #expect(player.nextTime == nil)
        #expect(player.entries(through: 1_000_000) == [])
    }
}
