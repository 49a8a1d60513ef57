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

    /// The outputs of `call`, or why there are none; a failure marks the type `name` failed
    /// and, if the process ended, the next call starts it again. A process started again must
    /// have loaded the library and listed its types (within ``loadTimeout``) before the call's
    /// own ``callTimeout`` starts, so that a slow start on a busy machine is not taken for the
    /// person's code not returning.
    func perform(_ call: LiveCall, of name: String) -> Result<[Double], LiveSwiftProblem> {
        if process == nil || process?.ending != nil {
            do {
                let restarted = try LiveSwiftProcess(executable: executable, library: library)
                if case .failure(let problem) = restarted.send(.catalogue, timeout: Self.loadTimeout) {
                    return markFailed(name, LiveSwiftProblem("starting its process again failed: \(problem)"))
                }
                process = restarted
            } catch {
                return markFailed(name, error)
            }
        }
        guard let process else { return markFailed(name, LiveSwiftProblem("its process is gone")) }
        switch process.send(.call(call), timeout: Self.callTimeout) {
        case .success(.values(let values)):
            return .success(values)
        case .success(.refused(let reason)):
            return markFailed(name, LiveSwiftProblem(reason))
        case .success(.catalogue):
            return markFailed(name, LiveSwiftProblem("it answered a call with a list of types"))
        case .failure(let problem):
            return markFailed(name, problem)
        }
    }

    /// Marks `name` failed for `problem`, and stops using it.
    func markFailed(_ name: String, _ problem: LiveSwiftProblem) -> Result<[Double], LiveSwiftProblem> {
        failures[name] = problem.reason
        return .failure(problem)
    }

    /// Stops the process.
    func stop() {
        process?.stop(because: "a newer version took over")
        process = nil
    }
}
