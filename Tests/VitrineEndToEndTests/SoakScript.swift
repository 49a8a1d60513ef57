import VitrineTestSupport

/// A seeded random input script for soak runs: drags slow and fast, wheel notches, touchpad
/// swipes, scene keys, the panel's keys and clicks, the help and the graph, preset hotkeys
/// (built-in and Shift+1–2 for a presets file), and resizes down to 1 × 1. Every preset comes
/// round again and again.
///
/// It starts with a tour, inside the check's warm-up (the first quarter of the run): the
/// largest window, a one-pixel one, then every preset with every transform and path, the
/// panel, the help and the graph. Caches that fill as new things are drawn (glyphs, kerning pairs, the driver's
/// compiled shaders) fill there, so that memory measured after the warm-up shows growth, not
/// first use.
struct SoakScript {
    /// The keys pressed at random: scene settings, scrolling, the panel and the overlays. Not
    /// Escape and Q (they would quit) nor S (it writes files).
    static let keys = [
        "P", "T", "D", "G", "L", "A", "F", "R", "B", "Left", "Right", "Up", "Down", "Home", "End",
        "PageUp", "PageDown", "Tab", "[", "]", "-", "=", "M", "F1",
    ]
    /// The preset hotkeys.
    static let presetKeys = [
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "F2", "F3", "F4", "F5", "F6", "F7", "F8",
        "F9", "F10", "F11", "F12", "Shift+1", "Shift+2",
    ]
    /// The largest window the script asks for.
    static let largest = (width: 1600, height: 1000)

    /// The script's lines, for about `frames` frames of 1/60 s (a last drag may add a few),
    /// ending with `quit`; with `resizes`, the window changes size at random too (else only in
    /// the tour).
    static func lines(seed: UInt64, frames: Int, resizes: Bool = true) -> [String] {
        var random = SplitMix64(seed: seed)
        let end = Double(frames) * 1000 / 60
        precondition(frames >= 2000, "the tour takes the first 1,000 frames: a soak needs 2,000 or more")
        var lines = ["100 resize \(largest.width) \(largest.height)", "600 resize 1 1", "1000 resize 1280 720"]
        var time = 1100.0
        let tour = [
            "T", "T", "T", "T", "T", "T", "T", "T", "T", "T", "T", "P", "P", "P", "P", "D", "D", "Tab", "F1",
            "M", "F1", "Tab", "M",
        ]
        for preset in presetKeys {
            lines.append("\(Int(time)) key \(preset)")
            for key in tour {
                time += 30
                lines.append("\(Int(time)) key \(key)")
                lines.append("\(Int(time) + 10) wheel 0 -1")
            }
            time += 30
        }
        var presetIndex = 0
        var width = 1280, height = 720
        while time < end - 100 {
            let stamp = { (t: Double) in String(Int(t.rounded())) }
            switch random.int(in: 0...99) {
            case 0..<20:  // a drag, slow or flung
                let x = random.int(in: 0...max(width - 1, 0)), y = random.int(in: 0...max(height - 1, 0))
                let dx = random.int(in: -60...60), dy = random.int(in: -60...60), steps = random.int(in: 2...10)
                lines.append("\(stamp(time)) down \(x) \(y)")
                for step in 1...steps {
                    lines.append("\(stamp(time + Double(step) * 16)) move \(x + dx * step) \(y + dy * step)")
                }
                time += Double(steps) * 16 + Double(random.int(in: 0...1)) * 200
                lines.append("\(stamp(time)) up \(x + dx * steps) \(y + dy * steps)")
            case 20..<32:  // wheel notches
                lines.append("\(stamp(time)) wheel \(random.int(in: -1...1)) \(random.int(in: -3...3))")
            case 32..<44:  // a touchpad swipe, then the fingers lift
                let dx = random.double(in: -2...2), dy = random.double(in: -2...2)
                for step in 0..<random.int(in: 3...12) {
                    lines.append("\(stamp(time + Double(step) * 12)) pwheel \(dx) \(dy)")
                }
                time += 150
            case 44..<70:  // a key of the scene, the panel or the overlays
                lines.append("\(stamp(time)) key \(keys[random.int(in: 0...keys.count - 1)])")
            case 70..<80:  // a click, often on the panel's side
                let x = random.int(in: max(width - 400, 0)...max(width - 1, 0)), y = random.int(in: 0...max(height - 1, 0))
                lines.append("\(stamp(time)) down \(x) \(y)")
                lines.append("\(stamp(time + 30)) up \(x) \(y)")
            case 80..<92:  // the next preset, in turn
                lines.append("\(stamp(time)) key \(presetKeys[presetIndex % presetKeys.count])")
                presetIndex += 1
            default:  // a resize, now and then to 1 × 1
                guard resizes else { break }
                let tiny = random.int(in: 0...3) == 0
                width = tiny ? 1 : random.int(in: 1...largest.width)
                height = tiny ? 1 : random.int(in: 1...largest.height)
                lines.append("\(stamp(time)) resize \(width) \(height)")
            }
            time += Double(random.int(in: 30...400))
        }
        // The last event may have run past the end by a drag's length.
        lines.append("\(Int(max(end, time).rounded())) quit")
        return lines
    }

    /// A presets file with two presets for Shift+1 and Shift+2.
    static let presetsFile = """
        {"presets": [
          {"name": "soak-orbit", "scene": "showcase", "base": "circle-rotate", "paging": true,
           "path": {"type": "circle", "normalizedRadius": 0.6}},
          {"name": "soak-flow", "scene": "flow", "alignment": "end", "plugins": ["scaleFade"], "flick": "projected"}
        ]}
        """
}
