import Foundation
import VitrineLive

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// One running `vitrine --serve-swift LIBRARY` (``LiveSwiftServer``): the window's end of the
/// pipes to the process that runs a person's compiled code.
///
/// Every request waits for its reply until a deadline; a process that misses it is killed, and
/// one that ends on its own (a trap, an allocation over its limit) is reaped, so that a call
/// into the person's code costs the window at most its timeout. What the process writes to
/// standard error (the person's `print`, a trap's message) is passed on to the window's and
/// its last lines are kept for the message the window shows.
final class LiveSwiftProcess {
    /// The process's id.
    let processID: pid_t
    private let requests: Int32
    private let replies: Int32
    private let errors: Int32
    private var errorTail: [UInt8] = []
    /// The runtime's "Fatal error" (or "Precondition failed", "Assertion failed") line, once
    /// the process wrote one.
    private var fatalLine: String?
    /// The part of a line of standard error not yet passed on.
    private var pendingErrorLine: [UInt8] = []
    /// Whether the lines passed on are the runtime's stack trace, which is left out.
    private var isInStackTrace = false
    /// Why the process is no longer usable, once it is not.
    private(set) var ending: String?

    /// Starts `executable --serve-swift library`.
    ///
    /// - Throws: ``LiveSwiftProblem`` when the pipes or the process cannot be made.
    init(executable: String, library: String) throws(LiveSwiftProblem) {
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1], errorsFromChild: [Int32] = [-1, -1]
        guard Self.makePipe(&toChild), Self.makePipe(&fromChild), Self.makePipe(&errorsFromChild) else {
            let reason = Self.errorText()
            for descriptor in toChild + fromChild + errorsFromChild where descriptor >= 0 { close(descriptor) }
            throw LiveSwiftProblem("cannot make a pipe: \(reason)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], STDERR_FILENO)
        let arguments = [executable, LiveSwiftServer.flag, library]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var processID: pid_t = 0
        // Without the runtime's backtracer a trap ends the process at once, and its message
        // is the last thing it writes.
        let environment =
            ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }
            .map { "\($0.key)=\($0.value)" } + ["SWIFT_BACKTRACE=enable=no"]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for variable in envp { free(variable) } }
        let status = posix_spawn(&processID, executable, &actions, nil, &argv, &envp)
        close(toChild[0])
        close(fromChild[1])
        close(errorsFromChild[1])
        guard status == 0 else {
            close(toChild[1])
            close(fromChild[0])
            close(errorsFromChild[0])
            throw LiveSwiftProblem("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        self.processID = processID
        requests = toChild[1]
        replies = fromChild[0]
        errors = errorsFromChild[0]
        _ = fcntl(errors, F_SETFL, fcntl(errors, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        stop(because: "the window let it go")
        close(requests)
        close(replies)
        close(errors)
    }

    /// The longest a call waits for a process that the machine does not run (it used less
    /// than half its time of the processor): a loaded machine is not an endless loop.
    static let starvedLimit = 1.0

    /// The reply to `request`, or why there is none: the process spent `timeout` seconds on it
    /// (and was killed), ended, or answered nonsense. After a failure the process is gone and
    /// every later request fails at once.
    ///
    /// The timeout is the process's: where it ran for less than half of it (the machine busy
    /// with other work), the wait goes on, up to ``starvedLimit``.
    func send(_ request: LiveRequest, timeout: Double) -> Result<LiveReply, LiveSwiftProblem> {
        if let ending { return .failure(LiveSwiftProblem(ending)) }
        let start = LiveSwiftPipe.monotonicSeconds(), processorAtStart = processorSeconds
        var current = start + timeout
        let deadline: () -> Double? = { [self] in
            let now = LiveSwiftPipe.monotonicSeconds()
            if now >= current, now - start < Self.starvedLimit,
                let used = processorSeconds.flatMap({ end in processorAtStart.map { end - $0 } }), used < timeout / 2
            {
                current = now + timeout / 2
            }
            return current
        }
        defer { passOnErrors() }
        guard LiveSwiftPipe.write(LiveMessageWriter.framing(request.encoded), to: requests) else {
            return .failure(LiveSwiftProblem(stop(because: "it stopped")))
        }
        switch LiveSwiftPipe.readMessage(from: replies, deadline: deadline) {
        case .success(let bytes):
            do {
                return .success(try LiveReply(decoding: bytes))
            } catch {
                return .failure(LiveSwiftProblem(stop(because: "its reply could not be read (\(error))")))
            }
        case .failure(.timedOut):
            let milliseconds = Int((timeout * 1000).rounded())
            return .failure(LiveSwiftProblem(stop(because: "it did not return within \(milliseconds) ms")))
        case .failure, nil:
            return .failure(LiveSwiftProblem(stop(because: "it stopped")))
        }
    }

    /// The processor time the process has used, in seconds; `nil` where it cannot be read.
    private var processorSeconds: Double? {
        var clock = clockid_t()
        guard clock_getcpuclockid(processID, &clock) == 0 else { return nil }
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return nil }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Kills the process if it still runs and reaps it; the sentence that says how it ended,
    /// starting with `reason` (and the signal and the last message it wrote, if any), which
    /// every later request answers with.
    @discardableResult
    func stop(because reason: String) -> String {
        if let ending { return ending }
        kill(processID, SIGKILL)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        passOnErrors()
        var sentence = reason
        let signal = status & 0x7f
        if signal != 0 && signal != SIGKILL {
            sentence += " (\(Self.describe(signal: signal)))"
        }
        if let message = lastMessage { sentence += ": \(message)" }
        ending = sentence
        return sentence
    }

    /// The runtime's "Fatal error" line (`file.swift:5: Fatal error: …`), or else the last line
    /// of standard error that is not part of a stack trace.
    private var lastMessage: String? {
        let last = String(decoding: errorTail, as: UTF8.self).split(whereSeparator: \.isNewline).last
        guard let line = fatalLine ?? last.map(String.init) else { return nil }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : String(trimmed.prefix(300))
    }

    /// Passes what the process wrote to standard error on to the window's, line by line, but
    /// for the runtime's stack trace after a trap; keeps the last 4 KiB of it and the
    /// runtime's "Fatal error" line.
    private func passOnErrors() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            guard count > 0 else { break }
            pendingErrorLine.append(contentsOf: buffer[..<count])
            while let end = pendingErrorLine.firstIndex(of: UInt8(ascii: "\n")) {
                passOn(line: Array(pendingErrorLine[...end]))
                pendingErrorLine.removeFirst(end + 1)
            }
        }
        if ending != nil, !pendingErrorLine.isEmpty {
            passOn(line: pendingErrorLine + [UInt8(ascii: "\n")])
            pendingErrorLine.removeAll()
        }
    }

    /// Passes one line of standard error on, unless it belongs to a stack trace.
    private func passOn(line: [UInt8]) {
        let text = String(decoding: line, as: UTF8.self)
        if text.hasPrefix("Current stack trace:") {
            isInStackTrace = true
            return
        }
        if isInStackTrace, text.first?.isNumber == true || text.hasPrefix(" ") { return }
        isInStackTrace = false
        let runtimeMarks = ["Fatal error: ", "Precondition failed: ", "Assertion failed: ", "Fatal error"]
        if fatalLine == nil, runtimeMarks.contains(where: text.contains) { fatalLine = text.trimmingCharacters(in: .newlines) }
        _ = LiveSwiftPipe.write(line, to: STDERR_FILENO)
        errorTail.append(contentsOf: line)
        if errorTail.count > 4096 { errorTail.removeFirst(errorTail.count - 4096) }
    }

    /// What a signal that ended the process means for the person.
    private static func describe(signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: "a trap: fatalError, a failed precondition, an index out of range or an overflow"
        case SIGSEGV, SIGBUS: "a bad memory access"
        case SIGABRT: "an abort, often memory that ran out"
        default: "signal \(signal)"
        }
    }

    /// Makes a pipe whose ends close in the process `posix_spawn` starts (the starter moves
    /// the ends it gives it onto 0, 1 and 2, which stay open); whether it could.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
