import Testing
import VitrineMotion
import VitrineTestSupport

@Suite("WheelGlide")
struct WheelGlideTests {
    /// The velocity of the plain 0 → 120 px glide at t = ¼ of its curve parameter:
    /// 120/0.2 · y′/x′ = 600 · 1.125/0.9675 = 697.674418… px/s (see CubicBezierTests).
    static let quarterVelocity = 600 * 1.125 / 0.9675
    /// The time at which that glide reaches curve progress x(¼) = 0.274375: 0.274375 · 0.2 s.
    static let quarterTime = 0.274375 * 0.2

    @Test("Chromium's wheel durations: 200 ms up to 120 px, 100 ms from 480 px")
    func wheelDurations() {
        #expect(WheelGlide.wheelDuration(forDistance: 0) == 0.2)
        #expect(WheelGlide.wheelDuration(forDistance: 53) == 0.2)
        #expect(WheelGlide.wheelDuration(forDistance: -120) == 0.2)
        // 12 − (240 − 120)·6/360 = 10 frames; 12 − 180·6/360 = 9 frames.
        #expect(isClose(WheelGlide.wheelDuration(forDistance: 240), 10.0 / 60, tolerance: 1e-15))
        #expect(isClose(WheelGlide.wheelDuration(forDistance: -300), 0.15, tolerance: 1e-15))
        #expect(WheelGlide.wheelDuration(forDistance: 480) == 0.1)
        #expect(WheelGlide.wheelDuration(forDistance: 1e9) == 0.1)
        #expect(WheelGlide.wheelDuration(forDistance: .nan) == 0.2)
        // Programmatic: √100 = 10 frames; capped at 42 frames = 0.7 s.
        #expect(isClose(WheelGlide.programmaticDuration(forDistance: 100), 10.0 / 60, tolerance: 1e-15))
        #expect(isClose(WheelGlide.programmaticDuration(forDistance: -4000), 0.7, tolerance: 1e-15))
        #expect(isClose(WheelGlide.keyboardDuration, 0.15, tolerance: 1e-15))
    }

    @Test("a glide from rest follows the ease-in-out curve")
    func plainGlide() {
        let glide = WheelGlide(from: 0, to: 120)
        #expect(glide.duration == 0.2)
        #expect(glide.curve == .easeInEaseOut)
        #expect(glide.position(at: 0) == 0)
        #expect(glide.velocity(at: 0) == 0)
        #expect(isClose(glide.position(at: 0.1), 60, tolerance: 1e-6))
        // 120 · y(¼) = 120 · 0.15625 = 18.75 at 0.054875 s.
        #expect(isClose(glide.position(at: Self.quarterTime), 18.75, tolerance: 1e-6))
        #expect(isClose(glide.velocity(at: Self.quarterTime), Self.quarterVelocity, tolerance: 1e-4))
        // Peak speed at the middle: 600 · 1.5/0.87 = 1034.48… px/s.
        #expect(isClose(glide.velocity(at: 0.1), 600 * 1.5 / 0.87, tolerance: 1e-4))
        #expect(glide.position(at: 0.2) == 120)
        #expect(glide.velocity(at: 0.2) == 0)
        #expect(glide.isDone(at: 0.2) && !glide.isDone(at: 0.199))
        #expect(glide.position(at: 5) == 120)
        // Downwards and offset.
        let down = WheelGlide(from: 1000, to: 500)
        #expect(down.duration == 0.1)
        #expect(isClose(down.position(at: 0.05), 750, tolerance: 1e-5))
    }

    @Test("retargeting keeps position and velocity and takes the new distance's duration")
    func retarget() {
        let glide = WheelGlide(from: 0, to: 120)
        let next = glide.retargeted(to: 240, at: Self.quarterTime)
        #expect(next.start == glide.position(at: Self.quarterTime))
        #expect(next.target == 240)
        #expect(isClose(next.velocity(at: 0), glide.velocity(at: Self.quarterTime), relative: 1e-12))
        // Δ = 240 − 18.75 = 221.25 px: 12 − 101.25·6/360 = 10.3125 frames = 0.171875 s (the velocity
        // bound 2.5·221.25/697.67 = 0.79 s is longer).
        #expect(isClose(next.duration, 0.171875, tolerance: 1e-9))
        // Slope 697.674…·0.171875/221.25 = 0.541988…; y1 = 0.42 × that.
        #expect(isClose(next.curve.y1, 0.42 * Self.quarterVelocity * 0.171875 / 221.25, tolerance: 1e-8))
        #expect(next.curve.x1 == 0.42 && next.curve.x2 == 0.58 && next.curve.y2 == 1)
        #expect(next.position(at: 1) == 240)
    }

    @Test("a near target at speed: the duration is bounded by 2.5·distance/velocity")
    func velocityBound() {
        let glide = WheelGlide(from: 0, to: 120)
        // Δ = 30 − 18.75 = 11.25 px: 2.5·11.25/697.674… = 0.0403125 s < 0.2 s, so the slope is 2.5.
        let near = glide.retargeted(to: 30, at: Self.quarterTime)
        #expect(isClose(near.duration, 0.0403125, tolerance: 1e-9))
        #expect(isClose(near.curve.y1, 0.42 * 2.5, tolerance: 1e-8))
        #expect(isClose(near.velocity(at: 0), Self.quarterVelocity, relative: 1e-6))
    }

    @Test("a target behind: the curve dips first, velocity still continuous")
    func reverse() {
        let glide = WheelGlide(from: 0, to: 120)
        // Δ = −18.75 px: no velocity bound (moving away), 0.2 s; slope 697.67·0.2/(−18.75) = −7.4419.
        let back = glide.retargeted(to: 0, at: Self.quarterTime)
        #expect(back.duration == 0.2)
        #expect(isClose(back.curve.y1, 0.42 * Self.quarterVelocity * 0.2 / -18.75, tolerance: 1e-8))
        #expect(isClose(back.velocity(at: 0), Self.quarterVelocity, relative: 1e-6))
        #expect(back.position(at: 0.02) > back.start)  // still moving on before turning back
        #expect(back.position(at: 0.2) == 0)
    }

    @Test("limits: the slope clamp, arriving, explicit durations, bad input")
    func limits() {
        // Needs slope −10000·0.2/0.1 = −20000: clamped to −1000, so it leaves at 0.1/0.2·(−1000) = −500 px/s.
        let clamped = WheelGlide(from: 0, to: 0.1, initialVelocity: -10_000)
        #expect(clamped.curve.y1 == -420)
        #expect(isClose(clamped.velocity(at: 0), -500, tolerance: 1e-9))
        // Closer than 0.01 px: already there.
        let arrived = WheelGlide(from: 5, to: 5.005, initialVelocity: 300)
        #expect(arrived.duration == 0)
        #expect(arrived.position(at: 0) == 5.005 && arrived.velocity(at: 0) == 0 && arrived.isDone(at: 0))
        #expect(WheelGlide(from: 0, to: 100, duration: WheelGlide.keyboardDuration).duration == 0.15)
        #expect(WheelGlide(from: 0, to: 100, duration: -1).duration == 0)
        #expect(WheelGlide(from: 0, to: 100, duration: .nan).duration == 0.2)
        let bad = WheelGlide(from: .nan, to: .infinity, initialVelocity: .nan)
        #expect(bad.start == 0 && bad.target == 0 && bad.position(at: 0.1) == 0)
        let glide = WheelGlide(from: 0, to: 120)
        #expect(glide.position(at: -1) == 0 && glide.position(at: .nan) == 0)
    }

    @Test("property: notches arriving at random times never make position or velocity jump")
    func randomNotches() {
        var random = SplitMix64(seed: 0x6_11DE)
        var continuityChecks = 0
        for _ in 0..<300 {
            let origin = random.double(in: -1e4...1e4)
            var glide = WheelGlide(from: origin, to: origin + random.double(in: -500...500))
            var target = glide.target
            for _ in 0..<12 {
                let t = random.double(in: 0...0.25)
                target += random.double(in: -600...600)
                let next = glide.retargeted(to: target, at: t)
                // Exact, except that a glide ending within 0.01 px of its target snaps to it.
                if next.duration > 0 {
                    #expect(next.position(at: 0) == glide.position(at: t))
                } else {
                    #expect(abs(next.position(at: 0) - glide.position(at: t)) < WheelGlide.arrivalDistance)
                }
                let slope = abs(glide.velocity(at: t) * next.duration / next.distance)
                if slope < WheelGlide.maximumInitialSlope, abs(next.distance) >= WheelGlide.arrivalDistance {
                    #expect(isClose(next.velocity(at: 0), glide.velocity(at: t), relative: 1e-6, absolute: 1e-9))
                    if glide.velocity(at: t) != 0 { continuityChecks += 1 }
                }
                #expect(next.duration >= 0 && next.duration <= 0.2)
                glide = next
            }
            #expect(glide.position(at: glide.duration) == target)
            for t in grid(to: glide.duration, step: 0.001) {
                #expect(glide.position(at: t).isFinite && glide.velocity(at: t).isFinite)
                if t > 1e-4, t < glide.duration - 1e-4 {
                    let numeric = numericVelocity(glide, at: t, step: 1e-5)
                    #expect(isClose(glide.velocity(at: t), numeric, relative: 1e-3, absolute: 1))
                }
            }
        }
        // Most retargets happen mid-glide, with a velocity to carry over.
        #expect(continuityChecks > 1000)
    }
}
