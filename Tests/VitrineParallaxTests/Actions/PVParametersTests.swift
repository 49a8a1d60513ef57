import Testing
import VitrineParallax

@Suite("PVParameters and page progress")
struct PVParametersTests {
    @Test(arguments: [(-0.1, 1.0), (0.5, 0.5), (0.6, 0.4), (0, 1.2), (0, .infinity)])
    func invalidOffsetsThrowADescriptiveError(start: Double, stop: Double) {
        #expect(throws: PVParametersError(startOffset: start, stopOffset: stop)) {
            _ = try PVParameters(startOffset: start, stopOffset: stop)
        }
    }

    @Test func notANumberIsRefused() {
        #expect(throws: PVParametersError.self) { _ = try PVParameters(startOffset: .nan, stopOffset: 1) }
    }

    @Test func theErrorSaysWhatIsExpected() {
        #expect(
            PVParametersError(startOffset: 0.6, stopOffset: 0.4).description
                == "PVParameters: startOffset 0.6 and stopOffset 0.4 must satisfy 0 ≤ start < stop ≤ 1")
    }

    @Test func startAndStopShiftAndScale() throws {
        // start 0.2, stop 0.6: nothing before 0.2, half way at 0.4, held at 1 after 0.6.
        let parameters = try PVParameters(startOffset: 0.2, stopOffset: 0.6)
        #expect(parameters.actionProgress(forPageProgress: 0.1) == 0)
        #expect(abs(parameters.actionProgress(forPageProgress: 0.4) - 0.5) < 1e-12)
        #expect(parameters.actionProgress(forPageProgress: 0.9) == 1)
        #expect(parameters.actionProgress(forPageProgress: -0.3) == 0)  // no overshoot: start is not 0
        #expect(parameters.actionProgress(forPageProgress: 1.3) == 1)  // no overshoot: stop is not 1
    }

    /// (start, stop, page progress, action progress), worked by hand from the seed's mapping:
    /// shift by the start unless it is 0, scale by the span, cap at 1 unless the stop is 1.
    static let table: [(Double, Double, Double, Double)] = [
        (0, 1, -0.2, -0.2), (0, 1, 0.3, 0.3), (0, 1, 1.2, 1.2),  // both ends open
        (0, 0.5, -0.2, -0.4), (0, 0.5, 0.25, 0.5), (0, 0.5, 0.9, 1),  // open start only
        (0.5, 1, -0.2, 0), (0.5, 1, 0.75, 0.5), (0.5, 1, 1.1, 1.2),  // open stop only
        (0.25, 0.75, 0.1, 0), (0.25, 0.75, 0.5, 0.5), (0.25, 0.75, 1.3, 1),  // both ends closed
    ]

    @Test("the progress mapping on a table of offsets", arguments: table)
    func progressTable(start: Double, stop: Double, page: Double, expected: Double) throws {
        let parameters = try PVParameters(startOffset: start, stopOffset: stop)
        #expect(abs(parameters.actionProgress(forPageProgress: page) - expected) < 1e-12)
    }

    @Test func openEndsOvershoot() throws {
        let whole = PVParameters.default
        #expect(whole.actionProgress(forPageProgress: -0.25) == -0.25)
        #expect(whole.actionProgress(forPageProgress: 1.25) == 1.25)
        let tail = try PVParameters(startOffset: 0.5, stopOffset: 1)
        #expect(tail.actionProgress(forPageProgress: 1.25) == 1.5)
    }

    @Test func timingFunctionsEaseTheScaledProgress() throws {
        let eased = try PVParameters(startOffset: 0, stopOffset: 0.5, timingFunction: Easing.easeInQuad)
        // Page progress 0.25 is action progress 0.5, eased to 0.25.
        #expect(abs(eased.actionProgress(forPageProgress: 0.25) - 0.25) < 1e-12)
    }

    @Test func pageProgressFollowsTheSeed() throws {
        // Four pages of 400 points, the last ignored.
        let first = try #require(PVPageProgress.at(offset: 100, pageSize: 400, pageCount: 4))
        #expect(first == PVPageProgress(page: 0, activePage: 0, progress: 0.25))
        let bounce = try #require(PVPageProgress.at(offset: -40, pageSize: 400, pageCount: 4))
        #expect(bounce == PVPageProgress(page: 0, activePage: 0, progress: -0.1))
        let last = try #require(PVPageProgress.at(offset: 1200, pageSize: 400, pageCount: 4))
        #expect(last == PVPageProgress(page: 3, activePage: 2, progress: 1))
        let pastEnd = try #require(PVPageProgress.at(offset: 1300, pageSize: 400, pageCount: 4))
        #expect(pastEnd == PVPageProgress(page: 3, activePage: 2, progress: 1.25))
        let kept = try #require(PVPageProgress.at(offset: 1300, pageSize: 400, pageCount: 4, ignoresLastPage: false))
        #expect(kept == PVPageProgress(page: 3, activePage: 3, progress: 0.25))
        #expect(PVPageProgress.at(offset: 0, pageSize: 0, pageCount: 4) == nil)
        #expect(PVPageProgress.at(offset: 0, pageSize: 400, pageCount: 0) == nil)
    }
}
