import Foundation
import Testing
import VitrineMotion
import VitrineTestSupport

@Suite("DecelerationRate")
struct DecelerationRateTests {
    @Test("the named rates are UIScrollView's per-millisecond multipliers")
    func namedRates() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 0.998) == .normal)
    }

    @Test("projection: 1000 px/s rests 499 px away at normal and 99 px at fast")
    func projection() {
        // (1000/1000)·0.998/0.002 = 499; (1000/1000)·0.99/0.01 = 99.
        #expect(isClose(DecelerationRate.normal.projectedDistance(velocity: 1000), 499, tolerance: 1e-9))
        #expect(isClose(DecelerationRate.fast.projectedDistance(velocity: 1000), 99, tolerance: 1e-9))
        // Linear in velocity, sign included: −2500 px/s → −2.5·499.
        #expect(isClose(DecelerationRate.normal.projectedDistance(velocity: -2500), -1247.5, tolerance: 1e-9))
        #expect(DecelerationRate.normal.projectedDistance(velocity: 0) == 0)
    }

    @Test("decay constant k = 1000·(1 − d)/d, so that v₀/k is the projection")
    func decayConstant() {
        // 1000·0.002/0.998 = 2.00400801603…; 1000·0.01/0.99 = 10.1010101…
        #expect(isClose(DecelerationRate.normal.decayConstant, 2 / 0.998, tolerance: 1e-12))
        #expect(isClose(DecelerationRate.fast.decayConstant, 10 / 0.99, tolerance: 1e-12))
        #expect(isClose(1000 / DecelerationRate.normal.decayConstant, 499, tolerance: 1e-9))
    }

    @Test("rates outside (0, 1) are refused", arguments: [0, 1, -0.5, 1.5, Double.nan, .infinity, -.infinity])
    func invalidRates(raw: Double) {
        #expect(DecelerationRate(rawValue: raw) == nil)
    }

    @Test(
        "every rate strictly between 0 and 1 is taken, the smallest subnormal and 1 − ulp included",
        arguments: [Double.leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-12, 0.5, 1.0.nextDown])
    func extremeRates(raw: Double) throws {
        let rate = try #require(DecelerationRate(rawValue: raw))
        #expect(rate.rawValue == raw)
        #expect(rate.decayConstant.isFinite && rate.decayConstant > 0)
        #expect(rate.decayConstant <= DecelerationRate.largestDecayConstant)
        #expect(rate.projectedDistance(velocity: 1e6).isFinite)
        // A fling at that rate: every position, velocity and time finite, never NaN.
        let fling = DecelerationSimulation(start: 100, velocity: 5000, rate: rate)
        for t in [0, 1e-18, 1e-9, 0.016, 1, 1e6] {
            #expect(fling.position(at: t).isFinite && fling.velocity(at: t).isFinite, "rate \(raw) at \(t)")
        }
        #expect(fling.duration.isFinite)
    }

    @Test(
        "a scroller flung at the smallest subnormal rate stays finite and rests",
        arguments: [ScrollSnapping.free, .stick, .paging])
    func scrollerAtTheSmallestRate(snapping: ScrollSnapping) throws {
        let rate = try #require(DecelerationRate(rawValue: .leastNonzeroMagnitude))
        var scroller = Scroller.horizontal { configuration in
            configuration.decelerationRate = rate
            configuration.pageSize = 250
            configuration.snapping = snapping
        }
        let release = scroller.drag(from: 500, velocity: -3000, duration: 0.1)
        var t = release
        while t < release + 3 {
            t += 1.0 / 60
            scroller.update(at: t)
            #expect(scroller.offset.isFinite)
        }
        #expect(!scroller.isMoving)
    }

    @Test("a rate round-trips through JSON as a bare number, and a bad one fails to decode")
    func coding() throws {
        let data = try JSONEncoder().encode(DecelerationRate.fast)
        #expect(String(decoding: data, as: UTF8.self) == "0.99")
        #expect(try JSONDecoder().decode(DecelerationRate.self, from: Data("0.995".utf8)).rawValue == 0.995)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DecelerationRate.self, from: Data("1.2".utf8)) }
    }
}
