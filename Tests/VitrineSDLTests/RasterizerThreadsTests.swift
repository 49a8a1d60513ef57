import Foundation
import Testing

@testable import VitrineSDL

/// llvmpipe is asked for one thread more than cores, unless someone chose already; the pictures
/// decode on one fewer.
@Suite("Rasterizer threads")
struct RasterizerThreadsTests {
    @Test func oneMoreThanCores() {
        #expect(RasterizerThreads.count(processors: 2, alreadySet: nil) == 3)
        #expect(RasterizerThreads.count(processors: 16, alreadySet: nil) == 17)
    }

    // On one core llvmpipe fills on the drawing thread; a thread of its own would only take turns.
    @Test func aSingleCoreKeepsLlvmpipesChoice() {
        #expect(RasterizerThreads.count(processors: 1, alreadySet: nil) == nil)
    }

    // A count the user set, even an empty one, is theirs.
    @Test func aCountAlreadySetIsKept() {
        #expect(RasterizerThreads.count(processors: 2, alreadySet: "1") == nil)
        #expect(RasterizerThreads.count(processors: 8, alreadySet: "") == nil)
    }

    // The pictures' decoding threads leave a core to the frame loop: one fewer than the cores
    // the process may run on, at least one, at most four.
    @Test func decodingThreadsLeaveACoreToTheFrameLoop() {
        #expect((1...8).map { PictureLibrary.defaultThreadCount(cores: $0) } == [1, 1, 2, 3, 4, 4, 4, 4])
    }

    // The usable cores are those the kernel lists as allowed ("0-1,4"), no more than the active ones.
    @Test func theUsableCoresAreThoseOfTheAffinity() throws {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        let allowed = line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
        let count = allowed.split(separator: ",").map { range -> Int in
            let ends = range.split(separator: "-").compactMap { Int($0) }
            return ends.count == 2 ? ends[1] - ends[0] + 1 : 1
        }.reduce(0, +)
        #expect(ProcessorCores.usable == min(count, ProcessInfo.processInfo.activeProcessorCount))
    }
}
