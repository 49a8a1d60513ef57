import Testing
import VitrineCanvas
import VitrineGeometry

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
        #expect(readout.lines.first == "pictures 34 textures · 48.2 of 256 MiB · 3 waiting")
    }

    @Test func filesThatCannotBeShownAreCountedAtTheEnd() {
        let readout = PictureReadout(
            pictureCount: 6, textureCount: 3, textureBytes: 7_969_177, budget: 16 * 1024 * 1024, waitingCount: 0,
            problemCount: 3)
        #expect(readout.lines.first == "pictures 3 textures · 7.6 of 16 MiB · 0 waiting · 3 cannot be shown")
    }

    @Test func shorterFormsKeepEveryCount() {
        let readout = PictureReadout(
            pictureCount: 6, textureCount: 3, textureBytes: 7_969_177, budget: 256 * 1024 * 1024, waitingCount: 0,
            problemCount: 3)
        #expect(
            readout.lines == [
                "pictures 3 textures · 7.6 of 256 MiB · 0 waiting · 3 cannot be shown",
                "pictures 3 textures · 7.6/256 MiB · 0 waiting · 3 not shown",
                "3 textures · 7.6/256 MiB · 0 waiting · 3 not shown",
            ])
    }

    /// The graph shows the first form that fits its plot (its width less 16 points), and cuts
    /// the last when none does.
    @Test func theGraphShowsTheLongestFormThatFits() throws {
        let readout = PictureReadout(
            pictureCount: 6, textureCount: 3, textureBytes: 7_969_177, budget: 256 * 1024 * 1024, waitingCount: 0,
            problemCount: 3)
        var graph = FrameTimeGraph()
        graph.isShown = true
        let measure = EstimatedTextMeasure()
        let widths = readout.lines.map { measure.width(of: $0, fontSize: 12) }
        func footnote(plotWidth: Double) -> String? {
            let nodes = graph.makeNodes(
                in: Size(width: 1280, height: 720), size: Size(width: plotWidth + 16, height: 120),
                footnotes: readout.lines)
            return nodes.last?.text
        }
        #expect(footnote(plotWidth: widths[0]) == readout.lines[0])
        #expect(footnote(plotWidth: widths[0] - 1) == readout.lines[1])
        #expect(footnote(plotWidth: widths[1] - 1) == readout.lines[2])
        let cut = try #require(footnote(plotWidth: widths[2] - 1))
        #expect(cut.contains("…") && measure.width(of: cut, fontSize: 12) <= widths[2] - 1)
    }

    // The core's line counts every picture that cannot be shown: two found so when listed, and
    // one the host's decoding reported later (the library's readout knows of that one alone).
    @Test func theCoresLineCountsPicturesFoundBrokenWhenListedToo() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Size(width: 1280, height: 720))
        #expect(core.picturesLines.isEmpty)
        let size = Size(width: 400, height: 300)
        core.showPictures(
            PictureShelf(
                pictures: [
                    .init(name: "a.png", pixelSize: size), .init(name: "b.png", pixelSize: nil, problem: "not a picture"),
                    .init(name: "c.webp", pixelSize: size), .init(name: "d.png", pixelSize: nil, problem: "truncated"),
                ], source: "photos"),
            at: 0)
        core.pictureFailed(2, problem: "it is animated")
        core.pictureReadout = PictureReadout(
            pictureCount: 4, textureCount: 1, textureBytes: 1_048_576, budget: 256 * 1024 * 1024, waitingCount: 0,
            problemCount: 1)
        #expect(core.picturesLines.first == "pictures 1 texture · 1.0 of 256 MiB · 0 waiting · 3 cannot be shown")
    }
}
