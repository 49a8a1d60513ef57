import Foundation
import VitrineCanvas
@_spi(Vitrine) import VitrinePlayground
import VitrineSDL

/// What a checked run (`--check`) watches, frame by frame: that the scroll offset and every
/// vertex of the draw list are finite, how many SDL textures are alive, and how much memory the
/// process holds after its warm-up.
struct FrameCheck {
    /// The first problems found, at most ``problemLimit`` (the count goes on).
    private(set) var problems: [String] = []
    /// How many problems in all.
    private(set) var problemCount = 0
    /// Frames checked.
    private(set) var frameCount = 0
    /// The most SDL textures alive at the end of a frame.
    private(set) var mostTextures = 0
    /// Resident memory when the warm-up ended, in bytes.
    private(set) var residentAfterWarmUp: Int?
    /// Resident memory at the last frame, in bytes.
    private(set) var residentNow = 0
    /// The most resident memory seen after the warm-up, in bytes.
    private(set) var residentPeak = 0
    /// The most bytes the pictures' textures took at the end of a frame, and their budget.
    private(set) var picturePeak: (bytes: Int, budget: Int)?

    /// Frames before memory is taken as settled.
    let warmUpFrames: Int

    /// Problems kept word for word.
    static let problemLimit = 10
    /// Memory is read every this many frames.
    static let memoryInterval = 60

    /// A check whose warm-up is the first quarter of a run of `expectedFrames` frames, and at
    /// least 600 frames: long enough for every preset to have been drawn, so that the caches
    /// that fill as they come (glyphs, fonts, the driver's compiled shaders) have filled.
    init(expectedFrames: Int?) {
        warmUpFrames = max(600, (expectedFrames ?? 0) / 4)
    }

    /// Checks one frame.
    mutating func check(
        frame: Int, presetName: String, scrollOffset: Double?, drawLists: [DrawList], liveTextures: Int,
        pictures: PictureReadout? = nil
    ) {
        frameCount += 1
        if let pictures {
            picturePeak = (max(picturePeak?.bytes ?? 0, pictures.textureBytes), pictures.budget)
        }
        if let offset = scrollOffset, !offset.isFinite {
            report("frame \(frame): \(presetName): the scroll offset is \(offset)")
        }
        let vertices = drawLists.lazy.flatMap(\.vertices)
        if let vertex = vertices.first(where: { !$0.x.isFinite || !$0.y.isFinite || !$0.u.isFinite || !$0.v.isFinite }) {
            report("frame \(frame): \(presetName): a vertex of the draw list is not finite: \(vertex)")
        }
        mostTextures = max(mostTextures, liveTextures)
        if frame % Self.memoryInterval == 0 || frame == warmUpFrames, let resident = Self.residentBytes() {
            residentNow = resident
            if frame >= warmUpFrames {
                if residentAfterWarmUp == nil { residentAfterWarmUp = resident }
                residentPeak = max(residentPeak, resident)
            }
        }
    }

    /// Notes a problem.
    mutating func report(_ problem: String) {
        problemCount += 1
        if problems.count < Self.problemLimit { problems.append(problem) }
    }

    /// The growth of resident memory from the end of the warm-up to the last reading, in bytes.
    var residentGrowth: Int? {
        residentAfterWarmUp.map { residentNow - $0 }
    }

    /// The report printed at the end of a checked run: one line of figures, then the problems.
    var report: String {
        let mib = { (bytes: Int) in (Double(bytes) / 1_048_576).decimalText(1) + " MiB" }
        var line = "check: \(frameCount) frames, \(problemCount) problems, at most \(mostTextures) SDL textures alive"
        if let start = residentAfterWarmUp, let growth = residentGrowth {
            line +=
                ", resident memory \(mib(start)) after \(warmUpFrames) frames, \(mib(residentNow)) at the end"
                + " (growth \((Double(growth) / 1024).decimalText(0)) KiB), peak \(mib(residentPeak))"
        }
        if let (bytes, budget) = picturePeak {
            line += ", picture textures at most \(mib(bytes)) of a \(mib(budget)) budget"
        }
        if let peak = Self.peakResidentBytes() { line += ", peak resident memory of the run \(mib(peak))" }
        return ([line] + problems).joined(separator: "\n")
    }

    /// The most resident memory the process has held since it started (`VmHWM` of
    /// `/proc/self/status`), or `nil` where there is none.
    static func peakResidentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kibibytes * 1024
    }

    /// The process's resident memory, from `/proc/self/statm`, or `nil` where there is none.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
