// A path of your own: items wind inward as they leave the center.
//
// Run: vitrine --swift Examples/Swift/SpiralPath.swift
// Save the file and the window recompiles it; the numbers below show in the panel (Tab),
// with the range after `//` on their line.
import VitrineShowcase
import Foundation

struct SpiralPath: PathProtocol {
    /// How far across the axis the outermost items go, in normalized units.
    var radius: Double = 0.6          // 0...1.5
    /// How many turns the spiral makes between the edges.
    var turns: Double = 0.75          // 0...3

    func normalizedPath(withCoordinate value: Double) -> Double {
        let shrink = 1 / (1 + abs(value))
        return radius * shrink * sin(value * turns * .pi)
    }
}
