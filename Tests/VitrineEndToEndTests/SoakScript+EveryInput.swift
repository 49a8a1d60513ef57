import VitrineTestSupport

extension SoakScript {
    /// One thing a hand does to the window in an every-input soak.
    enum Gesture: CaseIterable {
        case slowDrag, fling, dragToAnEdge, wheel, touchpadSwipe, click, clickOnTheDots, rightClick, middleClick
        case doubleClick, typing, typingInvisibleCharacters, savingAsAPreset, typingANumber, resize
        /// The pointer over the window, out of it (what pauses autoplay on hover ends), and back.
        case leavingTheWindow
    }

    /// A seeded script for about `frames` frames of 1/60 s that presses every key of
    /// ``SoakKeys/pressed`` and makes every ``Gesture``, each in every round, in a new random
    /// order each round, until the time is up; it ends with `quit`.
    ///
    /// A round takes about 14 seconds, 850 frames, so a run of 400 frames gets through half of
    /// one, and the other half in the next seed; `make soak`'s 4,000 frames a preset make about
    /// five rounds. The window is 1280 × 720 at first and resized at random, down to 1 × 1.
    static func everyInputLines(seed: UInt64, frames: Int) -> [String] {
        var random = SplitMix64(seed: seed)
        let end = Double(frames) * 1000 / 60
        var lines: [String] = []
        var time = 100.0
        var width = 1280, height = 720
        var saves = 0
        func at(_ offset: Double = 0) -> String { String(Int((time + offset).rounded())) }
        func randomPoint() -> (x: Int, y: Int) {
            (random.int(in: -20...(width + 20)), random.int(in: -20...(height + 20)))
        }

        while time < end - 100 {
            var round = SoakKeys.pressed.map { Optional.some($0) } + Gesture.allCases.map { _ in String?.none }
            var gestures = Gesture.allCases
            for index in stride(from: round.count - 1, to: 0, by: -1) { round.swapAt(index, random.int(in: 0...index)) }
            for index in stride(from: gestures.count - 1, to: 0, by: -1) { gestures.swapAt(index, random.int(in: 0...index)) }
            for step in round {
                guard time < end - 100 else { break }
                if let key = step {
                    lines.append("\(at()) key \(key)")
                    time += Double(random.int(in: 40...250))
                    continue
                }
                guard let gesture = gestures.popLast() else { continue }
                switch gesture {
                case .slowDrag, .fling:
                    let start = randomPoint(), steps = gesture == .fling ? 3 : 10
                    let reach = gesture == .fling ? 150 : 12
                    let dx = random.int(in: -reach...reach), dy = random.int(in: -reach...reach)
                    lines.append("\(at()) down \(start.x) \(start.y)")
                    for index in 1...steps {
                        lines.append("\(at(Double(index) * 16)) move \(start.x + dx * index) \(start.y + dy * index)")
                    }
                    time += Double(steps) * 16 + (gesture == .fling ? 0 : 150)
                    lines.append("\(at()) up \(start.x + dx * steps) \(start.y + dy * steps)")
                case .dragToAnEdge:
                    // Into a corner or onto an edge, and past it: where curve points and panel
                    // numbers are dragged to their limits.
                    let start = randomPoint()
                    let edges = [
                        (0, start.y), (width - 1, start.y), (start.x, 0), (start.x, height - 1), (0, 0),
                        (width - 1, height - 1), (-5000, 9000), (9000, -5000),
                    ]
                    let edge = edges[random.int(in: 0...(edges.count - 1))]
                    lines.append("\(at()) down \(start.x) \(start.y)")
                    lines.append("\(at(50)) move \((start.x + edge.0) / 2) \((start.y + edge.1) / 2)")
                    lines.append("\(at(100)) move \(edge.0) \(edge.1)")
                    time += 300
                    lines.append("\(at()) up \(edge.0) \(edge.1)")
                case .leavingTheWindow:
                    let point = randomPoint()
                    lines.append("\(at()) move \(point.x) \(point.y)")
                    lines.append("\(at(50)) leave")
                    lines.append("\(at(400)) move \(point.x) \(point.y)")
                    time += 450
                case .wheel:
                    let point = randomPoint()
                    let ending = ["", " flipped", " Shift", " flipped Ctrl+Shift"][random.int(in: 0...3)]
                    lines.append(
                        "\(at()) wheel \(random.int(in: -1...1)) \(random.int(in: -3...3)) \(point.x) \(point.y)\(ending)")
                case .touchpadSwipe:
                    let dx = random.double(in: -3...3), dy = random.double(in: -3...3)
                    for index in 0..<random.int(in: 3...15) {
                        lines.append("\(at(Double(index) * 12)) pwheel \(dx) \(dy)")
                    }
                    time += 200
                case .click, .clickOnTheDots, .doubleClick:
                    var point = randomPoint()
                    if gesture == .clickOnTheDots { point = (random.int(in: 0...width), height - random.int(in: 10...40)) }
                    if gesture == .doubleClick { point.x = random.int(in: max(width - 400, 0)...width) }
                    for press in 0..<(gesture == .doubleClick ? 2 : 1) {
                        lines.append("\(at(Double(press) * 120)) down \(point.x) \(point.y)")
                        lines.append("\(at(Double(press) * 120 + 40)) up \(point.x) \(point.y)")
                    }
                    time += 300
                case .rightClick, .middleClick:
                    let point = randomPoint()
                    if gesture == .rightClick {
                        lines.append("\(at()) rdown \(point.x) \(point.y)")
                        lines.append("\(at(40)) rup \(point.x) \(point.y)")
                    } else {
                        lines.append("\(at()) bdown 2 \(point.x) \(point.y)")
                        lines.append("\(at(40)) bup 2 \(point.x) \(point.y)")
                    }
                case .typing:
                    let texts = ["1.5", "-0", "1e308", "0x10", "abc", "2.5e-3", "   ", "٣", "ñ", "9999999999999999999999"]
                    lines.append("\(at()) text \(texts[random.int(in: 0...(texts.count - 1))])")
                case .typingInvisibleCharacters:
                    lines.append("\(at()) unicode 31 200F 202E 200B 0 7 1B 35")
                case .savingAsAPreset:
                    // The prompt takes the name and the Return; where it cannot open, they go
                    // to whatever has the keys, as typing would.
                    saves += 1
                    lines.append("\(at()) key Ctrl+S")
                    lines.append("\(at(60)) text soak-\(seed % 1000)-\(saves)")
                    lines.append("\(at(120)) key Return")
                    time += 120
                case .typingANumber:
                    // With the panel open, Return types its selected number.
                    lines.append("\(at()) key Return")
                    lines.append("\(at(60)) text \(random.double(in: -1e6...1e6))")
                    lines.append("\(at(120)) key Return")
                    time += 120
                case .resize:
                    let tiny = random.int(in: 0...2) == 0
                    width = tiny ? random.int(in: 1...2) : random.int(in: 1...largest.width)
                    height = tiny ? random.int(in: 1...2) : random.int(in: 1...largest.height)
                    lines.append("\(at()) resize \(width) \(height)")
                }
                time += Double(random.int(in: 40...250))
            }
        }
        lines.append("\(Int(max(end, time).rounded())) quit")
        return lines
    }
}
