import Foundation
import VitrineLive

/// Compiles a person's Swift files, with the registration Vitrine appends to them, into a
/// library that `vitrine --serve-swift` loads: `swiftc -emit-library` against the library
/// modules beside the running binary (the build `make run` made).
struct LiveSwiftCompiler: Sendable {
    /// The module the person's files are compiled into.
    static let moduleName = "VitrineUserSwift"

    /// The longest a compile may take before it is stopped.
    static let compileTimeout = 120.0

    /// The Swift compiler.
    let swiftc: String
    /// The folder of the library's `.swiftmodule`s.
    let modules: String
    /// The folder this session compiles in.
    let workFolder: String

    /// What came of one compile.
    enum Outcome: Sendable {
        /// The library at `library`, listing `types`; the compiler's and Vitrine's warnings.
        case compiled(library: String, types: [ScannedType], warnings: [LiveSwiftDiagnostic])
        /// Nothing to load, and why: the compiler's errors (and warnings), or Vitrine's own.
        case failed([LiveSwiftDiagnostic])
    }

    /// The compiler found on `PATH` (`swiftc`), with the modules beside `executable`.
    ///
    /// - Throws: ``LiveSwiftProblem`` naming what is missing: no `swiftc` on `PATH`, or no
    ///   `Modules` folder beside the binary.
    static func locate(executable: String, path: String?, workFolder: String) throws(LiveSwiftProblem) -> LiveSwiftCompiler {
        let folders = (path ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        guard let swiftc = folders.map({ $0 + "/swiftc" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else {
            throw LiveSwiftProblem(
                "no Swift compiler: swiftc is not on PATH (\(path ?? "unset")); live Swift is off, the window runs on")
        }
        let modules = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("Modules").path
        guard FileManager.default.fileExists(atPath: modules + "/VitrineLive.swiftmodule") else {
            throw LiveSwiftProblem(
                "the library's modules are not beside the binary (\(modules)): live Swift needs the build folder make run made")
        }
        return LiveSwiftCompiler(swiftc: swiftc, modules: modules, workFolder: workFolder)
    }

    /// The largest Swift file compiled: 4 MiB.
    static let largestSource = 4 << 20

    /// The Swift files `path` names: itself, or the `.swift` files in it (not in its
    /// subfolders), by name; each a regular file of at most ``largestSource`` bytes.
    ///
    /// - Throws: ``LiveSwiftProblem`` saying what is wrong with the path (the caller names it).
    static func sourceFiles(at path: String) throws(LiveSwiftProblem) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw LiveSwiftProblem("no such file or folder")
        }
        guard isFolder.boolValue else {
            try checkSource(path)
            return [path]
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw LiveSwiftProblem("cannot list the folder (\(error.localizedDescription))")
        }
        let files = names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
        guard !files.isEmpty else { throw LiveSwiftProblem("the folder has no .swift files") }
        for file in files {
            do {
                try checkSource(file)
            } catch {
                throw LiveSwiftProblem("\(URL(fileURLWithPath: file).lastPathComponent): \(error.reason)")
            }
        }
        return files
    }

    /// Checks that `path` is a regular file (not a device, a pipe or a socket, which could
    /// be read without end) of at most ``largestSource`` bytes.
    private static func checkSource(_ path: String) throws(LiveSwiftProblem) {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw LiveSwiftProblem("cannot read it (\(error.localizedDescription))")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw LiveSwiftProblem("not a regular file; expected a Swift file or a folder of them")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= largestSource else {
            throw LiveSwiftProblem("\(size) bytes, over the \(largestSource >> 20) MiB a Swift file may have")
        }
    }

    /// Compiles the files `sources` as version `generation`.
    func compile(_ sources: [String], generation: Int) -> Outcome {
        var texts: [(path: String, text: String)] = []
        for source in sources {
            guard let data = FileManager.default.contents(atPath: source) else {
                return .failed([
                    LiveSwiftDiagnostic(file: source, line: 1, column: 1, severity: .error, message: "cannot read the file")
                ])
            }
            texts.append((source, String(decoding: data, as: UTF8.self)))
        }
        let types = SwiftSourceScanner.scan(texts)
        var notes = types.compactMap { type -> LiveSwiftDiagnostic? in
            type.initializerProblem.map {
                LiveSwiftDiagnostic(
                    file: type.file, line: type.line, column: type.column, severity: .warning,
                    message: "\($0); it is not listed")
            }
        }
        let listed = types.filter { $0.initializerProblem == nil }
        let folder = workFolder + "/\(generation)"
        var copies: [String] = []
        var generatedParts: [String: (start: Int, lines: [Substring])] = [:]
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (index, file) in texts.enumerated() {
                let copy = LiveShim.compiledCopy(
                    of: file.text, originalPath: file.path, types: listed.filter { $0.file == file.path })
                let path = folder + "/\(index)-" + URL(fileURLWithPath: file.path).lastPathComponent
                try copy.source.write(toFile: path, atomically: false, encoding: .utf8)
                copies.append(path)
                generatedParts[path] = (
                    copy.generatedStartLine, copy.source.split(separator: "\n", omittingEmptySubsequences: false)
                )
            }
            let registration = folder + "/Registration.swift"
            try LiveShim.registrationSource(types: listed).write(toFile: registration, atomically: false, encoding: .utf8)
            copies.append(registration)
        } catch {
            return .failed([
                LiveSwiftDiagnostic(
                    file: folder, line: 1, column: 1, severity: .error,
                    message: "cannot write the compiler's files: \(error.localizedDescription)")
            ])
        }
        let library = folder + "/lib\(Self.moduleName)\(generation).so"
        let arguments =
            [
                "-emit-library", "-parse-as-library", "-swift-version", "5", "-Onone",
                "-module-name", Self.moduleName, "-I", modules, "-diagnostic-style", "llvm",
                "-module-cache-path", workFolder + "/module-cache", "-o", library,
            ] + copies
        let run: (status: Int32, output: String)
        do {
            run = try LiveSwiftCommand.run(swiftc, arguments: arguments, timeout: Self.compileTimeout)
        } catch {
            return .failed([
                LiveSwiftDiagnostic(file: sources.first ?? "", line: 1, column: 1, severity: .error, message: error.reason)
            ])
        }
        let diagnostics = LiveSwiftDiagnostic.parse(compilerOutput: run.output).map { diagnostic in
            Self.explained(diagnostic, generatedParts: generatedParts, types: listed)
        }
        notes += diagnostics
        guard run.status == 0, FileManager.default.fileExists(atPath: library) else {
            if !notes.contains(where: { $0.severity == .error }) {
                let tail = run.output.split(separator: "\n").suffix(3).joined(separator: " ")
                notes.append(
                    LiveSwiftDiagnostic(
                        file: sources.first ?? "", line: 1, column: 1, severity: .error,
                        message: "swiftc failed (status \(run.status)): \(tail)"))
            }
            return .failed(notes)
        }
        return .compiled(library: library, types: listed, warnings: notes)
    }

    /// `diagnostic` about the person's own lines as it is; one about the registration Vitrine
    /// appended told as a problem listing the type it belongs to, at the type's declaration.
    private static func explained(
        _ diagnostic: LiveSwiftDiagnostic, generatedParts: [String: (start: Int, lines: [Substring])],
        types: [ScannedType]
    ) -> LiveSwiftDiagnostic {
        let isRegistration = diagnostic.file.hasSuffix("/Registration.swift")
        guard isRegistration || generatedParts[diagnostic.file].map({ diagnostic.line >= $0.start }) == true else {
            return diagnostic
        }
        var typeName: String?
        if let part = generatedParts[diagnostic.file] {
            let above = part.lines.prefix(max(diagnostic.line - 1, 0)).last { $0.hasPrefix("extension ") }
            typeName = above.map { String($0.dropFirst("extension ".count).prefix { $0 != " " && $0 != "{" }) }
        }
        guard let type = types.first(where: { $0.name == typeName }) ?? types.first else { return diagnostic }
        var explained = diagnostic
        explained.file = type.file
        explained.line = type.line
        explained.column = type.column
        explained.sourceLine = nil
        explained.message = "Vitrine cannot list \(type.name): \(diagnostic.message)"
        return explained
    }
}
