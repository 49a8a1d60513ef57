import VitrineGeometry
import VitrineInput
import VitrineShowcase

extension ShowcaseScene {
    /// The curves of the path, then those of the transform, each on the whole configuration.
    var curveParameters: [CurveParameter<ShowcaseConfiguration>] {
        pathChoice.curves.map { $0.lifted(to: \.path) } + transformChoice.curves.map { $0.lifted(to: \.transform) }
    }

    /// The curve editor laid out in `viewport`: the path's curve over the whole window, where
    /// the cards ride it; the transform's curves on a strip beside the cards (below them,
    /// or right of them when they scroll up and down), each curve's x lined up with the cards'
    /// rates and the cards marked on the chosen one; the transform's tabs above the strip (atop
    /// it when it stands upright). Empty when the editor is hidden or there is no curve.
    func curveEditorLayout(viewport: Size) -> CurveEditorLayout {
        let parameters = curveParameters
        guard curveEditor.isShown, !parameters.isEmpty else { return CurveEditorLayout() }
        let scale = PlaygroundCore.interfaceScale(for: viewport)
        let isTransposed = configuration.direction == .vertical
        let pathCount = pathChoice.curves.count
        let whole = CurveFrame(
            rect: Rect(origin: .zero, size: cardsViewport(viewport)), isTransposed: isTransposed,
            yAtStart: -1, yAtEnd: 1)
        let strip = Self.strip(in: viewport, isTransposed: isTransposed)
        let rates = showcase.visibleRates
        var layout = CurveEditorLayout(scale: scale)
        for (index, parameter) in parameters.enumerated() {
            guard let curve = parameter.read(configuration) else { continue }
            let isPath = index < pathCount
            // The transform's values run up a sideways strip and rightwards across an upright one.
            let frame =
                isPath
                ? whole
                : CurveFrame(
                    rect: strip, isTransposed: isTransposed,
                    yAtStart: isTransposed ? parameter.values.lowerBound : parameter.values.upperBound,
                    yAtEnd: isTransposed ? parameter.values.upperBound : parameter.values.lowerBound)
            let isChosen = isPath || parameter.name == curveEditor.chosenTransformCurve
            layout.curves.append(
                EditableCurve(
                    name: parameter.name, curve: curve, frame: frame, values: parameter.values,
                    unit: parameter.unit, color: Self.curveColor(parameter.name), isOnStrip: !isPath,
                    isEditable: isChosen, markedRates: isPath ? [] : rates))
        }
        let transformCurves = parameters.dropFirst(pathCount)
        guard !transformCurves.isEmpty else { return layout }
        layout.strip = strip
        let tabSize = Size(width: 70 * scale, height: 20 * scale), gap = 4 * scale
        for (index, parameter) in transformCurves.enumerated() {
            let origin =
                isTransposed
                ? Point(
                    x: strip.minX + 6 * scale + Double(index % 2) * (tabSize.width + gap),
                    y: strip.minY + 52 * scale + Double(index / 2) * (tabSize.height + gap))
                : Point(x: strip.minX + 8 * scale + Double(index) * (tabSize.width + gap), y: strip.minY - tabSize.height - gap)
            layout.tabs.append(
                CurveTab(
                    name: parameter.name, rect: Rect(origin: origin, size: tabSize),
                    color: Self.curveColor(parameter.name),
                    isSelected: parameter.name == curveEditor.chosenTransformCurve))
        }
        return layout
    }

    /// The transform's strip in `viewport`: the bottom quarter of the window (its right quarter
    /// when the cards scroll up and down), less a margin at its far edge.
    static func strip(in viewport: Size, isTransposed: Bool) -> Rect {
        let scale = PlaygroundCore.interfaceScale(for: viewport)
        return isTransposed
            ? Rect(x: viewport.width * 0.735, y: 0, width: max(viewport.width * 0.265 - 34 * scale, 0), height: viewport.height)
            : Rect(x: 0, y: viewport.height * 0.735, width: viewport.width, height: max(viewport.height * 0.265 - 34 * scale, 0))
    }

    /// Where the cards and their dots lay out in `viewport`: all of it, or, while the editor
    /// shows the transform's strip, the room beside the strip and its tabs, so that no card
    /// runs under a curve.
    func cardsViewport(_ viewport: Size) -> Size {
        guard curveEditor.isShown, !transformChoice.curves.isEmpty else { return viewport }
        let scale = PlaygroundCore.interfaceScale(for: viewport)
        let strip = Self.strip(in: viewport, isTransposed: configuration.direction == .vertical)
        return configuration.direction == .vertical
            ? Size(width: max(strip.minX - 8 * scale, 1), height: viewport.height)
            : Size(width: viewport.width, height: max(strip.minY - 28 * scale, 1))
    }

    /// Gives the curve editor `event`; returns whether it was the editor's. A dragged point, an
    /// added one or a removed one changes the configuration at once.
    mutating func handleCurveEditor(_ event: InputEvent, viewport: Size) -> Bool {
        let layout = curveEditorLayout(viewport: viewport)
        switch curveEditor.handle(event, in: layout) {
        case .ignored:
            return false
        case .used:
            return true
        case .changed(let index, let curve):
            let name = layout.curves[index].name
            guard let parameter = curveParameters.first(where: { $0.name == name }) else { return true }
            parameter.write(&configuration, curve)
            apply()
            return true
        }
    }

    /// A curve's color: the path's gold, the scale's blue, the rotation's pink, the opacity's
    /// green, the depth's violet.
    static func curveColor(_ name: String) -> Color {
        switch name {
        case "scale": Color(hex: 0x7CC6FE)
        case "rotation": Color(hex: 0xFF8FA3)
        case "opacity": Color(hex: 0xB5E48C)
        case "depth": Color(hex: 0xC3A6FF)
        default: Color(hex: 0xFFD166)
        }
    }
}

extension ShowcaseScene {
    /// Shows the curve editor when the path or the transform just switched to has curves (the
    /// "bezier" path, the "curves" transform), so that their points are there to drag; a drag
    /// under way ends, its curve gone.
    mutating func showCurveEditorForNewCurves() {
        curveEditor.endDrag()
        if !curveParameters.isEmpty { curveEditor.isShown = true }
    }
}
