import VitrineGeometry
import VitrineLive
import VitrineMotion
import VitrineShowcase

extension ShowcaseConfiguration: SwiftExportable {
    /// Two functions: `<name>Layout(itemSize:)`, the `Layout` with its path and transform and
    /// every number, the item size the window gives as the default; and
    /// `<name>Showcase(viewport:view:model:)`, the container with that layout, its snapping,
    /// looping, deceleration rate, bounce and wheel policy, the items' own lengths where the
    /// preset lists them, and the scene's number of items; with the autoplay on, its two
    /// functions (see ``ScrollFeel/autoplayDeclarations(presetName:sceneName:content:)``).
    func swiftSource(presetName: String, viewport: Size) throws(SwiftExportError) -> SwiftSource {
        let name = SwiftName(presetName)
        let layout = layout(for: viewport)
        let plain = Layout()
        guard let pathCode = SwiftCode.path(layout.path) else { throw .unknownValue("the path \(type(of: layout.path))") }
        var transformCode: SwiftCode?
        if let transform = layout.transform {
            guard let code = SwiftCode.transform(transform) else { throw .unknownValue("the transform \(type(of: transform))") }
            transformCode = code
        }
        let layoutCall = SwiftCode.call(
            "Layout",
            [
                .value("direction", layout.direction, default: plain.direction) { .plain(".\($0.rawValue)") },
                SwiftArgument("itemSize", .plain("itemSize")),
                .number("lineSpacing", layout.lineSpacing, default: plain.lineSpacing),
                layout.path is DefaultPath ? nil : SwiftArgument("path", pathCode),
                transformCode.map { SwiftArgument("transform", $0) },
            ].compactMap { $0 })
        let layoutFunction = SwiftSource.function(
            documentation: "The layout of Vitrine's Showcase preset \"\(presetName)\": \(shapeDescription). `itemSize` "
                + "defaults to the size of the items in a \(SwiftLiteral.number(viewport.width)) × "
                + "\(SwiftLiteral.number(viewport.height)) window.",
            signature: "func \(name.appending("Layout"))(itemSize: Size = \(SwiftCode.size(layout.itemSize).oneLine)) -> Layout",
            body: [SwiftSource.line("", layoutCall)])
        var (settings, usesMotion) = containerSettings()
        // The cards' own lengths, where the preset lists them (the pictures' proportions belong
        // to the window's pictures, not to the preset).
        if let lengths = cardLengths(for: layout, pictures: .empty) {
            settings.append("itemLengths = [" + lengths.map(SwiftLiteral.number).joined(separator: ", ") + "]")
        }
        let showcaseFunction = SwiftSource.function(
            documentation: "The showcase of Vitrine's Showcase preset \"\(presetName)\" in `viewport`: "
                + "``\(name.appending("Layout"))(itemSize:)`` and \(itemCount) items of `View`, each made by `model` when "
                + "it comes into view. Pass the platform's reduce-motion setting as `prefersReducedMotion` (macOS's "
                + "`NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`, iOS's "
                + "`UIAccessibility.isReduceMotionEnabled`, GNOME's `enable-animations` turned off): the items then "
                + "slide on a straight line and never turn (`Layout.reducingMotion()`), and glides are shorter.",
            signature: "func \(name.appending("Showcase"))<View: ReusableView>(\n"
                + "    viewport: Size, view: View.Type, prefersReducedMotion: Bool = false,\n"
                + "    model: @escaping (Int) -> View.Model\n"
                + ") throws(ShowcaseError) -> Showcase",
            body: [
                SwiftSource.line("let layout = \(name.appending("Layout"))()"),
                SwiftSource.line(
                    "let showcase = Showcase(viewport: viewport, layout: prefersReducedMotion ? layout.reducingMotion() : layout)"
                ),
            ]
                + settings.map { SwiftSource.line("showcase.\($0)") }
                + [
                    SwiftSource.line("showcase.reducesMotion = prefersReducedMotion"),
                    SwiftSource.line("showcase.register(view)"),
                    SwiftSource.line("try showcase.reset(view, count: \(itemCount), model: model)"),
                    SwiftSource.line("return showcase"),
                ])
        var liveTypes: [LiveTypeUse] = []
        if let live = layout.path as? LivePath {
            liveTypes.append(LiveTypeUse(name: live.name, file: "", numbers: live.numbers.values))
        }
        if let live = layout.transform as? LiveTransform {
            liveTypes.append(LiveTypeUse(name: live.name, file: "", numbers: live.numbers.values))
        }
        return SwiftSource(
            header: SwiftSource.header(sceneName: "Showcase", presetName: presetName, viewport: viewport),
            modules: Set(["VitrineGeometry", "VitrineShowcase"] + (usesMotion ? ["VitrineMotion"] : [])),
            declarations: [layoutFunction, showcaseFunction] + autoplayDeclarations(presetName: presetName)
                + [SwiftSource.accessibilityLabel(name: name, itemName: "Card", count: itemCount)],
            liveTypes: liveTypes)
    }

    /// The container's settings that differ from a new `Showcase`'s, as assignments
    /// (`snapping = .stick`), and whether they use `VitrineMotion`'s types.
    func containerSettings() -> (assignments: [String], usesMotion: Bool) {
        let plain = Showcase(viewport: .zero)
        var assignments: [String] = []
        if snapping != plain.snapping { assignments.append("snapping = .\(snapping.rawValue)") }
        if isLooping != plain.isLooping { assignments.append("isLooping = \(isLooping)") }
        if feel.decelerationRate != plain.decelerationRate {
            assignments.append("decelerationRate = \(SwiftCode.decelerationRate(feel.decelerationRate).oneLine)")
        }
        if feel.overscroll != plain.edgeBehavior {
            // The rubber band and none are UIScrollView's `bounces`; the stretch is the library's own.
            assignments.append(
                feel.overscroll == .stretch ? "edgeBehavior = .stretch" : "bounces = \(feel.overscroll == .bounce)")
        }
        if feel.wheelPolicy != plain.wheelPolicy {
            assignments.append("wheelPolicy = \(SwiftCode.wheelPolicy(feel.wheelPolicy).oneLine)")
        }
        let usesMotion =
            snapping != plain.snapping || feel.decelerationRate != plain.decelerationRate
            || feel.overscroll == .stretch || feel.exportUsesMotion
        return (assignments, usesMotion)
    }

    /// The autoplay's functions, when it is on: `<name>Autoplay()` and
    /// `<name>AutoplayStep(_:showcase:at:)`, which glides the showcase to the next item.
    func autoplayDeclarations(presetName: String) -> [String] {
        feel.autoplayDeclarations(
            presetName: presetName, sceneName: "Showcase",
            content: ScrollFeel.AutoplayContent(
                parameter: "showcase: Showcase", count: "showcase.count",
                current: "showcase.scroller.restingPage ?? 0",
                scroll: { "showcase.scrollToItem(\($0), animated: true, at: time)" }))
    }

    /// "items on a circular path, shaped by `TransformRotate`".
    var shapeDescription: String {
        let pathName = (path as? LivePath)?.name ?? "\(type(of: path))"
        let path = path is DefaultPath ? "items on a straight line" : "items on a `\(pathName)`"
        return path + (transform.map { ", shaped by `\(($0 as? LiveTransform)?.name ?? "\(type(of: $0))")`" } ?? "")
    }
}
