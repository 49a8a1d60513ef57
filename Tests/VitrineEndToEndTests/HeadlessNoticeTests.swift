import Foundation
import Testing
import VitrineSDL

/// The red notice of a refused value, drawn by the binary: over the status line, where it
/// hides nothing of the scene and moves nothing in it.
@Suite("Notice and page dots")
struct HeadlessNoticeTests {
    // coverflow at 1280 × 720 with the panel open and tilt (its row at y 616...640, below the
    // settings and the window's Time and Motion rows) typed as 7: the red notice fills the
    // status line's band left of the toolbar; below the band, left of the panel's column (whose
    // field keeps the refusal), the picture is the one where the field was closed with Esc
    // instead (no notice): the cards and the page dots are where they were, whole.
    @Test func theErrorNoticeLeavesTheSceneAndItsDotsAlone() throws {
        func shot(ending key: String) throws -> Bitmap {
            try CommandRunner.headlessShots(
                ["--preset", "coverflow"],
                script: [
                    "0 key Tab", "50 down 1000 628", "60 up 1000 628", "120 down 1000 628", "130 up 1000 628",
                    "200 text 7", "260 key \(key)",
                ],
                at: [400])[0]
        }
        let refused = try shot(ending: "Return"), closed = try shot(ending: "Escape")
        let red = refused[10, 3]
        #expect(red.red > 0x70 && red.green < 0x30, "\(red)")
        let rows = (0..<refused.height).filter { refused[10, $0] == red }
        #expect(rows == Array(0..<46), "the notice is the status line's band: \(rows)")
        #expect(closed[10, 3] != red)
        var differing = 0
        for y in 46..<refused.height {
            for x in 0..<876 where refused[x, y] != closed[x, y] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels below the band differ")
    }
}
