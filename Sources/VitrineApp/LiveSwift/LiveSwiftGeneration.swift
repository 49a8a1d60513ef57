import VitrineLive

/// One compiled version of a person's files: its library, the process that runs it (started
/// again when it ended while some of its types still work) and the types it lists.
final class LiveSwiftGeneration {
    /// How long the process may take to load the library and list its types, every `init()`
    /// included.
    static let loadTimeout = 5.0

    /// How long one call may take before the process is killed: about one frame at 60 Hz.
    static let callTimeout = 0.015

    /// Its number: 1 for the first compile of the session, then one more per compile.
    let number: Int
    /// The compiled library.
    let library: String
    /// The types it lists.
    let types: [LiveTypeDescription]
    /// The types that failed, with the sentence that says how; they are not called again.
    private(set) var failures: [String: String] = [:]
    private let executable: String
    private var process: LiveSwiftProcess?
    /// The process being started again on another thread, after the last one ended.
    private var restart: LiveSwiftRestart?

    /// What a call came to.
    enum Answer {
        /// The outputs.
        case values([Double])
        /// The call failed, and how: the type is marked failed.
        case failed(LiveSwiftProblem)
        /// The process is starting again after the last one ended: ask the version before (or
        /// draw a neutral value) this time, and this version again next frame.
        case starting
    }

    /// Starts `executable --serve-swift library` and reads its list of types.
    ///
    /// - Throws: ``LiveSwiftProblem`` when the process cannot start, load the library or list
    ///   its types in time (an `init()` that traps or loops ends it here).
    init(number: Int, library: String, executable: String) throws(LiveSwiftProblem) {
        self.number = number
        self.library = library
        self.executable = executable
        let process = try LiveSwiftProcess(executable: executable, library: library)
        switch process.send(.catalogue, timeout: Self.loadTimeout) {
        case .success(.catalogue(let types)):
            self.types = types
        case .success(.refused(let reason)):
            throw LiveSwiftProblem("the compiled code could not be loaded: \(reason)")
        case .success(.values):
            throw LiveSwiftProblem("the compiled code answered the list of types with numbers")
        case .failure(let problem):
            throw LiveSwiftProblem("listing the types (their init()) failed: \(problem)")
        }
        self.process = process
    }

    /// The type of kind `kind` called `name`, if this version lists it and it has not failed.
    func workingType(_ name: String, kind: LiveKind) -> LiveTypeDescription? {
        guard failures[name] == nil else { return nil }
        return types.first { $0.name == name && $0.kind == kind }
    }

    /// The outputs of `call`, or why there are none; a failure marks the type `name` failed.
    ///
    /// When the process ended (another type trapped), it starts again on another thread,
    /// loading the library and listing its types (within ``loadTimeout``), and the calls until
    /// then answer ``Answer/starting``: the frame never waits for a process to start, and a
    /// slow start on a busy machine is not taken for the person's code not returning.
    func perform(_ call: LiveCall, of name: String) -> Answer {
        if process == nil || process?.ending != nil {
            process = nil
            if restart == nil { restart = LiveSwiftRestart(executable: executable, library: library) }
            guard let outcome = restart?.take() else { return .starting }
            restart = nil
            switch outcome {
            case .success(let started): process = started.process
            case .failure(let problem): return markFailed(name, LiveSwiftProblem("its process could not start again: \(problem)"))
            }
        }
        guard let process else { return .starting }
        switch process.send(.call(call), timeout: Self.callTimeout) {
        case .success(.values(let values)):
            return .values(values)
        case .success(.refused(let reason)):
            return markFailed(name, LiveSwiftProblem(reason))
        case .success(.catalogue):
            return markFailed(name, LiveSwiftProblem("it answered a call with a list of types"))
        case .failure(let problem):
            return markFailed(name, problem)
        }
    }

    /// Marks `name` failed for `problem`, and stops using it.
    @discardableResult
    func markFailed(_ name: String, _ problem: LiveSwiftProblem) -> Answer {
        failures[name] = problem.reason
        return .failed(problem)
    }

    /// Stops the process.
    func stop() {
        process?.stop(because: "a newer version took over")
        process = nil
        if case .success(let started) = restart?.wait() { started.process.stop(because: "a newer version took over") }
        restart = nil
    }
}
