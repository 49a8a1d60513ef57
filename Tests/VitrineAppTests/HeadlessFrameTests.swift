import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrineApp

/// A headless run's output is made once, as large as the largest frame the run asks for.
@Suite("Headless frame sizes")
struct HeadlessFrameTests {
    @Test func everySizeIsWholePointsFromOneTo8192() {
        #expect(RunOptions.clampedSize(Size(width: 800.5, height: 600.4)) == Size(width: 801, height: 600))
        #expect(RunOptions.clampedSize(Size(width: 0.4, height: 1)) == Size(width: 1, height: 1))
        #expect(RunOptions.clampedSize(Size(width: 9000, height: 20_000)) == Size(width: 8192, height: 8192))
        #expect(RunOptions.clampedSize(Size(width: 2_147_483_648, height: -5)) == Size(width: 8192, height: 1))
        #expect(RunOptions.clampedSize(Size(width: .infinity, height: .nan)) == Size(width: 8192, height: 8192))
    }

    @Test func flagSizesAreClampedWithAWarning() {
        var width = 0, height = 8193, fine = 640
        #expect(RunOptions.clamp(&width, flag: "--width") == ["--width 0 is outside 1...8192; using 1"])
        #expect(RunOptions.clamp(&height, flag: "--height") == ["--height 8193 is outside 1...8192; using 8192"])
        #expect(RunOptions.clamp(&fine, flag: "--width") == [])
        #expect((width, height, fine) == (1, 8192, 640))
    }

    @Test func theWarningWritesWholeSizesWithoutDecimals() {
        #expect(
            App.resizeWarning(asked: Size(width: 70000, height: 10), given: Size(width: 8192, height: 10))
                == "a size of 70000×10 is outside 1...8192 (whole points); using 8192×10")
        #expect(
            App.resizeWarning(asked: Size(width: 0.4, height: 3), given: Size(width: 1, height: 3))
                == "a size of 0.4×3 is outside 1...8192 (whole points); using 1×3")
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
