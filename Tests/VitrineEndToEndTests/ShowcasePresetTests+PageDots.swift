import Foundation
import Testing
import VitrineSDL

/// The page dots' band through the binary: where a path or a wheel takes cards down to the
/// window's edge, the cards end above the dots.
extension ShowcasePresetTests {
    /// A preset whose cards reach the bottom edge, the window's size, and the band's top in
    /// window points: 30 points from the cards' room's bottom to the row's center line, 12 past
    /// it (the curve editor's strip takes the bottom of drawn-curves' window, its room ending
    /// at 0.735 × 720 − 28 points).
    struct CardsToTheEdge: Sendable, CustomTestStringConvertible {
        var preset: String
        var width: Int
        var height: Int
        var bandTop: Double
        var testDescription: String { "\(preset) at \(width) × \(height)" }
    }

    static let cardsToTheEdge = [
        CardsToTheEdge(preset: "wave", width: 800, height: 300, bandTop: 300 - 42),
        CardsToTheEdge(preset: "wheel", width: 1280, height: 720, bandTop: 720 - 42),
        CardsToTheEdge(preset: "drawn-curves", width: 1280, height: 720, bandTop: 0.735 * 720 - 28 - 42),
    ]

    // Dragged slowly through two cards, four frames: every pixel of the band below its top
    // row is the window's color or the dots' grays, never a card's color (before the band,
    // wave's and the wheel's cards ran under the dots).
    @Test(arguments: cardsToTheEdge)
    func noCardShowsUnderThePageDots(_ window: CardsToTheEdge) throws {
        let y = window.height / 3
        var script = ["0 down \(window.width / 2) \(y)"]
        for step in 1...16 { script.append("\(step * 50) move \(window.width / 2 - step * 24) \(y)") }
        let shots = try CommandRunner.headlessShots(
            ["--preset", window.preset, "--width", "\(window.width)", "--height", "\(window.height)"], script: script,
            at: [60, 260, 460, 760])
        let bottom = window.preset == "drawn-curves" ? Int(0.735 * 720 - 28) : window.height
        for (index, shot) in shots.enumerated() {
            var colored = 0
            for row in (Int(window.bandTop.rounded(.up)) + 1)..<bottom {
                for column in 0..<shot.width {
                    let pixel = shot[column, row]
                    let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                    if (channels.max() ?? 0) - (channels.min() ?? 0) > 8 { colored += 1 }
                }
            }
            #expect(colored == 0, "shot \(index): \(colored) pixels of a card's color in the dots' band")
        }
    }
}
