import Testing

@testable import VitrinePlayground

@Suite("Generated Swift's layout: one line where it fits, else one argument or element a line")
struct SwiftCodeTests {
    static let point = SwiftCode.call("Point", [SwiftArgument("x", .number(-1)), SwiftArgument("y", .number(0.4))])

    @Test func aShortCallStaysOnOneLine() {
        let call = SwiftCode.call("CoverFlowTransform", [SwiftArgument.number("tilt", 0.35, default: 0.9)].compactMap { $0 })
        #expect(call.rendered(indent: 4, column: 4) == "CoverFlowTransform(tilt: 0.35)")
        #expect(SwiftCode.call("DefaultPath", []).oneLine == "DefaultPath()")
    }

    @Test func argumentsEqualToTheDefaultsAreLeftOut() {
        #expect(SwiftArgument.number("tilt", 0.9, default: 0.9) == nil)
        #expect(SwiftArgument.number("offset", -0.0, default: 0) != nil)
        #expect(SwiftArgument.angle("arc", 2 * .pi, default: 2 * .pi) == nil)
        #expect(SwiftArgument.angle("arc", .pi, default: 2 * .pi)?.oneLine == "arc: .pi")
        #expect(SwiftArgument.value("count", Int?.none, default: nil) { _ in .plain("") } == nil)
    }

    @Test func aLongCallTakesALineAnArgumentOrKeepsALoneOneBesideIt() {
        let code = SwiftCode.call("BezierPath", [SwiftArgument("points", .array(Array(repeating: Self.point, count: 6)))])
        #expect(
            code.rendered(indent: 4, column: 11) == """
                BezierPath(points: [
                        Point(x: -1, y: 0.4),
                        Point(x: -1, y: 0.4),
                        Point(x: -1, y: 0.4),
                        Point(x: -1, y: 0.4),
                        Point(x: -1, y: 0.4),
                        Point(x: -1, y: 0.4),
                    ])
                """)
        let two = SwiftCode.call(
            "Pair",
            [
                SwiftArgument("first", .array(Array(repeating: Self.point, count: 3))),
                SwiftArgument("second", .array(Array(repeating: Self.point, count: 3))),
            ])
        #expect(
            two.rendered(indent: 0, column: 0) == """
                Pair(
                    first: [Point(x: -1, y: 0.4), Point(x: -1, y: 0.4), Point(x: -1, y: 0.4)],
                    second: [Point(x: -1, y: 0.4), Point(x: -1, y: 0.4), Point(x: -1, y: 0.4)]
                )
                """)
    }

    @Test func aTrailingClosureFollowsTheArguments() {
        let items = SwiftCode.call(
            ".individual", [SwiftArgument("count", .plain("36"))], trailingClosure: "sizes[$0 % sizes.count]")
        #expect(items.oneLine == ".individual(count: 36) { sizes[$0 % sizes.count] }")
    }

    @Test func documentationWrapsAtOneHundredColumnsAndKeepsSizesWhole() {
        let text = String(repeating: "word ", count: 18) + "at 1280 × 720."
        #expect(
            SwiftSource.documentation(text) == """
                /// word word word word word word word word word word word word word word word word word word at
                /// 1280 × 720.
                """)
    }
}
