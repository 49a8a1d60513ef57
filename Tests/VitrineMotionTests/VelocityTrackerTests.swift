import Testing
import VitrineMotion
import VitrineTestSupport

@Suite("VelocityTracker")
struct VelocityTrackerTests {
    /// A tracker fed `samples` as (time, position) pairs.
    static func tracker(_ samples: [(time: Double, position: Double)]) -> VelocityTracker {
        var tracker = VelocityTracker()
        for sample in samples { tracker.addSample(position: sample.position, time: sample.time) }
        return tracker
    }

    @Test("exact on linear motion: 1234.5 px/s sampled every 8 ms")
    func linear() {
        let samples = (0..<30).map { (i: Int) -> (time: Double, position: Double) in
            let elapsed = 0.008 * Double(i)
            return (2.0 + elapsed, 500 + 1234.5 * elapsed)
        }
        let tracker = Self.tracker(samples)
        #expect(isClose(tracker.velocity(), 1234.5, tolerance: 1e-6))
        #expect(isClose(tracker.velocity(at: samples[29].time + 0.01), 1234.5, tolerance: 1e-6))
    }

    @Test("exact on quadratic motion: the derivative at the newest sample")
    func quadratic() {
        // x(t) = 3 + 250·t − 4000·t², so x′(t) = 250 − 8000·t. Newest sample at t = 0.3 + 0.008·12 = 0.396:
        // x′ = 250 − 3168 = −2918.
        let samples = (0..<13).map { i -> (time: Double, position: Double) in
            let t = 0.3 + 0.008 * Double(i)
            return (t, 3 + 250 * t - 4000 * t * t)
        }
        #expect(isClose(Self.tracker(samples).velocity(), -2918, tolerance: 1e-6))
    }

    @Test("samples exactly 100 ms old and 40 ms apart still count")
    func inclusiveBoundaries() {
        // Ages 0.1, 0.06, 0.03, 0 (the first gap exactly 40 ms); positions relative to the newest:
        // −50 (off the line), −60, −30, 0 (on a line of 1000 px/s). The least-squares parabola
        // c₀ + c₁·a + c₂·a² through the four (normal equations, solved in exact fractions) has
        // c₁ = 813250/517 = 1573.01740812… px/s, not 1000.
        let tracker = Self.tracker([(4.9, 50), (4.94, 40), (4.97, 70), (5.0, 100)])
        #expect(isClose(tracker.velocity(), 813_250.0 / 517, tolerance: 1e-6))
    }

    @Test("a sample older than 100 ms is ignored")
    func horizon() {
        // The same shape with the outlier 100.1 ms old (and the next sample moved to keep the gap
        // at 40 ms, on the line): the three samples on the line remain.
        let tracker = Self.tracker([(4.8999, 50), (4.9399, 39.9), (4.97, 70), (5.0, 100)])
        #expect(isClose(tracker.velocity(), 1000, tolerance: 1e-6))
        // A long slow approach followed by 100 ms of fast motion: only the fast motion counts.
        var samples: [(time: Double, position: Double)] = []
        for i in 0...30 {
            let t = 0.01 * Double(i)
            samples.append((t, t <= 0.15 ? 100 * t : 15 + 1000 * (t - 0.15)))
        }
        #expect(isClose(Self.tracker(samples).velocity(), 1000, tolerance: 1e-6))
    }

    @Test("walking back stops at a gap of more than 40 ms")
    func gap() {
        // The outlier 40.1 ms before the next sample (70.1 ms old, inside the horizon) is dropped.
        let tracker = Self.tracker([(4.9299, 50), (4.97, 70), (4.985, 85), (5.0, 100)])
        #expect(isClose(tracker.velocity(), 1000, tolerance: 1e-6))
        // A pause of 50 ms in the middle: the motion before it (at another speed) is forgotten.
        let paused = Self.tracker([(0.0, 0), (0.01, 30), (0.02, 60), (0.07, 60), (0.08, 65), (0.09, 70), (0.1, 75)])
        #expect(isClose(paused.velocity(), 500, tolerance: 1e-6))
    }

    @Test("at most 20 samples are kept and used")
    func capacity() {
        // 26 samples every 4 ms all within 100 ms of the newest: the oldest 6 are garbage, the
        // newest 20 lie on a line of −800 px/s. Only the newest 20 count.
        var samples: [(time: Double, position: Double)] = []
        for i in 0..<26 {
            let t = 0.004 * Double(i)
            samples.append((t, i < 6 ? 1e4 * Double(i % 2) : -800 * t))
        }
        let tracker = Self.tracker(samples)
        #expect(tracker.sampleCount == 20)
        #expect(isClose(tracker.velocity(), -800, tolerance: 1e-6))
    }

    @Test("fewer than 3 samples: a difference quotient, or 0")
    func fewSamples() {
        #expect(VelocityTracker().velocity() == 0)
        #expect(Self.tracker([(1, 10)]).velocity() == 0)
        // (25 − 10)/(1.02 − 1) = 750.
        #expect(isClose(Self.tracker([(1, 10), (1.02, 25)]).velocity(), 750, tolerance: 1e-9))
        // Two samples 60 ms apart: the gap leaves one, so 0.
        #expect(Self.tracker([(1, 10), (1.06, 25)]).velocity() == 0)
    }

    @Test("duplicate times give a line or 0, never NaN")
    func duplicateTimes() {
        // Two distinct times: the least-squares line goes through the mean at each, (0, 2.5) and
        // (0.01, 11): slope 850.
        let pairs = Self.tracker([(0, 0), (0, 5), (0.01, 10), (0.01, 12)])
        #expect(isClose(pairs.velocity(), 850, tolerance: 1e-6))
        #expect(Self.tracker([(1, 0), (1, 5), (1, 9)]).velocity() == 0)
        #expect(Self.tracker([(1, 0), (1, 5)]).velocity() == 0)
    }

    @Test("the pointer had stopped when the newest sample is over 40 ms older than the release")
    func staleRelease() {
        let tracker = Self.tracker([(1.0, 0), (1.01, 10), (1.02, 20)])
        #expect(isClose(tracker.velocity(at: 1.06), 1000, tolerance: 1e-6))  // exactly 40 ms: still moving
        #expect(tracker.velocity(at: 1.0601) == 0)
        #expect(isClose(tracker.velocity(at: nil), 1000, tolerance: 1e-6))
        #expect(isClose(tracker.velocity(at: .nan), 1000, tolerance: 1e-6))
    }

    @Test("non-finite and out-of-order samples are ignored; reset forgets everything")
    func badSamplesAndReset() {
        var tracker = Self.tracker([(1.0, 0), (1.01, 10), (1.02, 20)])
        tracker.addSample(position: .nan, time: 1.03)
        tracker.addSample(position: 1e9, time: .infinity)
        tracker.addSample(position: 1e9, time: 1.015)
        #expect(tracker.sampleCount == 3)
        #expect(isClose(tracker.velocity(), 1000, tolerance: 1e-6))
        tracker.reset()
        #expect(tracker.sampleCount == 0)
        #expect(tracker.velocity() == 0)
    }

    @Test("property: exact on random linear and quadratic motion at irregular sample times")
    func randomMotion() {
        var random = SplitMix64(seed: 0x7EAC_4E5)
        for _ in 0..<300 {
            // Motion around the newest sample time tₙ: x(t) = x₀ + v·(t − tₙ) + ½·a·(t − tₙ)²,
            // so the velocity at tₙ is v.
            let x0 = random.double(in: -1e5...1e5)
            let v = random.double(in: -6000...6000)
            let a = random.unit() < 0.5 ? 0 : random.double(in: -40_000...40_000)
            var times = [random.double(in: 0...1000)]
            for _ in 1..<random.int(in: 3...30) {
                times.append(times[times.count - 1] + random.double(in: 0.002...0.02))
            }
            let newest = times[times.count - 1]
            var tracker = VelocityTracker()
            for t in times {
                let age = t - newest
                tracker.addSample(position: x0 + v * age + 0.5 * a * age * age, time: t)
            }
            #expect(isClose(tracker.velocity(at: newest), v, relative: 1e-6, absolute: 1e-4))
        }
    }

    @Test("property: random noise never gives NaN or infinity")
    func randomNoise() {
        var random = SplitMix64(seed: 0x0015E)
        for _ in 0..<300 {
            var tracker = VelocityTracker()
            var t = random.double(in: -10...10)
            for _ in 0..<random.int(in: 0...40) {
                // Repeated times, big jumps, long pauses.
                let step = [0, 1e-9, 0.001, 0.03, 0.05][random.int(in: 0...4)]
                t += step
                tracker.addSample(position: random.double(in: -1e9...1e9), time: t)
            }
            let velocity = tracker.velocity(at: t + random.double(in: 0...0.05))
            #expect(velocity.isFinite)
        }
    }
}
