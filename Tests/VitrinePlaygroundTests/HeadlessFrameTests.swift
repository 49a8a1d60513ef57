import Testing
import VitrineGeometry
import VitrineInput
@testable import VitrinePlayground

/// A headless run's output is made once, as large as the largest frame the run asks for.
@Suite("Headless frame sizes")
struct HeadlessFrameTests {
    @Test func scriptSizesAreWholePixelsFromOneTo8192() {
        #expect(App.headlessFrameSize(Size(width: 800.5, height: 600.4)) == Size(width: 801, height: 600))
        #expect(App.headlessFrameSize(Size(width: 0.4, height: 1)) == Size(width: 1, height: 1))
        #expect(App.headlessFrameSize(Size(width: 9000, height: 20_000)) == Size(width: 8192, height: 8192))
    }

    @Test func theOutputIsAsLargeAsTheLargestFrameInEachDirection() throws {
        let options = RunOptions(mode: .headless, width: 640, height: 360, frames: 10)
        #expect(App.outputSize(options: options, script: nil) == (640, 360))
        let script = try InputScript(parsing: "0 resize 1000 200\n10 resize 300 900\n20 resize 1 1\n", fileName: "s.txt")
        #expect(App.outputSize(options: options, script: script) == (1000, 900))
        let huge = try InputScript(parsing: "0 resize 10000 100\n", fileName: "s.txt")
        #expect(App.outputSize(options: options, script: huge) == (8192, 360))
    }
}
