import Testing

@testable import VitrineLive

/// The types the seeds' READMEs show, scanned as a user would paste them.
@Suite("Scanning the seeds' README types")
struct SeedReadmeScanTests {
    /// Showcase's README: `CircularPath` (lines with trailing blanks kept, as in the README).
    static let circularPath = """
        public final class CircularPath: PathProtocol {
            public var normalizedRadius: CGFloat = 1
            public var normalizedOffset: CGFloat = -1
            public var offsetAngle: CGFloat = 0
            public var angle: CGFloat = .pi / 2
            \("")
            public func normalizedPath(withCoordinate value: CGFloat) -> CGFloat {
                let theta = value * angle
                return normalizedRadius * cos(theta - offsetAngle) + normalizedOffset
            }
            \("")
            public init() {}
        }

        """

    @Test("CircularPath: a path with four CGFloat numbers, made by its init()")
    func circularPath() throws {
        let text = Self.circularPath
        let type = try #require(onlyType(in: text, path: "Paths/Circle.swift"))
        func number(_ name: String, _ value: String, line: Int) -> ScannedNumber {
            ScannedNumber(
                name: name, type: .cgFloat, isTypeDeclared: true, defaultText: value,
                defaultRange: byteRange(of: value, after: "var \(name): CGFloat = ", in: text),
                line: line, column: 16, range: nil)
        }
        #expect(
            type
                == ScannedType(
                    name: "CircularPath", kinds: [.path], keyword: .class, file: "Paths/Circle.swift", line: 1, column: 20,
                    declarationRange: 0..<(text.utf8.count - 1),
                    numbers: [
                        number("normalizedRadius", "1", line: 2),
                        number("normalizedOffset", "-1", line: 3),
                        number("offsetAngle", "0", line: 4),
                        number("angle", ".pi / 2", line: 5),
                    ],
                    initializerProblem: nil
                ))
        #expect(type.numbers[3].defaultRange == 211..<218)
        #expect(type.isListable)
    }

    @Test("TransformScaleRotate: a transform whose properties are transforms, so no numbers")
    func transformScaleRotate() throws {
        let text = """
            public class TransformRotate: TransformProtocol {
                public var startRate: CGFloat = 0.2
                public var rotateAngle: CGFloat = 2 * .pi

                public init() {}
            }

            public class TransformScaleRotate: TransformProtocol {
                public var transformRotate: TransformRotate = .init()
                public var transformScale: TransformScale = .init()

                public func transform(withScrollingRate rate: CGFloat) -> CATransform3D {
                    return CATransform3DConcat(transformRotate.transform(withScrollingRate: rate), transformScale.transform(withScrollingRate: rate))
                }

                public init() {}
            }
            """
        let types = SwiftSourceScanner.scan(text, path: "T.swift")
        #expect(types.map(\.name) == ["TransformRotate", "TransformScaleRotate"])
        #expect(types.map(\.kinds) == [[.transform], [.transform]])
        #expect(types[0].numbers.map(\.name) == ["startRate", "rotateAngle"])
        #expect(types[0].numbers[1].defaultText == "2 * .pi")
        #expect(types[1].numbers == [])
        #expect(types[1].initializerProblem == nil)
        #expect((types[1].line, types[1].column) == (8, 14))
        #expect(slice(types[1].declarationRange, of: text).hasPrefix("public class TransformScaleRotate"))
        #expect(slice(types[1].declarationRange, of: text).hasSuffix("public init() {}\n}"))
    }

    @Test("EaseOutSineFunction: a timing function with no numbers and the implicit init")
    func easeOutSine() throws {
        let text = """
            struct EaseOutSineFunction: PVTimingFunctionType {
                func evaluate(_ input: Double) -> Double {
                    return sin(input * Double.pi / 2)
                }
            }
            """
        #expect(
            onlyType(in: text)
                == ScannedType(
                    name: "EaseOutSineFunction", kinds: [.timingFunction], keyword: .struct, file: "User.swift", line: 1,
                    column: 8,
                    declarationRange: 0..<text.utf8.count, numbers: [], initializerProblem: nil
                ))
    }

    @Test("LetterSpacingAction: `let`s and an init with arguments, so it can't be listed")
    func letterSpacingAction() throws {
        let text = """
            struct LetterSpacingAction: PVActionBasicType {
                let parameters: PVParameters
                let fromSpacing: Double
                let toSpacing: Double
                let maxWidth: CGFloat
                init(fromSpacing: Double, toSpacing: Double, maxWidth: CGFloat, parameters: PVParameters = .default) {
                    self.fromSpacing = fromSpacing
                    self.toSpacing = toSpacing
                    self.maxWidth = maxWidth
                    self.parameters = parameters
                }

                func step(_ progress: Double, target: UIView) {
                    guard let label = target as? UILabel else { return }
                    let current = fromSpacing + (toSpacing - fromSpacing) * progress
                    label.attributedText = NSAttributedString(string: label.text ?? "", attributes: [.kern : current])
                }

                func reverse(with newParameters: PVParameters) -> LetterSpacingAction {
                    return LetterSpacingAction(fromSpacing: toSpacing,
                                               toSpacing: fromSpacing,
                                               maxWidth: maxWidth,
                                               parameters: newParameters)
                }
            }
            """
        let type = try #require(onlyType(in: text))
        #expect(type.kinds == [.action])
        #expect(type.numbers == [])
        #expect(
            type.initializerProblem == "LetterSpacingAction has no init() that takes no arguments: add init() or give every "
                + "parameter of init(fromSpacing:toSpacing:maxWidth:parameters:) a default value")
        #expect(!type.isListable)
    }

    @Test("LinearPath: an optional CGFloat is no number; WavePath's are")
    func linearAndWavePaths() {
        let text = """
            public final class WavePath: PathProtocol {
                public var normalizedAmplitude: CGFloat = 0.5
                public var angle: CGFloat = .pi / 2
                public init() {}
            }
            public final class LinearPath: PathProtocol {
                public var normalizedGradient: CGFloat = -0.5
                public var normalizedInversePosition: CGFloat?

                public func normalizedPath(withCoordinate value: CGFloat) -> CGFloat {
                    switch normalizedInversePosition {
                    case .some(let inverse):
                        return value < inverse ? -normalizedGradient * value : normalizedGradient * (value - 2 * inverse)
                    case .none:
                        return normalizedGradient * value
                    }
                }

                public init() {}
            }
            """
        let types = SwiftSourceScanner.scan(text, path: "P.swift")
        #expect(types.map(\.name) == ["WavePath", "LinearPath"])
        #expect(types.map { $0.numbers.map(\.name) } == [["normalizedAmplitude", "angle"], ["normalizedGradient"]])
        #expect(types[1].numbers[0].defaultText == "-0.5")
        #expect(types.allSatisfy { $0.isListable })
    }
}
