import Foundation
import VitrineFiles
import VitrinePlayground

extension App {
    /// The flag of the process that runs a person's compiled Swift.
    public static let serveSwiftFlag = LiveSwiftServer.flag

    /// Serves the person's compiled `library` to the window that started this process; the
    /// exit status.
    public static func serveSwift(library: String) -> Int32 {
        LiveSwiftServer.serve(libraryPath: library)
    }

    /// Starts live Swift on `--swift`'s files and those the presets file names: a headless run
    /// compiles and loads them before its first frame, a window away from its frames.
    func startLiveSwift() {
        var paths: [String] = []
        for path in [options.swiftPath].compactMap({ $0 }) + core.presetSwiftFiles where !paths.contains(path) {
            paths.append(path)
        }
        guard !paths.isEmpty else { return }
        startLiveSwift(on: paths, at: 0)
    }

    /// Starts live Swift on `paths`, run by ``liveSwiftSession``, and hands the core what came
    /// of it at `time` (headless: the first compile's outcome).
    private func startLiveSwift(on paths: [String], at time: Double) {
        let host = LiveSwiftHost(
            paths: paths, session: liveSwiftSession, executable: Self.ownExecutable,
            searchPath: ProcessInfo.processInfo.environment["PATH"], workFolder: Self.liveSwiftFolder)
        liveSwift = host
        deliverLiveSwift(host.start(synchronously: options.mode == .headless), at: time)
    }

    /// Compiles the Swift files `files` of a presets file that changed too, starting live Swift
    /// if it was not running.
    func addLiveSwiftFiles(_ files: [String], at time: Double) {
        guard !files.isEmpty else { return }
        if let liveSwift {
            deliverLiveSwift(liveSwift.add(files, synchronously: options.mode == .headless), at: time)
        } else {
            startLiveSwift(on: files, at: time)
        }
    }

    /// Writes `starter` into the working folder as `<stem>.swift` (`<stem>-2.swift`, … where
    /// that is taken; never over a file) and compiles it live from then on.
    func writeSwiftStarter(_ starter: SwiftStarter, at time: Double) {
        do {
            let path = try WorkingFolder.firstFreePath { "\(starter.numbered($0).stem).swift" }
            let name = URL(fileURLWithPath: path).lastPathComponent
            let number = (1...10_000).first { "\(starter.numbered($0).stem).swift" == name } ?? 1
            try Data(starter.numbered(number).text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
            Self.warn("wrote \(path), a Swift file to start from; the window compiles it each time it is saved")
            core.receive(.swiftStarterWritten(path: path), at: time)
            addLiveSwiftFiles([path], at: time)
        } catch {
            Self.warn("cannot write a new Swift file: \(error)")
            core.receive(.swiftStarterFailed("\(error)"), at: time)
        }
    }

    /// Hands `results` to the core; why live Swift is off goes to standard error too.
    private func deliverLiveSwift(_ results: [PlaygroundResult], at time: Double) {
        for result in results {
            if case .liveSwiftUnavailable(let reason) = result { Self.warn(reason) }
            core.receive(result, at: time)
        }
    }

    /// The running binary, which serves the person's compiled code too.
    static var ownExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The folder this run compiles the person's files in.
    static var liveSwiftFolder: String { NSTemporaryDirectory() + "vitrine-swift-\(getpid())" }

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
        if liveSwift != nil { try? FileManager.default.removeItem(atPath: Self.liveSwiftFolder) }
    }
}
