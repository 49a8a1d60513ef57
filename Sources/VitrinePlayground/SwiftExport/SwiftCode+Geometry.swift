import VitrineGeometry

/// The geometry module's values as Swift.
extension SwiftCode {
    /// A number: `0.35`.
    static func number(_ value: Double) -> SwiftCode {
        .plain(SwiftLiteral.number(value))
    }

    /// `Size(width: 226.8, height: 302.4)`, or `.zero`.
    static func size(_ size: Size) -> SwiftCode {
        if SwiftLiteral.same(size.width, 0), SwiftLiteral.same(size.height, 0) { return .plain(".zero") }
        return .call("Size", [SwiftArgument("width", .number(size.width)), SwiftArgument("height", .number(size.height))])
    }

    /// `Point(x: -1, y: 0.4)`.
    static func point(_ point: Point) -> SwiftCode {
        .call("Point", [SwiftArgument("x", .number(point.x)), SwiftArgument("y", .number(point.y))])
    }

    /// `EdgeInsets(top: 64, left: 48, bottom: 32, right: 48)`, `EdgeInsets(all: 8)` or `.zero`.
    static func edgeInsets(_ insets: EdgeInsets) -> SwiftCode {
        let sides = [insets.top, insets.left, insets.bottom, insets.right]
        if sides.allSatisfy({ SwiftLiteral.same($0, sides[0]) }) {
            return SwiftLiteral.same(sides[0], 0)
                ? .plain(".zero") : .call("EdgeInsets", [SwiftArgument("all", .number(sides[0]))])
        }
        return .call("EdgeInsets", zip(["top", "left", "bottom", "right"], sides).map { SwiftArgument($0, .number($1)) })
    }

    /// `Color(hex: 0x14B8A6)` (with its alpha when not 1) where that gives exactly the color,
    /// else `Color(red:green:blue:alpha:)`.
    static func color(_ color: Color) -> SwiftCode {
        let bytes = [color.red, color.green, color.blue].map { component -> UInt32? in
            guard component.isFinite, component >= 0, component <= 1 else { return nil }
            return UInt32((component * 255).rounded())
        }
        if let red = bytes[0], let green = bytes[1], let blue = bytes[2] {
            let hex = red << 16 | green << 8 | blue
            let candidate = Color(hex: hex, alpha: color.alpha)
            if candidate == color {
                let digits = String(hex, radix: 16, uppercase: true)
                let text = "0x" + String(repeating: "0", count: max(6 - digits.count, 0)) + digits
                return .call(
                    "Color",
                    [SwiftArgument("hex", .plain(text)), .number("alpha", color.alpha, default: 1)]
                        .compactMap { $0 })
            }
        }
        return .call(
            "Color",
            [
                SwiftArgument("red", .number(color.red)), SwiftArgument("green", .number(color.green)),
                SwiftArgument("blue", .number(color.blue)), .number("alpha", color.alpha, default: 1),
            ]
            .compactMap { $0 })
    }
}
