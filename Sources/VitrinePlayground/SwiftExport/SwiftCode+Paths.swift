import VitrineLive
import VitrineShowcase

/// The Showcase paths as Swift.
extension SwiftCode {
    /// The call that makes `path`, with the numbers that differ from its type's defaults;
    /// `nil` for a path type Swift export does not know.
    static func path(_ path: any PathProtocol) -> SwiftCode? {
        switch path {
        case is DefaultPath:
            return .call("DefaultPath", [])
        case let circle as CircularPath:
            let plain = CircularPath()
            return .call(
                "CircularPath",
                [
                    .number("normalizedRadius", circle.normalizedRadius, default: plain.normalizedRadius),
                    .number("normalizedOffset", circle.normalizedOffset, default: plain.normalizedOffset),
                    .angle("offsetAngle", circle.offsetAngle, default: plain.offsetAngle),
                    .angle("angle", circle.angle, default: plain.angle),
                ].compactMap { $0 })
        case let wave as WavePath:
            let plain = WavePath()
            return .call(
                "WavePath",
                [
                    .number("normalizedAmplitude", wave.normalizedAmplitude, default: plain.normalizedAmplitude),
                    .number("normalizedOffset", wave.normalizedOffset, default: plain.normalizedOffset),
                    .angle("offsetAngle", wave.offsetAngle, default: plain.offsetAngle),
                    .angle("angle", wave.angle, default: plain.angle),
                ].compactMap { $0 })
        case let line as LinearPath:
            let plain = LinearPath()
            return .call(
                "LinearPath",
                [
                    .number("normalizedGradient", line.normalizedGradient, default: plain.normalizedGradient),
                    line.normalizedInversePosition.map { SwiftArgument("normalizedInversePosition", .number($0)) },
                ].compactMap { $0 })
        case let live as LivePath:
            // The person's own type, declared (with the numbers set) from their file.
            return .call(live.name, [])
        case let bezier as BezierPath:
            return bezierPath(bezier)
        default:
            return nil
        }
    }

    /// `BezierPath()`, one of its named curves (`BezierPath.wave`), or
    /// `BezierPath(points: [Point(x: -1, y: 0.4), …])`.
    static func bezierPath(_ path: BezierPath) -> SwiftCode {
        let named: [(name: String, path: BezierPath)] = [("wave", .wave), ("step", .step)]
        if path == BezierPath() { return .call("BezierPath", []) }
        if let match = named.first(where: { $0.path == path }) { return .plain("BezierPath.\(match.name)") }
        return .call("BezierPath", [SwiftArgument("points", .array(path.curve.points.map(SwiftCode.point)))])
    }

    /// A ``RateCurve``: `.constant(1)` for a curve through one point at x = 0, else
    /// `RateCurve(points: […])`, its values written as angles (`.pi / 4`) when `valuesAreAngles`.
    /// The curve's points are already cleaned, so the call makes the same curve.
    static func rateCurve(_ curve: RateCurve, valuesAreAngles: Bool = false) -> SwiftCode {
        let value = { (y: Double) in SwiftCode.plain(valuesAreAngles ? SwiftLiteral.angle(y) : SwiftLiteral.number(y)) }
        if curve.points.count == 1, SwiftLiteral.same(curve.points[0].x, 0) {
            return .call(".constant", [SwiftArgument(nil, value(curve.points[0].y))])
        }
        return .call(
            "RateCurve",
            [
                SwiftArgument(
                    "points",
                    .array(
                        curve.points.map { point in
                            .call("Point", [SwiftArgument("x", .number(point.x)), SwiftArgument("y", value(point.y))])
                        }))
            ])
    }
}
