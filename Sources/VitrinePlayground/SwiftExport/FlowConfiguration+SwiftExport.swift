import VitrineFlowLayout
import VitrineGeometry
import VitrineLive
import VitrineMotion

extension FlowConfiguration: SwiftExportable {
    /// One function, `<name>Layout(viewport:)`: the `PluginableFlowLayout` with its alignment,
    /// plugins and flick behavior over a `FlowLayout` of the scene's item sizes (written once
    /// per repeat of their pattern), spacing and insets in that window; then, where the scene
    /// has them, `<name>WheelPolicy()` for the scroll's wheel and the autoplay's functions.
    func swiftSource(presetName: String, viewport: Size) throws(SwiftExportError) -> SwiftSource {
        let name = SwiftName(presetName)
        let flow = FlowItems.flowLayout(direction: scrollDirection, viewport: viewport, count: itemCount, scale: itemScale)
        var pluginCodes: [SwiftCode] = []
        for plugin in runningPlugins {
            guard let code = SwiftCode.flowPlugin(plugin) else { throw .unknownValue("the plugin \(type(of: plugin))") }
            pluginCodes.append(code)
        }
        let sizes = (0..<flow.items.count).compactMap { flow.items.size(ofItem: $0) }
        let period = Self.repeatingPeriod(of: sizes)
        let plain = FlowLayout()
        let items: SwiftCode =
            period == sizes.count
            ? .call(".individual", [SwiftArgument(nil, .plain("sizes"))])
            : .call(".individual", [SwiftArgument("count", .plain("\(sizes.count)"))], trailingClosure: "sizes[$0 % sizes.count]")
        let flowCall = SwiftCode.call(
            "FlowLayout",
            [
                .value("scrollDirection", flow.scrollDirection, default: plain.scrollDirection) { .plain(".\($0)") },
                SwiftArgument("items", items),
                .number("minimumLineSpacing", flow.minimumLineSpacing, default: plain.minimumLineSpacing),
                .number("minimumInteritemSpacing", flow.minimumInteritemSpacing, default: plain.minimumInteritemSpacing),
                .value("sectionInset", flow.sectionInset, default: plain.sectionInset, SwiftCode.edgeInsets),
            ].compactMap { $0 })
        let layoutCall = SwiftCode.call(
            "PluginableFlowLayout",
            [
                SwiftArgument("alignment", .flowAlignment(alignment)),
                SwiftArgument("plugins", .array(pluginCodes)),
                SwiftArgument("flowLayout", .plain("flowLayout")),
                SwiftArgument("viewport", .plain("viewport")),
            ])
        let isPlainFlick = flickBehavior == PluginableFlowLayout(alignment: nil, plugins: []).flickBehavior
        var body = [
            SwiftSource.line("let sizes = ", .array(sizes.prefix(period).map(SwiftCode.size))),
            SwiftSource.line("let flowLayout = ", flowCall),
        ]
        if isPlainFlick {
            body.append(SwiftSource.line("return ", layoutCall))
        } else {
            body += [
                SwiftSource.line("var layout = ", layoutCall),
                SwiftSource.line("layout.flickBehavior = .\(flickBehavior)"),
                SwiftSource.line("return layout"),
            ]
        }
        let function = SwiftSource.function(
            documentation: "The layout of Vitrine's Flow preset \"\(presetName)\": \(sizes.count) items "
                + (period < sizes.count ? "whose sizes repeat every \(period) " : "")
                + "as a \(SwiftLiteral.number(viewport.width)) × \(SwiftLiteral.number(viewport.height)) window gives "
                + "them, \(restingDescription), \(pluginsDescription). In Vitrine a fling \(flingDescription), "
                + "decelerating at the rate \(SwiftLiteral.number(feel.decelerationRate.rawValue)), and the ends "
                + overscrollDescription,
            signature:
                "func \(name.appending("Layout"))(viewport: Size = \(SwiftCode.size(viewport).oneLine)) -> PluginableFlowLayout",
            body: body)
        let liveTypes = runningPlugins.compactMap { $0 as? LiveFlowPlugin }.map {
            LiveTypeUse(name: $0.name, file: $0.file, numbers: $0.numbers.values)
        }
        return SwiftSource(
            header: SwiftSource.header(sceneName: "Flow", presetName: presetName, viewport: viewport),
            modules: Set(["VitrineFlowLayout", "VitrineGeometry"] + (feel.exportUsesMotion ? ["VitrineMotion"] : [])),
            declarations: [function, reducedMotionDeclaration(presetName: presetName)]
                + wheelPolicyDeclarations(presetName: presetName)
                + feel.autoplayDeclarations(
                    presetName: presetName, sceneName: "Flow",
                    content: ScrollFeel.AutoplayContent(parameter: "", count: "", current: "", scroll: nil))
                + [SwiftSource.accessibilityLabel(name: name, itemName: "Card", count: itemCount)],
            liveTypes: liveTypes)
    }

    /// `<name>Attributes(_:in:bounds:prefersReducedMotion:)`: the layout's attributes as they
    /// are shown, reduced for a person who prefers reduced motion.
    func reducedMotionDeclaration(presetName: String) -> String {
        let name = SwiftName(presetName)
        return SwiftSource.function(
            documentation: "The attributes of the items of `layout` (``\(name.appending("Layout"))(viewport:)``) in `rect`, "
                + "as they are shown. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's "
                + "`NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's "
                + "`UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): nothing then "
                + "turns or moves at a speed of its own, the fades stay (`PluginableFlowLayoutAttributes.reducingMotion()`).",
            signature: "func \(name.appending("Attributes"))(\n"
                + "    _ layout: PluginableFlowLayout, in rect: Rect, bounds: Rect, prefersReducedMotion: Bool = false\n"
                + ") -> [PluginableFlowLayoutAttributes]",
            body: [
                SwiftSource.line("let attributes = layout.layoutAttributesForElements(in: rect, bounds: bounds)"),
                SwiftSource.line("return prefersReducedMotion ? attributes.map { $0.reducingMotion() } : attributes"),
            ])
    }

    /// `<name>WheelPolicy()` where the scene's wheel policy is not the smooth default: the
    /// layout has no scroll of its own, so the policy is for the `Scroller` that moves it.
    func wheelPolicyDeclarations(presetName: String) -> [String] {
        guard feel.wheelPolicy != .smooth else { return [] }
        return [
            SwiftSource.function(
                documentation: "The wheel policy of Vitrine's Flow preset \"\(presetName)\", for the "
                    + "`Scroller.Configuration.wheelPolicy` of the scroll that moves "
                    + "``\(SwiftName(presetName).appending("Layout"))(viewport:)``: \(wheelDescription).",
                signature: "func \(SwiftName(presetName).appending("WheelPolicy"))() -> WheelPolicy",
                body: [SwiftSource.line("", SwiftCode.wheelPolicy(feel.wheelPolicy))])
        ]
    }

    /// "one item per gesture, from a threshold of 0.5 notches, the ends passing the wheel on".
    var wheelDescription: String {
        let policy = feel.wheelPolicy
        return (policy.mode == .smooth ? "smooth" : policy.mode.rawValue)
            + (policy.threshold > 0 ? ", from a threshold of \(SwiftLiteral.number(policy.threshold)) notches" : "")
            + (policy.releasesAtEdges ? ", the ends passing the wheel on to the page" : "")
    }

    /// What the ends do in Vitrine, for the layout's documentation (the layout has no scroll of
    /// its own): "bounce.", "stretch (Android 12's overscroll stretch)." or "stop hard.".
    var overscrollDescription: String {
        switch feel.overscroll {
        case .bounce: "bounce."
        case .stretch: "stretch (Android 12's overscroll stretch)."
        case .clamp: "stop hard."
        }
    }

    /// "resting at the line's start", or "resting anywhere" without an alignment.
    var restingDescription: String {
        switch alignment {
        case .lineStart: "resting at the start of their line"
        case .lineCenter: "resting at the center of their line"
        case .lineEnd: "resting at the end of their line"
        case nil: "resting anywhere"
        }
    }

    /// How a fling ends: "moves one item", "rests on the item nearest where it would end",
    /// "rests where it ends".
    var flingDescription: String {
        switch snapping {
        case .paging: "moves one item"
        case .stick: "rests on the item nearest where it would end"
        case .free: "rests where it ends"
        }
    }

    /// "with parallax and dimming, then scale and fade", or "with no plugin".
    var pluginsDescription: String {
        plugins.members.isEmpty
            ? "with no plugin"
            : "with " + plugins.members.map { pluginNames[$0] }.joined(separator: ", then ")
    }

    /// The shortest number p of sizes after which `sizes` repeats (`sizes[i] == sizes[i - p]`
    /// for every i from p on), looked for up to 64; else every size counts, `sizes.count`.
    static func repeatingPeriod(of sizes: [Size]) -> Int {
        (1..<max(sizes.count, 1)).prefix(64).first { period in
            (period..<sizes.count).allSatisfy { sizes[$0] == sizes[$0 - period] }
        } ?? sizes.count
    }
}
