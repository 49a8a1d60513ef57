import Testing
import VitrineLive

/// The registration text written around a user's file, exactly.
@Suite("Live shim text")
struct LiveShimTests {
    static let waves = """
        import VitrineShowcase

        @MainActor struct MyWave: PathProtocol {
            var amplitude = 0.5 // 0...2
            private(set) var angle: Double = .pi / 2
            var isOn = true
            func normalizedPath(withCoordinate value: Double) -> Double { amplitude * sin(value * angle) }
        }

        final class Spin: TransformProtocol, PVTimingFunctionType {
            var turns: CGFloat = 1
            init() {}
        }

        struct Fixed: AppearanceTransform {}

        struct Broken: PathProtocol {
            let needed: Double
        }
        """

    static let other = "struct Elsewhere: FlowLayoutPlugin { var count = 3 }\n"

    @Test("the compiled copy: the user's text under its own name and lines, then one extension per listable type")
    func compiledCopy() {
        let types = SwiftSourceScanner.scan([
            (path: "/home/me/Waves.swift", text: Self.waves), (path: "Other.swift", text: Self.other),
        ])
        #expect(types.map(\.name) == ["MyWave", "Spin", "Fixed", "Broken", "Elsewhere"])
        let copy = LiveShim.compiledCopy(of: Self.waves, originalPath: "/home/me/Waves.swift", types: types)
        let expected = """
            #sourceLocation(file: "/home/me/Waves.swift", line: 1)
            \(Self.waves)
            #sourceLocation()
            import VitrineLive
            extension MyWave {
                nonisolated static func __vitrineLiveEntries() -> [LiveEntry] {
                    [
                        .path("MyWave", numbers: ["amplitude", "angle", "isOn"],
                              defaults: { let value = MyWave(); return [LiveNumber.double(value.amplitude), LiveNumber.double(value.angle), LiveNumber.double(value.isOn)] },
                              make: { numbers in var value = MyWave(); value.amplitude = LiveNumber.converted(numbers[0], like: value.amplitude); value.angle = LiveNumber.converted(numbers[1], like: value.angle); value.isOn = LiveNumber.converted(numbers[2], like: value.isOn); return value }),
                    ]
                }
            }
            extension Spin {
                nonisolated static func __vitrineLiveEntries() -> [LiveEntry] {
                    [
                        .transform("Spin", numbers: ["turns"],
                                   defaults: { let value = Spin(); return [LiveNumber.double(value.turns)] },
                                   make: { numbers in let value = Spin(); value.turns = LiveNumber.converted(numbers[0], like: value.turns); return value }),
                        .timingFunction("Spin", numbers: ["turns"],
                                        defaults: { let value = Spin(); return [LiveNumber.double(value.turns)] },
                                        make: { numbers in let value = Spin(); value.turns = LiveNumber.converted(numbers[0], like: value.turns); return value }),
                    ]
                }
            }
            extension Fixed {
                nonisolated static func __vitrineLiveEntries() -> [LiveEntry] {
                    [
                        .transform("Fixed", numbers: [], defaults: { [] }, make: { _ in Fixed() }),
                    ]
                }
            }

            """
        #expect(copy.source == expected)
        #expect(copy.generatedStartLine == 22)
        #expect(copy.source.split(separator: "\n", omittingEmptySubsequences: false)[21] == "import VitrineLive")
    }

    @Test("the line where the generated part starts, whatever the text's line breaks")
    func generatedStartLine() {
        let empty = LiveShim.compiledCopy(of: "", originalPath: "E.swift", types: [])
        #expect(empty.source == "#sourceLocation(file: \"E.swift\", line: 1)\n\n#sourceLocation()\nimport VitrineLive\n")
        #expect(empty.generatedStartLine == 4)
        #expect(LiveShim.compiledCopy(of: "a\r\nb\r\n", originalPath: "W.swift", types: []).generatedStartLine == 6)
        #expect(LiveShim.compiledCopy(of: "a\rb", originalPath: "M.swift", types: []).generatedStartLine == 5)
    }

    @Test("the original path is written as a Swift string literal")
    func escapedPath() {
        let copy = LiveShim.compiledCopy(of: "", originalPath: "C:\\My \"Waves\"\t\u{1}.swift", types: [])
        #expect(copy.source.hasPrefix(#"#sourceLocation(file: "C:\\My \"Waves\"\t\u{1}.swift", line: 1)"# + "\n"))
    }

    @Test("the registration file lists every listable type of every file, or none")
    func registrationSource() {
        let types = SwiftSourceScanner.scan([(path: "Waves.swift", text: Self.waves), (path: "Other.swift", text: Self.other)])
        #expect(
            LiveShim.registrationSource(types: types) == """
                import VitrineLive
                @_cdecl("vitrine_live_entries")
                public func vitrineLiveEntries() -> UnsafeMutableRawPointer {
                    Unmanaged.passRetained(LiveEntryList(MyWave.__vitrineLiveEntries() + Spin.__vitrineLiveEntries() + Fixed.__vitrineLiveEntries() + Elsewhere.__vitrineLiveEntries())).toOpaque()
                }

                """)
        #expect(
            LiveShim.registrationSource(types: []) == """
                import VitrineLive
                @_cdecl("vitrine_live_entries")
                public func vitrineLiveEntries() -> UnsafeMutableRawPointer {
                    Unmanaged.passRetained(LiveEntryList([])).toOpaque()
                }

                """)
    }
}
