import VitrineMotion

extension ScrollFeel {
    /// How an export's autoplay turns its content: the step function's parameter for the
    /// content, and the Swift that counts its items, reads the item it rests on and glides to
    /// an item (`nil` for content without a scroll of its own, whose step function returns the
    /// item to go to instead).
    struct AutoplayContent {
        /// The parameter after the autoplay: `showcase: Showcase`; empty for none.
        var parameter: String
        /// The number of items: `showcase.count`.
        var count: String
        /// The item the content rests on: `showcase.scroller.restingPage ?? 0`.
        var current: String
        /// The call that glides to the item whose index is the given expression, at `time`.
        var scroll: (@Sendable (String) -> String)?
    }

    /// The autoplay's two functions, when it is on (else none): `<name>Autoplay()`, the
    /// configured ``Autoplay``; and `<name>AutoplayStep(_:…:at:)`, which moves it on to a
    /// frame's time and turns the content one item when a step is due, round from the last
    /// item to the first (or the first to the last backward), as the scene does.
    func autoplayDeclarations(presetName: String, sceneName: String, content: AutoplayContent) -> [String] {
        guard autoplay.isEnabled else { return [] }
        let name = SwiftName(presetName)
        let stepName = name.appending(content.scroll == nil ? "AutoplayItem" : "AutoplayStep")
        let labels = content.scroll == nil ? "currentItem:itemCount:" : content.parameter.prefix { $0 != ":" } + ":"
        let stepReference = "``\(stepName)(_:\(labels)at:)``"
        let hover =
            autoplay.pausesOnHover
            ? " Tell it when the pointer comes over the content or leaves it (`autoplay.setPointerOver(_:at:)`)." : ""
        let autoplayFunction = SwiftSource.function(
            documentation: "The autoplay of Vitrine's \(sceneName) preset \"\(presetName)\": \(autoplayDescription). Hand it "
                + "every event the content takes (`autoplay.handle(event, at: time)`) and, once a frame, call "
                + "\(stepReference).\(hover) Pass the platform's reduce-motion setting as `prefersReducedMotion`: "
                + "the autoplay then never steps, as in Vitrine with reduced motion on.",
            signature: "func \(name.appending("Autoplay"))(prefersReducedMotion: Bool = false) -> Autoplay",
            body: [
                SwiftSource.line("var autoplay = ", SwiftCode.autoplay(autoplay)),
                SwiftSource.line("if prefersReducedMotion { autoplay.configuration.isEnabled = false }"),
                SwiftSource.line("return autoplay"),
            ])
        let stepped = "((current + steps) % count + count) % count"
        let body: [String]
        let signature: String
        let documentation: String
        if let scroll = content.scroll {
            documentation =
                "Moves `autoplay` on to `time` and, when a step is due, glides the content one item on, round from the "
                + "last item to the first (backward, from the first to the last). Call it once a frame, after the "
                + "content's own update."
            signature =
                "func \(stepName)(_ autoplay: inout Autoplay, \(content.parameter), at time: Double)"
            body = [
                SwiftSource.line("let steps = autoplay.update(at: time)"),
                SwiftSource.line("let count = \(content.count)"),
                SwiftSource.line("guard steps != 0, count > 0 else { return }"),
                SwiftSource.line("let current = \(content.current)"),
                SwiftSource.line(scroll(stepped)),
            ]
        } else {
            documentation =
                "Moves `autoplay` on to `time` and, when a step is due, returns the item to glide into its slot (round "
                + "from the last item to the first, backward from the first to the last), `nil` otherwise: call it once "
                + "a frame with the item the scroll rests on, and scroll to `layout.targetContentOffset(forItemAt:)` of "
                + "the item it returns."
            signature =
                "func \(stepName)(\n    _ autoplay: inout Autoplay, currentItem current: Int, itemCount count: Int, "
                + "at time: Double\n) -> Int?"
            body = [
                SwiftSource.line("let steps = autoplay.update(at: time)"),
                SwiftSource.line("guard steps != 0, count > 0 else { return nil }"),
                SwiftSource.line("return \(stepped)"),
            ]
        }
        return [
            autoplayFunction, SwiftSource.function(documentation: documentation, signature: signature, body: body),
        ]
    }

    /// "a step forward every 3 s, paused by a press, the wheel or a key until 2 s after".
    var autoplayDescription: String {
        var pauses: [String] = []
        if autoplay.pausesOnHover { pauses.append("the pointer over the content") }
        if autoplay.pausesOnInteraction { pauses.append("a press, the wheel or a key") }
        let pause =
            pauses.isEmpty
            ? "never pausing"
            : "paused by \(pauses.joined(separator: " and by ")) until \(SwiftLiteral.number(autoplay.resumeDelay)) s after"
        return "a step \(autoplay.direction.rawValue) every \(SwiftLiteral.number(autoplay.delay)) s, \(pause)"
    }

    /// Whether the export uses `VitrineMotion`'s types for the autoplay or the wheel policy.
    var exportUsesMotion: Bool {
        autoplay.isEnabled || wheelPolicy != .smooth
    }
}
