import VitrineGeometry
import VitrineLive
import VitrineMotion
import VitrineParallax

extension ParallaxConfiguration: SwiftExportable {
    /// Three functions: `<name>View(viewport:)`, the `PVView` with the scene's feel (its
    /// deceleration, overscroll and wheel policy) and perspective; `<name>Items(onPage:)`, the identifiers of the story's items on each page;
    /// and `<name>Actions(ofItem:onPage:)`, every item's actions on every page with their
    /// values, offsets and timing, as the scene's story gives them; with the autoplay on,
    /// `<name>Autoplay()` and `<name>AutoplayStep(_:view:at:)`, which turns the view's pages.
    func swiftSource(presetName: String, viewport: Size) throws(SwiftExportError) -> SwiftSource {
        let name = SwiftName(presetName)
        let story = ParallaxStory(direction: direction)
        let view = PVView(viewport: DesignFit.viewport(for: viewport))
        let pages = 0..<ParallaxStory.pageCount
        let items = pages.map { story.parallaxView(view, itemsOnPage: $0) }
        var cases: [String] = []
        for page in pages {
            for item in items[page] {
                let actions = story.parallaxView(view, actionsOfItem: item, onPage: page)
                guard !actions.isEmpty else { continue }
                var codes: [SwiftCode] = []
                for action in actions { codes.append(try SwiftCode.action(action)) }
                let needsTry = codes.contains { $0.oneLine.contains("PVParameters(") }
                cases.append(SwiftSource.line("case (\(SwiftLiteral.string(item.identifier)), \(page)):"))
                cases.append(SwiftSource.line(needsTry ? "return try " : "return ", .array(codes), indent: 8))
            }
        }
        let itemCases = pages.flatMap { page in
            [
                SwiftSource.line("case \(page):"),
                SwiftSource.line("return ", .array(items[page].map { .plain(SwiftLiteral.string($0.identifier)) }), indent: 8),
            ]
        }
        let viewFunction = SwiftSource.function(
            documentation: "The view of Vitrine's Parallax preset \"\(presetName)\" in `viewport`: its delegate answers "
                + "`numberOfPages(in:)` with \(ParallaxStory.pageCount) and `direction(of:)` with `.\(direction)`, and gives "
                + "the items of ``\(name.appending("Items"))(onPage:)`` the actions of "
                + "``\(name.appending("Actions"))(ofItem:onPage:)``. Vitrine lays the story out in a page of "
                + "\(SwiftLiteral.number(view.viewport.width)) × \(SwiftLiteral.number(view.viewport.height)) points "
                + "and scales it to the window. Pass the platform's reduce-motion setting as `prefersReducedMotion`: "
                + "items then never turn (a turn about x or y fades them instead) and page turns are shorter.",
            signature: "func \(name.appending("View"))(viewport: Size, prefersReducedMotion: Bool = false) -> PVView",
            body: viewBody())
        let itemsFunction = SwiftSource.function(
            documentation: "The identifiers of the items on page `page` of the story of Vitrine's Parallax preset "
                + "\"\(presetName)\", back to front.",
            signature: "func \(name.appending("Items"))(onPage page: Int) -> [String]",
            body: [SwiftSource.line("switch page {")] + itemCases + [
                SwiftSource.line("default:"), SwiftSource.line("return []", indent: 8), SwiftSource.line("}"),
            ])
        let actionsFunction = SwiftSource.function(
            documentation: "The actions of item `item` on page `page` of the story of Vitrine's Parallax preset "
                + "\"\(presetName)\": relative points are fractions of the page, angles in radians, offsets fractions "
                + "of the page's progress.",
            signature: "func \(name.appending("Actions"))(ofItem item: String, onPage page: Int) throws(PVParametersError) "
                + "-> [any PVActionType]",
            body: [SwiftSource.line("switch (item, page) {")] + cases
                + [SwiftSource.line("default:"), SwiftSource.line("return []", indent: 8), SwiftSource.line("}")])
        let usesMotion =
            feel.decelerationRate != PVView(viewport: .zero).decelerationRate || feel.overscroll == .stretch
            || feel.exportUsesMotion
        let autoplay = feel.autoplayDeclarations(
            presetName: presetName, sceneName: "Parallax",
            content: ScrollFeel.AutoplayContent(
                parameter: "view: PVView", count: "view.numberOfPages", current: "view.scroller.restingPage ?? 0",
                scroll: { "view.scroll(toPage: \($0), animated: true, at: time)" }))
        // The person's timing functions and actions are declared from their files, with the
        // numbers set, for the developer to use in their own story.
        let liveTypes =
            liveTimingFunctions.map { LiveTypeUse(name: $0.name, file: $0.file, numbers: $0.numbers.values) }
            + liveActions.map { LiveTypeUse(name: $0.name, file: $0.file, numbers: $0.numbers.values) }
        return SwiftSource(
            header: SwiftSource.header(sceneName: "Parallax", presetName: presetName, viewport: viewport),
            modules: Set(["VitrineGeometry", "VitrineParallax"] + (usesMotion ? ["VitrineMotion"] : [])),
            declarations: [viewFunction, itemsFunction, actionsFunction] + autoplay
                + [SwiftSource.accessibilityLabel(name: name, itemName: "Page", count: ParallaxStory.pageCount)],
            liveTypes: liveTypes)
    }

    /// The body of the view's function: the settings that differ from a new `PVView`'s.
    func viewBody() -> [String] {
        let plain = PVView(viewport: .zero)
        var settings: [String] = []
        if feel.decelerationRate != plain.decelerationRate {
            settings.append("view.decelerationRate = \(SwiftCode.decelerationRate(feel.decelerationRate).oneLine)")
        }
        if feel.overscroll != plain.edgeBehavior {
            // The rubber band and none are UIScrollView's `bounces`; the stretch is the library's own.
            settings.append(
                feel.overscroll == .stretch ? "view.edgeBehavior = .stretch" : "view.bounces = \(feel.overscroll == .bounce)")
        }
        if feel.wheelPolicy != plain.wheelPolicy {
            settings.append("view.wheelPolicy = \(SwiftCode.wheelPolicy(feel.wheelPolicy).oneLine)")
        }
        if !SwiftLiteral.same(perspectiveDistance, plain.perspectiveDistance) {
            settings.append("view.perspectiveDistance = \(SwiftLiteral.number(perspectiveDistance))")
        }
        settings.append("view.reducesMotion = prefersReducedMotion")
        return
            ([SwiftSource.line("let view = PVView(viewport: viewport)")] + settings.map { SwiftSource.line($0) }
            + [SwiftSource.line("return view")])
    }
}
