import Testing
import VitrineCanvas

@testable import VitrinePlayground

/// The motion lab's line about the pictures: textures, their mebibytes against the budget to a
/// tenth, what waits, and what cannot be shown when anything cannot.
@Suite("The pictures' line in the motion lab")
struct PictureReadoutLineTests {
    @Test func theLineSaysTexturesMemoryAndWaiting() {
        let readout = PictureReadout(
            pictureCount: 1_000, textureCount: 34, textureBytes: 50_541_363, budget: 256 * 1024 * 1024, waitingCount: 3,
            problemCount: 0)
        // 50,541,363 bytes are 48.2 MiB.
        #expect(readout.line == "pictures 34 textures · 48.2 of 256 MiB · 3 waiting")
    }

    @Test func filesThatCannotBeShownAreCountedAtTheEnd() {
        let readout = PictureReadout(
            pictureCount: 6, textureCount: 3, textureBytes: 7_969_177, budget: 16 * 1024 * 1024, waitingCount: 0,
            problemCount: 3)
        #expect(readout.line == "pictures 3 textures · 7.6 of 16 MiB · 0 waiting · 3 cannot be shown")
    }
}
