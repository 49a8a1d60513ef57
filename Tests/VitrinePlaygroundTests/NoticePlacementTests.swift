import Testing
import VitrineCanvas
import VitrineGeometry

@testable import VitrinePlayground

/// The notice and the save prompt along the bottom of the window, and the page dots: neither
/// is drawn over the other, in every scene with dots, at every size, split or not.
@Suite("Notice placement")
struct NoticePlacementTests {
    /// The notice's box in `core`'s frame: the overlay drawn in its color with 8-point corners.
    static func noticeBox(in core: PlaygroundCore, isError: Bool) throws -> Rect {
        let color = isError ? Color(hex: 0x8C1D2A, alpha: 0.95) : Color(hex: 0x23232E, alpha: 0.94)
        return try #require(core.layers().overlays.first { $0.cornerRadius == 8 && $0.fillColor == color }).frame
    }

    static let sizes = [
        Size(width: 400, height: 300), Size(width: 640, height: 360), Size(width: 1280, height: 720),
        Size(width: 1920, height: 1080), Size(width: 600, height: 900),
    ]

    @Test(arguments: sizes)
    func theNoticeAndTheDotsNeverOverlap(size: Size) throws {
        let setups: [(preset: String, compare: String?)] = [
            ("coverflow", nil), ("simple-vertical", nil), ("paging-vertical", nil), ("parallax", nil),
            ("parallax-vertical", nil), ("flow-center", nil), ("flow-vertical", nil), ("cylinder", "flow-vertical"),
        ]
        for (preset, compare) in setups where compare == nil || size.width >= 202 {
            for (text, isError) in [
                ("spacing: expected a number from 0.05 to 2.00, found \"7\"", true),
                ("Saved\nthree\nlines", false),
            ] {
                var core = try PlaygroundCore(preset: preset, viewport: size, comparePreset: compare)
                core.showNotice(text, isError: isError, at: 0, for: nil)
                let notice = try Self.noticeBox(in: core, isError: isError)
                let dots = core.pageDotsFrames
                #expect(dots.count == (compare == nil ? 1 : 2), "\(preset) at \(size)")
                #expect(
                    notice.minX >= 0 && notice.minY >= 0 && notice.maxX <= size.width && notice.maxY <= size.height,
                    "\(preset) at \(size): \(notice)")
                for box in dots {
                    #expect(!box.intersects(notice), "\(preset) at \(size): dots \(box), notice \(notice)")
                }
            }
        }
    }

    // The box of the dots holds every dot and the indicator, wherever it stands and however
    // it stretches between dots, for a row of dots and for a track.
    @Test func theDotsFrameHoldsEveryDot() throws {
        for count in [1, 5, 24, 5000] {
            for isHorizontal in [true, false] {
                for position in [0, 2.5, 3.25, Double(count - 1)] {
                    let dots = PageDots(
                        count: count, position: position, viewport: Size(width: 1280, height: 720),
                        isHorizontal: isHorizontal)
                    let frame = try #require(dots.frame)
                    for node in dots.nodes() {
                        #expect(
                            frame.insetBy(dx: -1e-9, dy: -1e-9).contains(node.frame),
                            "\(count) at \(position): \(node.frame) outside \(frame)")
                    }
                }
            }
        }
    }

    // Clear of a row of dots the bar stands on it; clear of a column at the right edge it
    // stops short of it; with nothing in the way it is where it always was.
    @Test func theBarStepsAsideOfTheDots() {
        let window = Size(width: 1280, height: 720)
        #expect(BottomBar.frame(height: 36, in: window) == Rect(x: 12, y: 672, width: 1256, height: 36))
        let row = Rect(x: 380, y: 685, width: 520, height: 10)
        #expect(BottomBar.frame(height: 36, in: window, clearOf: [row]) == Rect(x: 12, y: 643, width: 1256, height: 36))
        let column = Rect(x: 1245, y: 100, width: 10, height: 600)
        #expect(BottomBar.frame(height: 36, in: window, clearOf: [column]) == Rect(x: 12, y: 672, width: 1227, height: 36))
        let far = Rect(x: 1245, y: 100, width: 10, height: 300)
        #expect(BottomBar.frame(height: 36, in: window, clearOf: [far]) == Rect(x: 12, y: 672, width: 1256, height: 36))
    }
}
