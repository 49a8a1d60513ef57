import Foundation
import VitrineCanvas
import VitrineGeometry

extension CurveEditor {
    /// The editor's nodes in window points, drawn over the cards: the strip, the faint curves,
    /// the editable ones with their control points (the dragged one larger) and the cards'
    /// marks, the values at the strip's edges, and the tabs. None while the editor is hidden.
    func makeNodes(for layout: CurveEditorLayout) -> [Node] {
        guard isShown, !layout.curves.isEmpty else { return [] }
        let scale = layout.scale
        var nodes: [Node] = []
        if let strip = layout.strip {
            nodes.append(.box(strip, color: PlaygroundCore.windowColor.withAlpha(0.8), cornerRadius: 10 * scale))
        }
        for curve in layout.curves where !curve.isEditable {
            nodes += Self.lineNodes(of: curve, width: 1.5 * scale, opacity: 0.45)
        }
        for (index, curve) in layout.curves.enumerated() where curve.isEditable {
            nodes += Self.lineNodes(of: curve, width: 2.5 * scale, opacity: 1)
            for rate in curve.markedRates {
                let point = curve.frame.windowPoint(for: Point(x: rate, y: Self.shown(curve.curve.value(at: rate), of: curve)))
                nodes.append(Self.dot(at: point, radius: 3.5 * scale, color: Color(white: 1, alpha: 0.9)))
            }
            for pointIndex in curve.curve.points.indices {
                let isDragged = draggedPoint.map { $0.curve == index && $0.point == pointIndex } ?? false
                let radius = (isDragged ? 9 : 7) * scale
                nodes.append(Self.dot(at: curve.windowPoint(ofPoint: pointIndex), radius: radius, color: .white))
                nodes.append(
                    Self.dot(at: curve.windowPoint(ofPoint: pointIndex), radius: radius - 2.5 * scale, color: curve.color))
            }
            if curve.isOnStrip { nodes += Self.edgeLabels(of: curve, scale: scale) }
        }
        nodes += layout.tabs.map { Self.tabNode($0, scale: scale) }
        return nodes
    }

    /// The curve as a line of short straight pieces across its frame, one every 6 points at
    /// most (between 16 and 240 of them), kept inside its values on a strip.
    static func lineNodes(of curve: EditableCurve, width: Double, opacity: Double) -> [Node] {
        let frame = curve.frame
        let count = min(max(Int((frame.alongLength / 6).rounded(.up)), 16), 240)
        let points = (0...count).map { step -> Point in
            let x = frame.xAtStart + (frame.xAtEnd - frame.xAtStart) * Double(step) / Double(count)
            return frame.windowPoint(for: Point(x: x, y: shown(curve.curve.value(at: x), of: curve)))
        }
        return zip(points, points.dropFirst()).map { start, end in
            let length = start.distance(to: end)
            var piece = Node(
                center: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2),
                size: Size(width: length + width, height: width),
                fillColor: curve.color.withAlpha(opacity),
                cornerRadius: width / 2)
            piece.transform = .makeRotation(atan2(end.y - start.y, end.x - start.x), 0, 0, 1)
            return piece
        }
    }

    /// A value as drawn: inside the curve's values on the strip (whose edges are the values'
    /// ends), as it is over the whole window.
    static func shown(_ value: Double, of curve: EditableCurve) -> Double {
        curve.isOnStrip ? min(max(value, curve.values.lowerBound), curve.values.upperBound) : value
    }

    /// A filled circle.
    static func dot(at center: Point, radius: Double, color: Color) -> Node {
        Node(center: center, size: Size(width: 2 * radius, height: 2 * radius), fillColor: color, cornerRadius: radius)
    }

    /// The values at the strip's two edges, at its trailing end: "2" at the top and "0" at
    /// the bottom for the scale.
    static func edgeLabels(of curve: EditableCurve, scale: Double) -> [Node] {
        let frame = curve.frame
        return [(frame.yAtStart, 0.0), (frame.yAtEnd, 1.0)].map { value, side in
            let rect = frame.rect
            let size = Size(width: 48 * scale, height: 16 * scale)
            let center =
                frame.isTransposed
                ? Point(
                    x: rect.minX + side * rect.width + (side == 0 ? 1 : -1) * size.width / 2,
                    y: rect.maxY - size.height / 2 - 4 * scale)
                : Point(
                    x: rect.maxX - size.width / 2 - 6 * scale,
                    y: rect.minY + side * rect.height + (side == 0 ? 1 : -1) * size.height / 2)
            var label = Node(center: center, size: size)
            label.text =
                curve.unit == .angle
                ? "\(Int((value * 180 / .pi).rounded()))°" : value.decimalText(value == value.rounded() ? 0 : 2)
            label.fontSize = 11 * scale
            label.textColor = Color(hex: 0xA8A8B8)
            label.textAlignment = frame.isTransposed && side == 0 ? .leading : .trailing
            return label
        }
    }

    /// A tab: its name on its curve's color when chosen, in that color on the window's
    /// otherwise.
    static func tabNode(_ tab: CurveTab, scale: Double) -> Node {
        var node = Node.box(
            tab.rect, color: tab.isSelected ? tab.color : PlaygroundCore.windowColor.withAlpha(0.8),
            cornerRadius: 6 * scale)
        node.text = tab.name
        node.fontSize = 12 * scale
        node.textColor = tab.isSelected ? PlaygroundCore.windowColor : tab.color
        return node
    }
}
