// swift-format-ignore-file: the seeds' README code as a user pastes it, kept as written.
// The custom timing function of PVView's README (seeds/001_*), as a user pastes it, with
// `import VitrineUIKit` for the README's imports.

import VitrineUIKit

struct EaseOutSineFunction: PVTimingFunctionType {
    func evaluate(_ input: Double) -> Double {
        return sin(input * Double.pi / 2)
    }
}
