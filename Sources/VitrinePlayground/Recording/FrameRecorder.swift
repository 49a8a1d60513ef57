import Foundation
import VitrineSDL

/// Writes the frames of a run into a folder: every frame as a numbered PNG
/// (`frame-00001.png`, …) and the whole run as one animated GIF that loops.
///
/// The GIF keeps every second frame, 30 a second: GIF delays are whole hundredths of a second
/// and viewers slow down anything under two, so 60 frames a second cannot be shown. Delays of
/// 3 and 4 hundredths in turn keep the GIF's clock on the run's (frames are taken to be 1/60 s
/// apart, as they are headless).
struct FrameRecorder {
    /// The folder the files go into.
    let folder: String
    /// The GIF's file name, inside the folder.
    let gifName: String
    /// How many frames were written.
    private(set) var frameCount = 0
    /// The GIF so far; made with the first frame, whose size it takes.
    private var gif: AnimatedGIF?

    /// Frames of the run per frame of the GIF.
    static let frameStride = 2

    /// Makes the folder if it is not there.
    ///
    /// - Throws: A ``PlaygroundError`` when the folder cannot be made.
    init(folder: String, gifName: String) throws(PlaygroundError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError("--record: cannot make the folder \(folder): \(error.localizedDescription)")
        }
        self.folder = folder
        self.gifName = gifName
    }

    /// Writes one frame, shown at `time` seconds into the run.
    ///
    /// - Throws: A ``PlaygroundError`` naming the file that could not be written.
    mutating func record(_ frame: Bitmap, at time: Double) throws(PlaygroundError) {
        frameCount += 1
        let path = "\(folder)/frame-\(Self.padded(frameCount)).png"
        do {
            try frame.writePNG(to: path)
        } catch {
            throw PlaygroundError("--record: cannot write \(path): \(error.description)")
        }
        guard (frameCount - 1) % Self.frameStride == 0 else { return }
        var gif = self.gif ?? AnimatedGIF(width: frame.width, height: frame.height)
        let shown = Int((time * 100).rounded())
        let next = Int(((time + Double(Self.frameStride) * FrameTime.fixedStep) * 100).rounded())
        do {
            try gif.append(rgba: frame.bytes, delay: next - shown)
        } catch {
            throw PlaygroundError("--record: cannot add frame \(frameCount) to the GIF: \(error.description)")
        }
        self.gif = gif
    }

    /// Writes the GIF; returns its path, or `nil` when no frame was recorded.
    ///
    /// - Throws: A ``PlaygroundError`` when the file cannot be written.
    func finish() throws(PlaygroundError) -> String? {
        guard let gif else { return nil }
        let path = "\(folder)/\(gifName)"
        guard FileManager.default.createFile(atPath: path, contents: Data(gif.bytes)) else {
            throw PlaygroundError("--record: cannot write \(path)")
        }
        return path
    }

    /// A frame number with five digits: "00042".
    static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(5 - digits.count, 0)) + digits
    }
}
