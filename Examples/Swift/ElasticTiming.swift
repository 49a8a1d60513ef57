// A timing function of your own: it overshoots the end, swings back and settles, like a
// spring. In the Parallax story its ball races beside the built-in four.
//
// Run: vitrine --swift Examples/Swift/ElasticTiming.swift --preset parallax
// The story turns to the race (page 2); scroll on to see the balls go. The numbers below show
// in the panel (Tab), with the range after `//` on their line.
import Foundation
import VitrineParallax

struct ElasticTiming: PVTimingFunctionType {
    /// How many times it swings about the end before it settles.
    var swings: Double = 2.5          // 0.5...6
    /// How fast the swings die away: larger settles sooner.
    var damping: Double = 4           // 1...12

    func evaluate(_ input: Double) -> Double {
        // A damped swing about 1, corrected so that 0 gives 0 and 1 gives 1 exactly.
        let swing = { (t: Double) in exp(-damping * t) * cos(2 * .pi * swings * t) }
        return 1 - swing(input) + input * swing(1)
    }
}
