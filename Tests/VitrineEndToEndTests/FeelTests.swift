import Foundation
import Testing
import VitrineTestSupport

/// What a hand feels, through the real binary: headless input scripts, the scroll offset of
/// every frame read from `--profile`.
@Suite("Feel, through the binary")
struct FeelTests {
    /// At 1280 × 720 a Showcase card is 0.75 · 0.42 · 720 = 226.8 points wide; the 3-D family
    /// spaces cards 8 points apart (Layout's default), the other presets 16.
    static let coverflowPeriod = 720 * 0.42 * 0.75 + 8, simplePeriod = 720 * 0.42 * 0.75 + 16

    /// A drag from `from` to `to` along y = 360, a move every 16 ms of `step` points, released
    /// at once (a flick), starting at `start` ms.
    static func flick(from: Int, to: Int, step: Int, start: Int = 0) -> [String] {
        var lines = ["\(start) down \(from) 360"], x = from, t = start
        while x != to {
            x = from < to ? min(x + step, to) : max(x - step, to)
            t += 16
            lines.append("\(t) move \(x) 360")
        }
        lines.append("\(t + 1) up \(x) 360")
        return lines
    }

    /// The offset's distance from the nearest multiple of `period`.
    static func distanceFromAnItem(_ offset: Double, period: Double) -> Double {
        abs(offset - (offset / period).rounded() * period)
    }

    @Test func aCoverflowFlickAndPageDownRestOnACard() throws {
        let flick = try CommandRunner.headlessProfile(
            ["--preset", "coverflow"],
            script: Self.flick(from: 800, to: 640, step: 40))
        let flung = try #require(flick.frames.last?.offset)
        #expect(flung > 2 * Self.coverflowPeriod, "the flick went \(flung)")
        #expect(Self.distanceFromAnItem(flung, period: Self.coverflowPeriod) < 1e-9, "rested at \(flung)")
        #expect(flick.frames.last?.focusedItem == Int((flung / Self.coverflowPeriod).rounded()))
        // The glide never turns back nor passes its card.
        let offsets = flick.offsets.compactMap { $0 }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 && $1 <= flung + 1e-9 })

        let paged = try CommandRunner.headlessProfile(["--preset", "coverflow"], script: ["0 key PageDown"])
        // One screen is 1280 / 234.8 = 5.45 cards: the nearest card, 5.
        #expect(isClose(try #require(paged.frames.last?.offset), 5 * Self.coverflowPeriod, tolerance: 1e-9))
        #expect(paged.frames.last?.focusedItem == 5)
    }

    @Test func aPullPastTheStartNeverGoesFurtherOutAfterTheRelease() throws {
        // L turns looping off; then a fast pull of 304 points to the right from the start.
        let script = ["0 key l"] + Self.flick(from: 300, to: 604, step: 40, start: 100)
        let run = try CommandRunner.headlessProfile(["--preset", "simple-horizontal"], script: script)
        let offsets = run.offsets.compactMap { $0 }
        let released = try #require(offsets.min())
        let release = try #require(offsets.firstIndex(of: released))
        #expect(released < -100)
        for (before, after) in zip(offsets[release...], offsets[release...].dropFirst()) {
            #expect(after >= before, "went further out after the release: \(before) → \(after)")
        }
        #expect(offsets.last == 0)
    }

    @Test func aTouchpadSwipeFlowsIntoItsFlingWithoutAStall() throws {
        // 30 precise deltas of 0.6 (31.8 points) every 10 ms: 3180 points per second.
        let script = (0..<30).map { "\(100 + 10 * $0) pwheel 0.6 0 640 360" }
        let offsets = try CommandRunner.headlessOffsets(["--preset", "simple-horizontal"], script: script)
            .compactMap { $0 }
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        // From the second frame of the swipe to a quarter second after its last delta.
        let first = try #require(steps.firstIndex { $0 > 0 }) + 1
        let window = steps[first..<(first + 18 + 15)]
        for (before, after) in zip(window, window.dropFirst()) {
            #expect(after > 0, "the content stood still")
            #expect(abs(after - before) <= 0.05 * before, "\(before) then \(after) points a frame")
        }
    }

    @Test func aDragOf100PointsMovesTheContent96() throws {
        for step in [1, 10, 25, 100] {
            let script = Self.flick(from: 700, to: 600, step: step).dropLast() + ["2000 up 600 360"]
            let offsets = try CommandRunner.headlessOffsets(["--preset", "simple-horizontal"], script: Array(script))
            #expect(offsets.last == 96, "moving \(step) points an event")
        }
    }

    @Test func aWheelNotchTurnsAParallaxPageSlowlyEnoughToSee() throws {
        let run = try CommandRunner.headlessProfile(["--preset", "parallax"], script: ["0 wheel 0 -1"])
        let offsets = run.offsets.compactMap { $0 }
        let moving = offsets.filter { $0 > 0 && $0 < 1280 }
        // 0.4 s at 60 frames a second: 23 frames strictly between the pages.
        #expect(moving.count >= 22 && moving.count <= 24, "\(moving.count) frames between the pages")
        #expect(offsets.last == 1280 && run.frames.last?.focusedItem == 1)
    }

    @Test func aClickOnACardOrItsDotBringsItToTheCenter() throws {
        // Card 1 of coverflow lies right of the front card; a click (press and release 2 points
        // apart) on it centers it.
        let click = try CommandRunner.headlessProfile(
            ["--preset", "coverflow"],
            script: ["0 down 775 360", "50 move 777 360", "100 up 777 360"])
        #expect(isClose(try #require(click.frames.last?.offset), Self.coverflowPeriod, tolerance: 1e-9))
        #expect(click.frames.last?.focusedItem == 1)
        // Dots: 24 along the bottom, 22 points apart around x = 640, 30 points up: dot 20 is
        // at 640 + (20 − 11.5) · 22 = 827.
        let dot = try CommandRunner.headlessProfile(
            ["--preset", "simple-horizontal"],
            script: ["0 down 827 690", "100 up 827 690"])
        #expect(dot.frames.last?.focusedItem == 20)
        #expect(Self.distanceFromAnItem(try #require(dot.frames.last?.offset), period: Self.simplePeriod) < 1e-9)
        // Parallax: five dots 22 apart; the fourth is at 640 + (3 − 2) · 22 = 662.
        let page = try CommandRunner.headlessProfile(["--preset", "parallax"], script: ["0 down 662 690", "80 up 662 690"])
        #expect(page.frames.last?.offset == 3 * 1280 && page.frames.last?.focusedItem == 3)
        // A drag is never a click.
        let drag = try CommandRunner.headlessProfile(
            ["--preset", "coverflow"],
            script: ["0 down 775 360", "50 move 765 360", "900 up 765 360"])
        #expect(drag.frames.last?.focusedItem == 0)
    }
}
