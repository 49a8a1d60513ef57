import ArgumentParser
import Foundation
import VitrineApp
import VitrineFiles
import VitrinePlayground

/// The `vitrine` command: parses the command line and hands over to the playground.
@main
struct Vitrine: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A real-time playground of carousels, parallax pages and flow layouts.",
        discussion: "Esc or Q quits. Without a display, use --headless (with --frames or --script).",
        version: App.versionDescription)

    @Flag(help: "Render with no display at all, 1/60 s per frame.")
    var headless = false

    // The numbers take the next argument even where it starts with "-", so that a negative
    // number is named as the wrong value it is rather than taken for a flag.
    @Option(
        parsing: .unconditional,
        help:
            "Stop after N frames (headless without it: once the script is played and the scene at rest, within 10 s of its last event)."
    )
    var frames: Int?

    @Option(help: ArgumentHelp("Write the last frame as PNG to PATH.", valueName: "path"))
    var screenshot: String?

    @Option(
        parsing: .unconditional,
        help:
            "Window width in points (\(RunOptions.sizeRange.lowerBound)...\(RunOptions.sizeRange.upperBound); others are clamped)."
    )
    var width = 1280

    @Option(
        parsing: .unconditional,
        help:
            "Window height in points (\(RunOptions.sizeRange.lowerBound)...\(RunOptions.sizeRange.upperBound); others are clamped)."
    )
    var height = 720

    @Option(
        help: ArgumentHelp(
            "Play the input script FILE (format in Docs/Recording-and-Input-Scripts.md; a pipe or /dev/stdin too).",
            valueName: "file"))
    var script: String?

    @Option(help: ArgumentHelp("Draw text with the TrueType font at PATH.", valueName: "path"))
    var font: String?

    @Flag(
        help:
            "Use SDL's software renderer instead of OpenGL: slower on most presets, but loads no OpenGL driver (about 50–60 MiB of memory instead of 135–150)."
    )
    var software = false

    @Option(
        help: ArgumentHelp(
            "Start with the preset NAME (see --list-presets), built-in or from --presets.",
            valueName: "name"))
    var preset = "coverflow"

    @Flag(
        help:
            "Reduce motion from the start, as X does: nothing turns or tilts, glides are shorter, no autoplay (also VITRINE_REDUCED_MOTION=1; a window follows GNOME's or KDE's animation setting)."
    )
    var reducedMotion = false

    @Flag(
        help: "Print the preset names, one per line (with those of --presets, or of ./vitrine-presets.json without it), and exit."
    )
    var listPresets = false

    @Flag(
        help:
            "Print the Swift that configures the library as --preset (built-in or from --presets) at --width × --height, and exit."
    )
    var printSwift = false

    @Option(
        help: ArgumentHelp(
            "Add the presets of the JSON file FILE (schema in Docs/Presets-Files.md); edits apply live. Without it, ./vitrine-presets.json is read if it is there.",
            valueName: "file"))
    var presets: String?

    @Option(
        help: ArgumentHelp(
            "Write every frame to the new or empty folder DIR as PNG, and the run as an animated GIF.",
            valueName: "dir"))
    var record: String?

    @Flag(help: "Check every frame (finite offsets and vertices, SDL textures, memory); report at the end.")
    var check = false

    @Option(
        help: ArgumentHelp(
            "Write every frame's phases in milliseconds, scroll offset and focused item to FILE as CSV.", valueName: "file"))
    var profile: String?

    @Option(
        help: ArgumentHelp(
            "Write the session's input (window and script) as an input script to FILE when it ends; replay it with --script.",
            valueName: "file"))
    var recordInput: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Start the scenes' time at 1, 1/2, 1/4 or 1/10 of full speed (Z's speeds); a script's times are then scene times, played that much slower.",
            valueName: "speed"))
    var speed: String?

    @Option(
        help: ArgumentHelp(
            "Split the window: --preset on the left, NAME (built-in or from --presets) on the right, both driven by the same input.",
            valueName: "name"))
    var compare: String?

    @Option(
        help: ArgumentHelp(
            "Compile the Swift file PATH (or the .swift files of the folder PATH) and list its paths, transforms, timing functions, actions and Flow plugins in the window; saving recompiles.",
            valueName: "path"))
    var swift: String?

    @Option(
        help: ArgumentHelp(
            "Put the pictures of the folder PATH (PNG, JPEG and WebP, in file-name order), or the picture file PATH, on the cards; a folder dropped on the window does the same.",
            valueName: "path"))
    var images: String?

    @Option(
        help: ArgumentHelp(
            "The most memory the pictures' textures keep, in MiB (\(RunOptions.pictureMemoryRange.lowerBound)...\(RunOptions.pictureMemoryRange.upperBound); 256 when not given); past it, those shown least recently go.",
            valueName: "MiB"))
    var imageMemory: Int?

    var runOptions: RunOptions {
        var options = RunOptions(
            mode: headless ? .headless : .window, width: width, height: height, frames: frames,
            screenshotPath: screenshot, scriptPath: script, fontPath: font,
            softwareRenderer: software, preset: preset, presetsPath: presets, recordPath: record)
        options.checksFrames = check
        options.profilePath = profile
        options.recordInputPath = recordInput
        options.speed = speed.flatMap { MotionSpeed(name: $0) } ?? .full
        options.reducesMotion = reducedMotion
        options.comparePreset = compare
        options.swiftPath = swift
        options.imagesPath = images
        if let imageMemory { options.pictureMemory = imageMemory * 1024 * 1024 }
        options.adoptDefaultPresetsFile()
        return options
    }

    /// Brings the sizes into range (with a warning) and checks every other option, also where
    /// the command only prints and exits (`--list-presets`, `--print-swift`); a mistake costs
    /// one line on stderr and exit status 64, before anything opens.
    mutating func validate() throws {
        for warning in RunOptions.clamp(&width, flag: "--width") + RunOptions.clamp(&height, flag: "--height") {
            StandardError.write("vitrine: \(warning)\n")
        }
        if printSwift {
            let others: [(given: Bool, flag: String)] = [
                (headless, "--headless"), (frames != nil, "--frames"), (screenshot != nil, "--screenshot"),
                (script != nil, "--script"), (font != nil, "--font"), (software, "--software"), (record != nil, "--record"),
                (check, "--check"), (profile != nil, "--profile"), (listPresets, "--list-presets"),
                (recordInput != nil, "--record-input"), (speed != nil, "--speed"), (reducedMotion, "--reduced-motion"),
                (compare != nil, "--compare"),
            ]
            if let other = others.first(where: \.given) {
                StandardError.write(
                    "vitrine: --print-swift prints and exits, without a window: it takes "
                        + "\(App.printSwiftFlags.joined(separator: ", ")), not \(other.flag)\n")
                throw ExitCode.validationFailure
            }
        }
        if let imageMemory, !RunOptions.pictureMemoryRange.contains(imageMemory) {
            let range = RunOptions.pictureMemoryRange
            StandardError.write(
                "vitrine: --image-memory must be \(range.lowerBound) to \(range.upperBound) MiB, got \(imageMemory)\n")
            throw ExitCode.validationFailure
        }
        do {
            if let speed { _ = try RunOptions.speed(named: speed) }
            if printSwift {
                try runOptions.validatePreset()
            } else if listPresets {
                // Lists and exits: every value is checked, but nothing runs that needs --frames.
                try runOptions.validateValues()
            } else {
                try runOptions.validate()
            }
        } catch {
            StandardError.write("vitrine: \(error)\n")
            throw ExitCode.validationFailure
        }
    }

    /// Parses the command line and runs it, as ArgumentParser's own `main` does, except that
    /// the help and the version are written so that a failure to write them (`vitrine --help >
    /// /dev/full`) is one line on stderr and exit status 1, and a closed pipe is no signal.
    static func main() {
        App.ignoreSignalsThatWouldEndWrites()
        // `vitrine --serve-swift LIBRARY` is the process the window starts to run a person's
        // compiled Swift (see LiveSwiftServer), not a command for people.
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == App.serveSwiftFlag {
            Foundation.exit(App.serveSwift(library: arguments[2]))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .success else { exit(withError: error) }
            let text = fullMessage(for: error)
            do {
                if !text.isEmpty { try StandardOutput.write(text + "\n") }
            } catch {
                let what = CommandLine.arguments.contains("--version") ? "the version" : "the help"
                StandardError.write("vitrine: cannot print \(what): \(error)\n")
                exit(withError: ExitCode.failure)
            }
            exit(withError: nil)
        }
    }

    /// Lists the presets, or runs the playground until it quits; exit status 1 when something
    /// failed on the way (standard output that cannot take the list or the Swift included; 64
    /// when `--preset` or `--compare` names no preset of the file listed).
    func run() throws {
        if listPresets {
            let fromFile: [String]
            do {
                fromFile =
                    try runOptions.presetsPath.map { path throws(PresetsFileError) in
                        try PresetsFile.presetNames(path: path)
                    } ?? []
            } catch {
                StandardError.write("vitrine: \(error)\n")
                throw ExitCode.failure
            }
            do {
                try RunOptions.checkPresetNames(preset: preset, compare: compare, among: fromFile)
            } catch {
                StandardError.write("vitrine: \(error)\n")
                throw ExitCode.validationFailure
            }
            do {
                try Self.printOut((Presets.names + fromFile).joined(separator: "\n") + "\n", what: "the preset names")
            } catch {
                StandardError.write("vitrine: \(error)\n")
                throw ExitCode.failure
            }
            return
        }
        if printSwift {
            do {
                let source = try App.swiftSource(
                    preset: preset, presetsPath: runOptions.presetsPath, width: width, height: height)
                try Self.printOut(source, what: "the Swift")
                return
            } catch {
                StandardError.write("vitrine: \(error)\n")
                throw ExitCode.failure
            }
        }
        let options = runOptions
        let status: Int32 = MainActor.assumeIsolated {
            do {
                return try App(options: options).run()
            } catch {
                StandardError.write("vitrine: \(error)\n")
                return 1
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Writes `text` to standard output.
    ///
    /// - Throws: A ``PlaygroundError`` naming `what` could not be printed, and why.
    private static func printOut(_ text: String, what: String) throws(PlaygroundError) {
        do {
            try StandardOutput.write(text)
        } catch {
            throw PlaygroundError("cannot print \(what): \(error)")
        }
    }
}
