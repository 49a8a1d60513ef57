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

    @Test("a rate round-trips through JSON as a bare number, and a bad one fails to decode")
    func coding() throws {
        let data = try JSONEncoder().encode(DecelerationRate.fast)
        #expect(String(decoding: data, as: UTF8.self) == "0.99")
        #expect(try JSONDecoder().decode(DecelerationRate.self, from: Data("0.995".utf8)).rawValue == 0.995)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DecelerationRate.self, from: Data("1.2".utf8)) }
    }
}
