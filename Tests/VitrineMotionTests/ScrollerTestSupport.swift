import VitrineGeometry
import VitrineInput

@testable import VitrineMotion

/// Builds scrollers and feeds them gestures with exact timestamps.
extension Scroller {
    /// A horizontal scroller over `content` points of content in a `viewport`-point window.
    static func horizontal(
        content: Double = 10_000, viewport: Double = 1000,
        configure: (inout Configuration) -> Void = { _ in }
    ) -> Scroller {
        var configuration = Configuration(axis: .horizontal)
        configure(&configuration)
        var scroller = Scroller(configuration: configuration)
        scroller.setContent(length: content, viewport: viewport)
        return scroller
    }

    /// Drags the pointer from `x` at `velocity` points per second (pointer direction) for
    /// `duration` seconds, a sample every 8 ms, starting at `start`, and releases it. Returns the
    /// release time.
    @discardableResult
    mutating func drag(from x: Double, velocity: Double, duration: Double, start: Double = 0) -> Double {
        handle(.pointerDown(Point(x: x, y: 300), button: .left), at: start)
        var t = 0.0
        while t < duration - 1e-9 {
            t = min(t + 0.008, duration)
            handle(.pointerMoved(Point(x: x + velocity * t, y: 300)), at: start + t)
        }
        handle(.pointerUp(Point(x: x + velocity * duration, y: 300), button: .left), at: start + duration)
        return start + duration
    }

    /// Steps frames of `step` seconds from `start` until motion ends (at most `limit` seconds).
    mutating func settle(from start: Double, step: Double = 1.0 / 60, limit: Double = 10) -> Double {
        var t = start
        while isMoving, t < start + limit {
            t += step
            update(at: t)
        }
        return t
    }
}
