import Testing

@testable import VitrineLive

/// Which declarations the scanner finds, with their kinds, positions and ranges.
@Suite("Scanning declarations")
struct DeclarationScanTests {
    @Test("doc comments and attributes belong to the declaration's range; its position is its name's")
    func docCommentsAndAttributes() throws {
        let text = """
            import VitrineShowcase

            // A plain comment, not documentation.

            /// A wave.
            /// Second line.
            @MainActor
            @available(macOS 14, *) public struct MyWave: PathProtocol {
                var amplitude = 0.5
                func normalizedPath(withCoordinate value: Double) -> Double { amplitude * value }
            }
            """
        let type = try #require(onlyType(in: text))
        let start = byteRange(of: "/// A wave.", in: text).lowerBound
        #expect(start == 64)
        #expect(type.declarationRange == 64..<text.utf8.count)
        #expect((type.line, type.column) == (8, 39))
        #expect(type.keyword == .struct)
        #expect(type.kinds == [.path])
    }

    @Test("a doc comment a blank line away, or behind a plain comment, is not the declaration's")
    func detachedDocComment() throws {
        let text = """
            /// File header.

            // Note.
            /// Wave.
            // Another note.
            struct MyWave: PathProtocol {}
            """
        let type = try #require(onlyType(in: text))
        #expect(slice(type.declarationRange, of: text) == "struct MyWave: PathProtocol {}")
        let second = "/// File header.\n\n/** Block doc. */\nstruct A: PathProtocol {}"
        let block = try #require(onlyType(in: second))
        #expect(slice(block.declarationRange, of: second) == "/** Block doc. */\nstruct A: PathProtocol {}")
    }

    @Test("each protocol gives its kind, qualified or not; kinds come in LiveKind's order")
    func kindsFromProtocols() {
        let text = """
            struct A: PathProtocol {}
            struct B: VitrineShowcase.TransformProtocol {}
            struct C: AppearanceTransform, Equatable {}
            struct D: Equatable, PVTimingFunctionType {}
            final class E: PVActionType { init() {} }
            struct F: VitrineParallax.PVActionBasicType {}
            struct G: VitrineFlowLayout.FlowLayoutPlugin {}
            struct H: FlowLayoutPlugin, PathProtocol, Sendable & PVActionType {}
            struct I: Equatable {}
            struct J: Elsewhere.PathProtocol {}
            protocol K: PathProtocol {}
            """
        let types = SwiftSourceScanner.scan(text, path: "K.swift")
        #expect(types.map(\.name) == ["A", "B", "C", "D", "E", "F", "G", "H"])
        #expect(
            types.map(\.kinds) == [
                [.path], [.transform], [.transform], [.timingFunction], [.action], [.action],
                [.flowPlugin], [.path, .action, .flowPlugin],
            ])
        #expect(types[4].keyword == .class)
    }

    @Test("an extension in another file adds its conformance and its init()")
    func extensionsInAnotherFile() {
        let model = """
            struct Spin {
                var turns: Double
            }
            struct Plain {}
            """
        let conformances = """
            extension Spin: TransformProtocol {
                init() { turns = 1 }
            }
            extension Spin: @unchecked Sendable, PVTimingFunctionType {}
            extension Other: PathProtocol {}
            """
        let types = SwiftSourceScanner.scan([(path: "Model.swift", text: model), (path: "More.swift", text: conformances)])
        #expect(types.count == 1)
        #expect(types.first?.name == "Spin")
        #expect(types.first?.file == "Model.swift")
        #expect(types.first?.kinds == [.transform, .timingFunction])
        #expect(types.first?.initializerProblem == nil)
        #expect(types.first?.numbers == [])
    }

    @Test("conformance through the user's own protocols and classes")
    func conformanceThroughUserTypes() {
        let text = """
            protocol Wavy: PathProtocol {}
            protocol VeryWavy: Wavy, Equatable {}
            struct Sea: VeryWavy { var height = 2.0 }
            class Base: TransformProtocol { init() {} }
            final class Derived: Base { var extra = 1 }
            protocol Loop: Loop2 {}
            protocol Loop2: Loop {}
            struct Circle: Loop {}
            """
        let types = SwiftSourceScanner.scan(text, path: "U.swift")
        #expect(types.map(\.name) == ["Sea", "Base", "Derived"])
        #expect(types.map(\.kinds) == [[.path], [.transform], [.transform]])
    }

    @Test("declarations written in comments and strings are not declarations, braces in them don't count")
    func commentsAndStrings() {
        let text = #"""
            // struct Fake1: PathProtocol {
            /* struct Fake2: PathProtocol { /* nested */ struct Fake3: PathProtocol { */
            let a = "struct Fake4: PathProtocol { \(call("}")) {"
            let b = """
                struct Fake5: PathProtocol {
                \(["}": "{"].count) "quoted \""" inside
                """
            let c = #"struct Fake6: PathProtocol { \" } "#
            let d = ##"a "# } struct Fake7: PathProtocol { "##
            let e = "\\" // struct Fake8: PathProtocol {
            let f = "\(  "(" + ")" )" ; struct Real: PathProtocol { var x = 1.0 }
            """#
        let types = SwiftSourceScanner.scan(text, path: "S.swift")
        #expect(types.map(\.name) == ["Real"])
        #expect(types.first?.numbers.map(\.defaultText) == ["1.0"])
        #expect((types.first?.line, types.first?.column) == (11, 36))
    }

    @Test("nested types are skipped, and so is anything inside a function or closure")
    func nestedTypes() throws {
        let text = """
            struct Outer: PathProtocol {
                struct Inner: PathProtocol { var hidden = 1.0 }
                enum Mode: PVTimingFunctionType { case a }
                func make() -> some PathProtocol {
                    struct Local: PathProtocol {}
                    return Local()
                }
                var after = 2.0
            }
            let value = { () -> Int in
                struct InClosure: PathProtocol {}
                return 1
            }()
            """
        let type = try #require(onlyType(in: text))
        #expect(type.name == "Outer")
        #expect(type.numbers.map(\.name) == ["after"])
    }

    @Test("generic types are found and reported: they can't be listed")
    func genericTypes() throws {
        let text = """
            struct Wave<Value: BinaryFloatingPoint & Sendable, Other>: PathProtocol where Value: Codable {
                var amplitude = 1.0
            }
            """
        let type = try #require(onlyType(in: text))
        #expect(type.name == "Wave")
        #expect(type.numbers.map(\.name) == ["amplitude"])
        #expect(type.initializerProblem == "generic types can't be listed: give Wave no generic parameters")
    }

    @Test("actors and enums: found, with what stops Type() from making them")
    func actorsAndEnums() {
        let text = """
            actor Counter: PVTimingFunctionType { var count = 0 }
            enum Fixed: PathProtocol { case only }
            indirect enum Made: PathProtocol {
                case only
                init() { self = .only }
            }
            """
        let types = SwiftSourceScanner.scan(text, path: "A.swift")
        #expect(types.map(\.keyword) == [.actor, .enum, .enum])
        #expect(
            types.map(\.initializerProblem) == [
                "actors can't be listed: use a struct or class",
                "Fixed is an enum with no init(): add init() so that Fixed() makes one",
                nil,
            ])
    }

    @Test("#if: both branches are read")
    func conditionalCompilation() {
        let text = """
            #if os(Linux)
            struct OnLinux: PathProtocol {}
            #else
            @MainActor struct Elsewhere: PathProtocol {}
            #endif
            """
        #expect(SwiftSourceScanner.scan(text, path: "If.swift").map(\.name) == ["OnLinux", "Elsewhere"])
    }

    @Test("a name declared twice counts once, where it comes first; backticked names lose their backticks")
    func duplicatesAndBackticks() {
        let text = """
            struct Twice: PathProtocol { var a = 1 }
            struct Twice: PathProtocol { var b = 2 }
            struct `Type`: PathProtocol {}
            """
        let types = SwiftSourceScanner.scan(text, path: "D.swift")
        #expect(types.map(\.name) == ["Twice", "Type"])
        #expect(types.first?.numbers.map(\.name) == ["a"])
    }

    @Test("an unfinished header or body: no crash, and what can be read is read")
    func unfinishedText() {
        #expect(SwiftSourceScanner.scan("struct A: PathProtocol", path: "U.swift") == [])
        #expect(SwiftSourceScanner.scan("struct : PathProtocol {}", path: "U.swift") == [])
        let open = "struct A: PathProtocol {\n    var x = 1.0\n"
        let type = SwiftSourceScanner.scan(open, path: "U.swift").first
        #expect(type?.declarationRange == 0..<open.utf8.count)
        #expect(type?.numbers.map(\.name) == ["x"])
        #expect(
            SwiftSourceScanner.scan("struct A: PathProtocol { let s = \"}\n}\nstruct B: PathProtocol {}", path: "U.swift")
                .map(\.name) == ["A", "B"])
        #expect(SwiftSourceScanner.scan("/* struct A: PathProtocol {}", path: "U.swift") == [])
    }
}
