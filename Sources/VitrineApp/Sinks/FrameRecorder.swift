import Foundation
import VitrineFiles
import VitrineGIF
import VitrineGeometry
import VitrinePlayground
import VitrineSDL

/// Writes the frames of a run into a folder: every frame as a numbered PNG
/// (`frame-00001.png`, …) and the whole run as one animated GIF that loops.
///
/// The folder must be new or empty, so a recording never overwrites a file: each file is
/// written only where none is (see `FileWriter`).
///
/// The GIF keeps every second frame, 30 a second: GIF delays are whole hundredths of a second
/// and viewers slow down anything under two, so 60 frames a second cannot be shown. Delays of
/// 3 and 4 hundredths in turn keep the GIF's clock on the run's (frames are taken to be 1/60 s
/// apart, as they are headless). The GIF has the first frame's size; a frame of another size
/// (the window resized) is scaled to fit inside it, centered on the background color. Each
/// PNG has its frame's own size. The GIF goes to its file as it grows (under a temporary name
/// until ``finish()``), so memory stays flat however long the recording.
struct FrameRecorder {
    /// The folder the files go into.
    let folder: String
    /// The GIF's file name, inside the folder.
    let gifName: String
    /// The color around a frame fitted into the GIF.
    let background: RGBA8
    /// How many frames were written.
    private(set) var frameCount = 0
    /// How many frames were scaled to fit into the GIF.
    private(set) var fittedFrameCount = 0
    /// The GIF's encoder; made with the first frame, whose size it takes.
    private var gif: AnimatedGIF?
    /// The GIF's file, written as the encoder finishes its parts.
    private let gifFile: FileAppender

    /// Frames of the run per frame of the GIF.
    static let frameStride = 2

    /// Makes the folder if it is not there.
    ///
    /// - Throws: A ``PlaygroundError`` when the folder cannot be made or is not empty.
    init(folder: String, gifName: String, background: RGBA8) throws(PlaygroundError) {
        try Self.checkFolder(folder)
        if FileKind(path: folder) == nil {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw PlaygroundError("--record: cannot make the folder \(folder): \(error.localizedDescription)")
            }
        }
        do {
            gifFile = try FileAppender(path: "\(folder)/\(gifName)")
        } catch {
            throw PlaygroundError("--record: cannot write \(error)")
        }
        self.folder = folder
        self.gifName = gifName
        self.background = background
    }

    /// Throws unless `path` is an empty folder this process may write in, or a folder that
    /// can be made (its parent is there).
    static func checkFolder(_ path: String) throws(PlaygroundError) {
        guard !path.isEmpty else { throw PlaygroundError("--record needs a folder path") }
        switch FileKind(path: path) {
        case .folder?:
            guard FileAccess.isWritable(path) else { throw PlaygroundError("--record: the folder \(path) is not writable") }
            let count = (try? FileManager.default.contentsOfDirectory(atPath: path).count) ?? 0
            guard count == 0 else {
                throw PlaygroundError(
                    "--record: the folder \(path) is not empty (\(count) item\(count == 1 ? "" : "s")); "
                        + "a recording never overwrites files: name a new or empty folder")
            }
        case let kind?:
            throw PlaygroundError("--record: \(path) is \(kind.description), not a folder")
        case nil where OutputTarget.isTaken(path):
            // Something is there that leads nowhere: a symbolic link to nothing, or a loop.
            throw PlaygroundError(
                "--record: \(path) is a symbolic link that leads to no folder (to nothing, or in a "
                    + "loop); expected a new or empty folder")
        case nil:
            try RunOptions.checkFolder(holding: path, flag: "--record", action: "make")
        }
    }

    /// Writes one frame, shown at `time` seconds into the run.
    ///
    /// - Throws: A ``PlaygroundError`` naming the file that could not be written. The recorder
    ///   is then as it was before the call: ``finish()`` writes the GIF of the frames before.
    mutating func record(_ frame: Bitmap, at time: Double) throws(PlaygroundError) {
        let number = frameCount + 1
        let path = "\(folder)/frame-\(Self.padded(number)).png"
        do {
            try frame.writePNG(to: path, existing: .keep)
        } catch {
            throw PlaygroundError("--record: cannot write \(path): \(error.message)")
        }
        if (number - 1) % Self.frameStride == 0 {
            try addToGIF(frame, number: number, at: time)
        }
        frameCount = number
    }

    /// Adds frame `number`, fitted into the GIF's size if it has another, and writes what the
    /// GIF has finished to its file; changes nothing when it throws.
    private mutating func addToGIF(_ frame: Bitmap, number: Int, at time: Double) throws(PlaygroundError) {
        var gif = self.gif ?? AnimatedGIF(width: frame.width, height: frame.height)
        var pixels = frame
        let isFitted = frame.width != gif.width || frame.height != gif.height
        if isFitted, let fitted = frame.fitted(width: gif.width, height: gif.height, background: background) {
            pixels = fitted
        }
        let shown = Int((time * 100).rounded())
        let next = Int(((time + Double(Self.frameStride) * FrameTime.fixedStep) * 100).rounded())
        do {
            try gif.append(rgba: pixels.bytes, delay: next - shown)
        } catch {
            throw PlaygroundError("--record: cannot add frame \(number) to the GIF: \(error.description)")
        }
        do {
            // All of it or none: the file keeps ending where the GIF before this frame did.
            try gifFile.append(gif.takeFinalBytes())
        } catch {
            throw PlaygroundError("--record: cannot write \(error)")
        }
        self.gif = gif
        if isFitted { fittedFrameCount += 1 }
    }

    /// Writes the GIF of the frames recorded so far; returns its path, or `nil` when no frame
    /// was recorded.
    ///
    /// - Throws: A ``PlaygroundError`` when the file cannot be written.
    func finish() throws(PlaygroundError) -> String? {
        guard let gif else {
            gifFile.discard()
            return nil
        }
        do {
            try gifFile.append(gif.closingBytes)
            try gifFile.finish(existing: .keep)
        } catch {
            gifFile.discard()
            throw PlaygroundError("--record: cannot write \(error)")
        }
        return gifFile.path
    }

    /// A frame number with five digits: "00042".
    static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(5 - digits.count, 0)) + digits
    }
}
