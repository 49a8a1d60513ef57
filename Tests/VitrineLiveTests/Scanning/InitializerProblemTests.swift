import Testing

@testable import VitrineLive

/// When `Type()` can make a scanned type, and the sentence that says why not.
@Suite("Initializer problems")
struct InitializerProblemTests {
    /// The problem the scanner reports for the one type in `text`; "no type" when there is none.
    private func problem(_ text: String) -> String? {
        guard let type = onlyType(in: text) else { return "no type" }
        return type.initializerProblem
    }

    @Test("the implicit init: every stored property needs a value, except optional vars")
    func implicitInitializer() {
        #expect(problem("struct A: PathProtocol { var x = 1.0; let y = 2; var o: Double?; var c: Double { 1 } }") == nil)
        #expect(problem("struct A: PathProtocol { static let s: Double; var t: TransformRotate = .init() }") == nil)
        #expect(
            problem("struct MyWave: PathProtocol { var x = 1.0\n let amplitude: Double\n var later: Int }")
                == "MyWave has no init(): give `amplitude` a default value or add init()")
        #expect(
            problem("final class B: PathProtocol { let o: Double? }") == "B has no init(): give `o` a default value or add init()"
        )
        #expect(
            problem("struct C: PathProtocol { var observed: Double { didSet { } } }")
                == "C has no init(): give `observed` a default value or add init()")
        #expect(
            problem("struct D: PathProtocol { var a = 1, b: Int }") == "D has no init(): give `b` a default value or add init()")
        #expect(problem("struct E: PathProtocol { var u: Int! ; lazy var l = 1 }") == nil)
    }

    @Test("a declared init() or one with every parameter defaulted or variadic makes the type")
    func callableInitializers() {
        #expect(problem("struct A: PathProtocol { let x: Double; init() { x = 1 } }") == nil)
        #expect(
            problem("struct A: PathProtocol { let x: Double; init(x: Double = 1, _ y: [Int: String] = [:]) { self.x = x } }")
                == nil)
        #expect(problem("struct A: PathProtocol { let x: Double; init(values: Double...) { x = 1 } }") == nil)
        #expect(
            problem("struct A: PathProtocol { let x: Double; init(f: @escaping (Int, Int) -> Void = { _, _ in }) { x = 1 } }")
                == nil)
        #expect(
            problem(
                "class A: PathProtocol { let x: Double; init(x: Double) { self.x = x }; convenience init() { self.init(x: 1) } }")
                == nil)
        #expect(problem("struct A: PathProtocol { let x: Double }\nextension A { init() { x = 1 } }") == nil)
        #expect(
            problem("struct A: PathProtocol { var x = 1.0; init(x: Double) { self.x = x } }\nextension A { init() { x = 1 } }")
                == nil)
        #expect(problem("struct A: PathProtocol { var x = 1.0 }\nextension A { init(x: Double) { self.x = x } }") == nil)
    }

    @Test("inits that all need arguments, or can fail")
    func uncallableInitializers() {
        #expect(
            problem("struct A: PathProtocol { var x = 1.0; init(x: Double) { self.x = x } }")
                == "A has no init() that takes no arguments: add init() or give every parameter of init(x:) a default value")
        #expect(
            problem("struct A: PathProtocol { init(_ x: Double, y: Dictionary<String, Int> = [:]) {} }")
                == "A has no init() that takes no arguments: add init() or give every parameter of init(_:y:) a default value")
        #expect(
            problem("struct A: PathProtocol { init<T>(_ value: T) {} }")
                == "A has no init() that takes no arguments: add init() or give every parameter of init(_:) a default value")
        #expect(
            problem("struct A: PathProtocol { init?() { return nil } }")
                == "A's init?() can fail: add an init() that can't, so that A() makes one")
        #expect(
            problem("class V: PathProtocol { required init?(coder: Coder) {}\n init(frame: Rect) {} }")
                == "V has no init() that takes no arguments: add init() or give every parameter of init(frame:) a default value")
        #expect(
            problem("enum M: PathProtocol { case a; init(raw: Int) { self = .a } }")
                == "M has no init() that takes no arguments: add init() or give every parameter of init(raw:) a default value")
        #expect(problem("struct A: PathProtocol { var x = 1.0 }\nextension A { init?(text: String) { return nil } }") == nil)
    }

    @Test("private and fileprivate types can't be named from the registration file")
    func privateTypes() {
        #expect(problem("private struct A: PathProtocol {}") == "private types can't be listed: make A internal or public")
        #expect(
            problem("@available(*, deprecated) fileprivate final class B: PathProtocol { init() {} }")
                == "private types can't be listed: make B internal or public")
        #expect(problem("public struct C: PathProtocol { private var x = 1.0; private init() {} }") == nil)
    }

    @Test("@MainActor classes can't be made outside the main actor; @MainActor structs can")
    func mainActorTypes() {
        #expect(
            problem("@MainActor final class A: PathProtocol { init() {} }")
                == "@MainActor classes can't be listed: make A a struct, or a class without @MainActor")
        #expect(problem("@MainActor struct B: PathProtocol { var x = 1.0 }") == nil)
        #expect(
            problem("@available(macOS 14, *) @MainActor(unsafe) class C: PathProtocol {}")
                == "@MainActor classes can't be listed: make C a struct, or a class without @MainActor")
    }

    @Test("`.init()` and `self.init` in bodies are calls, not declarations")
    func initializerCalls() {
        #expect(problem("struct A: PathProtocol { var t: Transform = .init(); var u = Transform.init() }") == nil)
        #expect(problem("struct A: PathProtocol { var x = 1.0; func copy() -> A { A.init() } }") == nil)
    }
}
