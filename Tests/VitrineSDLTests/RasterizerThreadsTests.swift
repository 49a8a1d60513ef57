import Testing

@testable import VitrineSDL

/// llvmpipe is asked for one thread more than cores, unless someone chose already.
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
}
