import Foundation
import VitrineLive
import VitrinePlayground

/// Live Swift in the window (`--swift FILE_OR_FOLDER`): watches the person's files, compiles
/// them away from the frame loop when they change, starts the new version's process and hands
/// the core its types; passes on the failures of their calls.
///
/// A headless run compiles and loads at once, in the frame it asks (``reloadNow()``), so that
/// its frames do not depend on how long the compiler takes.
final class LiveSwiftHost {
    /// How often the files' modification times are looked at, in seconds.
    static let checkInterval = 0.1

    /// The files and folders, as given (`--swift`, and the presets file's `"swift"` fields).
    private(set) var paths: [String]
    /// What runs the person's code, which the scenes' values of their types ask.
    let session: LiveSwiftSession
    private let compiler: LiveSwiftCompiler?
    private let executable: String
    private var unavailable: String?
    private var stamps: [String: Date] = [:]
    private var lastCheck = -Double.infinity
    private var generationCount = 0
    private let mailbox = LiveSwiftMailbox()
    private var isCompiling = false

    /// Live Swift on the files at `paths`, run by `session`, compiled in `workFolder`, the compiler found on
    /// `searchPath` (PATH); when there is none, it says why once (``start()``) and the window
    /// runs on without.
    init(paths: [String], session: LiveSwiftSession, executable: String, searchPath: String?, workFolder: String) {
        self.paths = paths
        self.session = session
        self.executable = executable
        do {
            compiler = try LiveSwiftCompiler.locate(executable: executable, path: searchPath, workFolder: workFolder)
        } catch {
            compiler = nil
            unavailable = error.reason
        }
    }

    /// The results so far: why live Swift is off, or (headless) the first compile's outcome.
    func start(synchronously: Bool) -> [PlaygroundResult] {
        if let unavailable { return [.liveSwiftUnavailable(unavailable)] }
        stamps = currentStamps()
        if synchronously { return reloadNow() }
        beginCompile()
        return []
    }

    /// Compiles and loads the files now, waiting for it; what came of it.
    func reloadNow() -> [PlaygroundResult] {
        guard let compiler else { return unavailable.map { [.liveSwiftUnavailable($0)] } ?? [] }
        stamps = currentStamps()
        generationCount += 1
        return [deliver(Self.build(compiler: compiler, paths: paths, generation: generationCount, executable: executable))]
    }

    /// What happened since the last frame: a compile that finished (after a change of the files
    /// that this looks for every ``checkInterval`` when `watchesFiles`), and the failures of the
    /// person's code. A headless run does not watch: it reloads where its script says.
    func poll(now: Double, watchesFiles: Bool) -> [PlaygroundResult] {
        var results: [PlaygroundResult] = []
        if let built = mailbox.take() {
            isCompiling = false
            results.append(deliver(built))
        }
        if watchesFiles, compiler != nil, !isCompiling, now - lastCheck >= Self.checkInterval {
            lastCheck = now
            let current = currentStamps()
            if current != stamps {
                stamps = current
                beginCompile()
            }
        }
        for failure in session.takeFailures() {
            StandardError.write(
                "vitrine: \(failure.typeName) failed on \(failure.call): \(failure.reason); drawing \(failure.fallback)\n")
            results.append(.liveSwiftFailed(failure))
        }
        return results
    }

    /// Stops every process of the person's code.
    func stop() {
        session.stop()
    }

    private func beginCompile() {
        guard let compiler else { return }
        isCompiling = true
        generationCount += 1
        let job = LiveSwiftJob(compiler: compiler, paths: paths, generation: generationCount, executable: executable)
        let mailbox = self.mailbox
        Thread.detachNewThread {
            mailbox.put(
                LiveSwiftHost.build(
                    compiler: job.compiler, paths: job.paths, generation: job.generation,
                    executable: job.executable))
        }
    }

    /// Compiles the files at `paths` and starts the version's process: what came of it.
    static func build(compiler: LiveSwiftCompiler, paths: [String], generation: Int, executable: String) -> LiveSwiftBuild {
        let start = Date()
        var sources: [String] = []
        for path in paths {
            do {
                for file in try LiveSwiftCompiler.sourceFiles(at: path) where !sources.contains(file) { sources.append(file) }
            } catch {
                return LiveSwiftBuild(
                    outcome: .failed([
                        LiveSwiftDiagnostic(
                            file: path, line: 1, column: 1, severity: .error,
                            message: error.reason)
                    ]))
            }
        }
        let path = paths.first ?? ""
        switch compiler.compile(sources, generation: generation) {
        case .failed(let diagnostics):
            return LiveSwiftBuild(outcome: .failed(diagnostics))
        case .compiled(let library, let scanned, let warnings):
            do {
                let version = try LiveSwiftGeneration(number: generation, library: library, executable: executable)
                return LiveSwiftBuild(
                    outcome: .loaded(version, scanned: scanned, files: sources, warnings: warnings),
                    seconds: Date().timeIntervalSince(start))
            } catch {
                let place = scanned.first.map { ($0.file, $0.line) } ?? (sources.first ?? path, 1)
                return LiveSwiftBuild(
                    outcome: .failed([
                        LiveSwiftDiagnostic(
                            file: place.0, line: place.1, column: 1,
                            severity: .error, message: error.reason)
                    ]))
            }
        }
    }

    /// The result the core takes for `built`; a loaded version becomes the session's.
    private func deliver(_ built: LiveSwiftBuild) -> PlaygroundResult {
        switch built.outcome {
        case .failed(let diagnostics):
            for diagnostic in diagnostics where diagnostic.severity == .error {
                StandardError.write("vitrine: \(diagnostic.summary)\n")
            }
            return .liveSwiftCompileFailed(diagnostics)
        case .loaded(let version, let scanned, let files, let warnings):
            session.adopt(version)
            let types = version.types.map { type in
                var type = type
                if let source = scanned.first(where: { $0.name == type.name }) {
                    type.file = source.file
                    type.numberHints = type.numberNames.map { name in
                        let number = source.numbers.first { $0.name == name }
                        return LiveNumberHint(
                            isWhole: number?.type == .int, isSwitch: number?.type == .bool, range: number?.range)
                    }
                }
                return type
            }
            let live = LiveSwiftTypes(types: types, code: session, files: files)
            let seconds = (built.seconds * 100).rounded() / 100
            StandardError.write("vitrine: \(PlaygroundCore.loadedLine(live)) · compiled and loaded in \(seconds) s\n")
            for warning in warnings
            where warning.message.hasPrefix("Vitrine cannot list") || warning.message.hasSuffix("it is not listed") {
                StandardError.write("vitrine: \(warning.summary)\n")
            }
            return .liveSwiftLoaded(live, warnings: warnings, seconds: built.seconds)
        }
    }

    /// Adds `more` files or folders (a presets file's `"swift"` fields) to those compiled; a
    /// window compiles again at its next look, a headless run at once (what came of it).
    func add(_ more: [String], synchronously: Bool) -> [PlaygroundResult] {
        let new = more.filter { !paths.contains($0) }
        guard !new.isEmpty else { return [] }
        paths += new
        if synchronously { return reloadNow() }
        stamps = [:]
        return []
    }

    /// The modification times of the files at ``paths`` (and of the folders, for files added
    /// or removed).
    private func currentStamps() -> [String: Date] {
        var stamps: [String: Date] = [:]
        let files = paths + paths.flatMap { (try? LiveSwiftCompiler.sourceFiles(at: $0)) ?? [] }
        for file in files {
            if let date = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date {
                stamps[file] = date
            }
        }
        return stamps
    }
}
