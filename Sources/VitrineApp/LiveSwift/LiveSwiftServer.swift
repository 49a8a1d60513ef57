import VitrineLive

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The other end of ``LiveSwiftProcess``: `vitrine --serve-swift LIBRARY` loads the library
/// compiled from a person's files and answers the window's ``LiveRequest``s on its standard
/// input with ``LiveReply``s on its standard output, until the window closes the pipe.
///
/// The person's code runs here and not in the window so that a trap, an endless loop or a
/// runaway allocation in it ends this process, never the window. Before loading anything it
/// moves its two pipe ends aside, so that the person's `print` goes to standard error and
/// cannot garble a reply, and limits its address space to ``addressSpaceLimit``.
public enum LiveSwiftServer {
    /// The most memory the person's code may map: 3 GiB, so that an allocation of 10⁹ numbers
    /// fails here, at once, instead of pushing the machine into swap.
    public static let addressSpaceLimit: UInt = 3 << 30

    /// The flag that starts a server instead of a window.
    public static let flag = "--serve-swift"

    /// Serves the library at `libraryPath` until the requests end; the process's exit status.
    public static func serve(libraryPath: String) -> Int32 {
        let requests = dup(STDIN_FILENO), replies = dup(STDOUT_FILENO)
        guard requests >= 0, replies >= 0 else { return 70 }
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let nothing = open("/dev/null", O_RDONLY)
        if nothing >= 0 {
            dup2(nothing, STDIN_FILENO)
            close(nothing)
        }
        var limit = rlimit(rlim_cur: rlim_t(addressSpaceLimit), rlim_max: rlim_t(addressSpaceLimit))
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)

        let list: LiveEntryList
        switch load(libraryPath) {
        case .success(let loaded): list = loaded
        case .failure(let problem):
            write(.refused(problem.reason), to: replies)
            return 1
        }
        while let message = LiveSwiftPipe.readMessage(from: requests, deadline: nil) {
            guard case .success(let bytes) = message else { return 1 }
            let reply: LiveReply
            do {
                reply = list.answer(try LiveRequest(decoding: bytes))
            } catch {
                reply = .refused("unreadable request: \(error)")
            }
            guard write(reply, to: replies) else { return 1 }
        }
        return 0
    }

    /// The entries the library at `path` lists through `vitrine_live_entries`.
    private static func load(_ path: String) -> Result<LiveEntryList, LiveSwiftProblem> {
        guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(LiveSwiftProblem(String(cString: dlerror())))
        }
        guard let symbol = dlsym(library, "vitrine_live_entries") else {
            return .failure(LiveSwiftProblem("\(path) has no vitrine_live_entries"))
        }
        typealias Entries = @convention(c) () -> UnsafeMutableRawPointer
        let entries = unsafeBitCast(symbol, to: Entries.self)
        return .success(Unmanaged<LiveEntryList>.fromOpaque(entries()).takeRetainedValue())
    }

    /// Writes `reply` with its length; whether all of it went.
    @discardableResult
    private static func write(_ reply: LiveReply, to descriptor: Int32) -> Bool {
        LiveSwiftPipe.write(LiveMessageWriter.framing(reply.encoded), to: descriptor)
    }
}
