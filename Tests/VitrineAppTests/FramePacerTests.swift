import Testing

@testable import VitrineApp

/// A window without vsync waits for 60 Hz ticks in whole milliseconds: the ticks keep their
/// rate however the waits round, and a slow frame does not bring a burst after it.
@Suite("Frame pacing")
struct FramePacerTests {
    static let step = 1.0 / 60

    /// The start of each of `count` frames that work `work` seconds each and then wait what the
    /// pacer says, the wait lasting exactly that many milliseconds.
    static func frameStarts(count: Int, work: Double) -> [Double] {
        var pacer = FramePacer(step: step)
        var starts: [Double] = []
        var now = 10.0
        for _ in 0..<count {
            starts.append(now)
            now += work
            now += Double(pacer.millisecondsToWait(frameStartedAt: starts.last!, now: now)) / 1000
        }
        return starts
    }

    // 601 frames, the first to the last, take 10 s to within the last wait's rounding (under
    // a millisecond late); timing each wait from its frame's start and rounding it down, as
    // the window did, they took 9.6–9.9 s (61–62.5 frames a second).
    @Test(arguments: [0.0005, 0.002, 0.0113, 0.016])
    func sixHundredFramesTakeTenSeconds(work: Double) {
        let starts = Self.frameStarts(count: 601, work: work)
        let elapsed = starts.last! - starts.first!
        #expect(elapsed >= 10 - 1e-9 && elapsed < 10.001, "\(elapsed) s with \(work * 1000) ms of work")
        // No frame starts before its tick, nor more than a millisecond after it.
        for (index, start) in starts.enumerated() {
            let tick = starts.first! + Double(index) * Self.step
            #expect(start >= tick - 1e-9 && start < tick + 0.001 + 1e-9, "frame \(index) at \(start - tick) s from its tick")
        }
    }

    // A frame that ends past its tick waits for nothing and the next keeps its tick; one that
    // ends more than a step past it starts the count again from its end: the next frames come
    // a step apart, not at once to catch up.
    @Test func aSlowFrameStartsTheCountAgain() {
        var pacer = FramePacer(step: Self.step)
        #expect(pacer.millisecondsToWait(frameStartedAt: 0, now: 0.002) == 15)
        // 5 ms past the tick at 2/60 s: no wait, and the tick after it is 3/60 s.
        #expect(pacer.millisecondsToWait(frameStartedAt: 0.017, now: 2.0 / 60 + 0.005) == 0)
        #expect(pacer.millisecondsToWait(frameStartedAt: 2.0 / 60 + 0.005, now: 2.0 / 60 + 0.007) == 10)
        // 50 ms of work from 3/60 s: past 4/60 s by more than a step, so counted from its end.
        #expect(pacer.millisecondsToWait(frameStartedAt: 3.0 / 60, now: 3.0 / 60 + 0.05) == 0)
        #expect(pacer.lastTick == 3.0 / 60 + 0.05)
        let next = pacer.millisecondsToWait(frameStartedAt: 3.0 / 60 + 0.05, now: 3.0 / 60 + 0.052)
        #expect(next == 15, "the tick after the slow frame is a step after its end")
    }
}
