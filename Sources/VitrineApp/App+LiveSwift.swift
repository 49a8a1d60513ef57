import Foundation
import VitrinePlayground

extension App {
    /// The flag of the process that runs a person's compiled Swift.
    public static let serveSwiftFlag = LiveSwiftServer.flag

    /// Serves the person's compiled `library` to the window that started this process; the
    /// exit status.
    public static func serveSwift(library: String) -> Int32 {
        LiveSwiftServer.serve(libraryPath: library)
    }

    /// Starts live Swift on `--swift`'s files: a headless run compiles and loads them before
    /// its first frame, a window away from its frames.
    func startLiveSwift() {
        guard let path = options.swiftPath else { return }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let workFolder = NSTemporaryDirectory() + "vitrine-swift-\(getpid())"
        let host = LiveSwiftHost(path: path, executable: executable, searchPath: ProcessInfo.processInfo.environment["PATH"],
                                 workFolder: workFolder)
        liveSwift = host
        for result in host.start(synchronously: options.mode == .headless) {
            if case .liveSwiftUnavailable(let reason) = result { Self.warn(reason) }
            core.receive(result, at: 0)
        }
    }

    /// Hands the core what live Swift has for the frame at `now`.
    func updateLiveSwift(at now: Double) {
        guard let liveSwift else { return }
        for result in liveSwift.poll(now: now, watchesFiles: options.mode == .window) {
            core.receive(result, at: now)
        }
    }

    /// Compiles and loads `--swift`'s files now (a script's `reload`), waiting for it.
    func reloadLiveSwift(at time: Double) {
        guard let liveSwift else {
            Self.warn("the script's reload at \(time) s does nothing without --swift")
            return
        }
        for result in liveSwift.reloadNow() { core.receive(result, at: time) }
    }

    /// Stops the processes of the person's code and removes the compiler's files.
    func stopLiveSwift() {
        liveSwift?.stop()
        if options.swiftPath != nil {
            try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "vitrine-swift-\(getpid())")
        }
    }
}
