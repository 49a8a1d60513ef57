import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

@Suite("Autoplay: steps at exact times, pauses and resumes")
struct AutoplayTests {
    static func enabled(
        delay: Double = 2, direction: Autoplay.Direction = .forward, hover: Bool = false, interaction: Bool = true,
        resume: Double = 1.5
    ) -> Autoplay {
        Autoplay(
            configuration: .init(
                isEnabled: true, delay: delay, direction: direction, pausesOnHover: hover,
                pausesOnInteraction: interaction, resumeDelay: resume))
    }

    /// Runs `autoplay` in frames of `step` seconds from `start` to `end`, returning the times
    /// at which it stepped.
    static func run(_ autoplay: inout Autoplay, from start: Double, to end: Double, step: Double) -> [Double] {
        var steps: [Double] = []
        var frame = 0
        while true {
            let time = start + Double(frame) * step
            guard time <= end + 1e-9 else { break }
            if autoplay.update(at: time) != 0 { steps.append(time) }
            frame += 1
        }
        return steps
    }

    @Test func offByDefaultItNeverSteps() {
        var autoplay = Autoplay()
        #expect(Self.run(&autoplay, from: 0, to: 30, step: 1.0 / 60).isEmpty)
        #expect(autoplay.state(at: 10) == .off && autoplay.progress(at: 10) == 0)
    }

    // Frames every 0.25 s land on the delay's multiples: steps at 2, 4, 6 exactly.
    @Test func stepsFallOnWholeDelaysFromTheStart() {
        var autoplay = Self.enabled()
        #expect(Self.run(&autoplay, from: 0, to: 6, step: 0.25) == [2, 4, 6])
        #expect(autoplay.stepCount == 3 && autoplay.cycleStart == 6)
    }

    // At any frame rate a step comes in the first frame at or after each whole delay, and the
    // next delay counts from the whole delay, not from the frame: no drift.
    @Test(arguments: [1.0 / 24, 1.0 / 60, 1.0 / 144, 0.3])
    func noDriftAtAnyFrameRate(step: Double) {
        var autoplay = Self.enabled()
        let times = Self.run(&autoplay, from: 0, to: 201, step: step)
        #expect(times.count == 100)
        for (index, time) in times.enumerated() {
            let due = Double(index + 1) * 2
            #expect(time >= due - 1e-9 && time < due + step)
        }
    }

    @Test func backwardStepsAreMinusOne() {
        var autoplay = Self.enabled(direction: .backward)
        _ = autoplay.update(at: 0)
        #expect(autoplay.update(at: 2) == -1)
    }

    // Progress is the share of the delay run: exact at quarter delays.
    @Test func progressIsTheShareOfTheDelay() {
        var autoplay = Self.enabled()
        _ = autoplay.update(at: 0)
        #expect(autoplay.progress(at: 0) == 0)
        #expect(autoplay.progress(at: 0.5) == 0.25)
        #expect(autoplay.progress(at: 1.5) == 0.75)
        _ = autoplay.update(at: 2)
        #expect(autoplay.progress(at: 2) == 0)
        #expect(autoplay.progress(at: 3) == 0.5)
    }

    // A press at 1 holds it; the release at 3 starts the resume delay of 1.5 s; it runs again
    // at 4.5 exactly, and the next step is a full delay later, at 6.5.
    @Test func aDragPausesItAndItResumesAfterTheIdleTime() {
        var autoplay = Self.enabled()
        _ = autoplay.update(at: 0)
        autoplay.handle(.pointerDown(Point(x: 10, y: 10), button: .left), at: 1)
        #expect(autoplay.state(at: 1) == .pausedByInteraction)
        #expect(autoplay.update(at: 2) == 0)
        autoplay.handle(.pointerMoved(Point(x: 50, y: 10)), at: 2.5)
        autoplay.handle(.pointerUp(Point(x: 80, y: 10), button: .left), at: 3)
        #expect(autoplay.state(at: 3) == .resuming(in: 1.5))
        #expect(autoplay.state(at: 4) == .resuming(in: 0.5))
        #expect(autoplay.progress(at: 4) == 0)
        #expect(autoplay.state(at: 4.5) == .running)
        let times = Self.run(&autoplay, from: 3, to: 9, step: 0.25)
        #expect(times == [6.5, 8.5])
    }

    @Test func wheelAndKeysPauseItFromTheirTime() {
        var autoplay = Self.enabled()
        _ = autoplay.update(at: 0)
        autoplay.handle(.wheel(WheelInput(dx: 0, dy: -1, kind: .notched)), at: 1)
        #expect(autoplay.state(at: 1) == .resuming(in: 1.5))
        autoplay.handle(.keyDown(.right, modifiers: [], isRepeat: false), at: 2)
        #expect(autoplay.state(at: 3) == .resuming(in: 0.5))
        #expect(Self.run(&autoplay, from: 1, to: 6, step: 0.125) == [5.5])
    }

    @Test func interactionDoesNotPauseWhenSwitchedOff() {
        var autoplay = Self.enabled(interaction: false)
        _ = autoplay.update(at: 0)
        autoplay.handle(.pointerDown(Point(x: 10, y: 10), button: .left), at: 1)
        #expect(autoplay.state(at: 1) == .running)
        #expect(autoplay.update(at: 2) == 1)
    }

    // Over the content from 1 to 3: paused, then resuming 1.5 s after it left.
    @Test func hoverPausesItAndLeavingResumesAfterTheIdleTime() {
        var autoplay = Self.enabled(hover: true)
        _ = autoplay.update(at: 0)
        autoplay.setPointerOver(true, at: 1)
        #expect(autoplay.state(at: 1) == .pausedByHover)
        #expect(autoplay.update(at: 2) == 0 && autoplay.progress(at: 2) == 0)
        autoplay.setPointerOver(false, at: 3)
        #expect(autoplay.state(at: 3.5) == .resuming(in: 1))
        #expect(Self.run(&autoplay, from: 3, to: 7, step: 0.25) == [6.5])
    }

    @Test func hoverIsIgnoredUnlessItPauses() {
        var autoplay = Self.enabled(hover: false)
        _ = autoplay.update(at: 0)
        autoplay.setPointerOver(true, at: 1)
        #expect(autoplay.state(at: 1) == .running && autoplay.update(at: 2) == 1)
    }

    // A frame more than a whole delay late takes one step and starts afresh from itself.
    @Test func aLateFrameTakesOneStep() {
        var autoplay = Self.enabled()
        _ = autoplay.update(at: 0)
        #expect(autoplay.update(at: 7) == 1)
        #expect(autoplay.cycleStart == 7 && autoplay.update(at: 8.9) == 0 && autoplay.update(at: 9) == 1)
    }

    @Test func switchingOnStartsAFreshDelay() {
        var autoplay = Autoplay()
        autoplay.handle(.pointerUp(Point(x: 0, y: 0), button: .left), at: 0)
        _ = autoplay.update(at: 5)
        autoplay.configuration.isEnabled = true
        #expect(autoplay.update(at: 10) == 0 && autoplay.state(at: 10) == .running)
        #expect(autoplay.update(at: 12.9) == 0 && autoplay.update(at: 13) == 1)
    }

    @Test(arguments: [-1.0, 0, .nan, .infinity, 1e9])
    func delaysOutOfRangeAreBroughtIntoIt(delay: Double) {
        let configuration = Autoplay.Configuration(isEnabled: true, delay: delay, resumeDelay: delay)
        #expect(configuration.delay >= Autoplay.Configuration.minimumDelay)
        #expect(configuration.delay <= Autoplay.Configuration.maximumDelay)
        #expect(configuration.resumeDelay >= 0 && configuration.resumeDelay <= Autoplay.Configuration.maximumDelay)
    }

    @Test func statesReadAsTheInspectorShowsThem() {
        #expect(Autoplay.State.resuming(in: 1.25).description == "resuming in 1.3 s")
        // 2.2 − 1.6 is 0.6000000000000001 in doubles: still 0.6, not 0.7.
        #expect(Autoplay.State.resuming(in: 2.2 - 1.6).description == "resuming in 0.6 s")
        #expect(Autoplay.State.pausedByHover.description == "paused by hover")
        #expect(Autoplay.State.pausedByInteraction.description == "paused by interaction")
        #expect(Autoplay.State.running.description == "running")
    }
}
