import Testing

@testable import VitrineLive

@Suite("The compiler's messages, read for the window")
struct LiveSwiftDiagnosticTests {
    @Test("An error with its quoted line and caret; a warning; notes left out")
    func parsesLLVMStyle() {
        let output = """
            /home/a/spiral.swift:4:30: error: cannot find 'foo' in scope
                func f() -> Double { a * foo }
                                         ^~~
            /home/a/spiral.swift:6:5: warning: variable 'x' was never mutated
                var x = 1
                ^
            /home/a/spiral.swift:2:8: note: did you mean 'food'?
            <unknown>:0: error: unable to load standard library
            """
        let diagnostics = LiveSwiftDiagnostic.parse(compilerOutput: output)
        #expect(diagnostics.count == 2)
        #expect(
            diagnostics[0]
                == LiveSwiftDiagnostic(
                    file: "/home/a/spiral.swift", line: 4, column: 30, severity: .error,
                    message: "cannot find 'foo' in scope",
                    sourceLine: "    func f() -> Double { a * foo }"))
        #expect(diagnostics[0].summary == "/home/a/spiral.swift:4:30: error: cannot find 'foo' in scope")
        #expect(diagnostics[1].severity == .warning && diagnostics[1].line == 6 && diagnostics[1].sourceLine == "    var x = 1")
    }

    @Test("A path with colons keeps them; a message with ': error: ' inside stays whole")
    func colonsInPathsAndMessages() {
        let diagnostics = LiveSwiftDiagnostic.parse(compilerOutput: "/tmp/a:b/x.swift:12:1: error: expected ': error: ' here\n")
        #expect(
            diagnostics == [
                LiveSwiftDiagnostic(
                    file: "/tmp/a:b/x.swift", line: 12, column: 1, severity: .error,
                    message: "expected ': error: ' here")
            ])
    }
}
