import VitrineCanvas
import VitrineGeometry
import VitrineParallax

/// A ``VitrineParallax/PVTarget`` as the numbers that cross the pipe to a person's action
/// (``LiveMethod/update``) and back.
///
/// Only numbers cross: the node's `text` and `children` stay in the window. An action runs on a
/// target whose text is `nil` and which has no children, and what it does to them is dropped;
/// everything else it may change comes back:
///
/// | numbers | field |
/// |---|---|
/// | 0–1 | `node.center` (x, y) |
/// | 2–3 | `node.size` (width, height) |
/// | 4–19 | `node.transform` (m11 … m44) |
/// | 20–35 | `node.sublayerTransform` (m11 … m44) |
/// | 36 | `node.opacity` |
/// | 37–40 | `node.fillColor` (red, green, blue, alpha) |
/// | 41 | `node.cornerRadius` |
/// | 42–45 | `node.textColor` (red, green, blue, alpha) |
/// | 46 | `node.fontSize` |
/// | 47 | `node.textAlignment` (0 leading, 1 center, 2 trailing) |
/// | 48 | `node.letterSpacing` |
/// | 49 | `node.isHidden` (1 or 0) |
/// | 50 | `node.isDoubleSided` (1 or 0) |
/// | 51 | `node.zPosition` |
/// | 52–53 | `translation` (x, y) |
/// | 54–56 | `rotationX`, `rotationY`, `rotationZ` |
/// | 57–58 | `scaleX`, `scaleY` |
/// | 59–60 | `containerSize` (width, height) |
extension PVTarget {
    /// How many numbers a target takes: 61.
    public static let liveNumberCount = 61

    /// The target's numbers, in the order of the table above.
    public var liveNumbers: [Double] {
        let node = self.node
        var numbers = [node.center.x, node.center.y, node.size.width, node.size.height]
        numbers += node.transform.entries
        numbers += node.sublayerTransform.entries
        numbers.append(node.opacity)
        numbers += Self.components(of: node.fillColor)
        numbers.append(node.cornerRadius)
        numbers += Self.components(of: node.textColor)
        numbers += [
            node.fontSize, Double(Self.alignments.firstIndex(of: node.textAlignment) ?? 1), node.letterSpacing,
            node.isHidden ? 1 : 0, node.isDoubleSided ? 1 : 0, node.zPosition,
        ]
        numbers += [translation.x, translation.y, rotationX, rotationY, rotationZ, scaleX, scaleY]
        numbers += [containerSize.width, containerSize.height]
        return numbers
    }

    /// This target with every field of the table set from `numbers[start..<start + 61]`; its
    /// text and children as they are. `nil` when there are fewer numbers than that.
    ///
    /// ```swift
    /// target.settingLiveNumbers(target.liveNumbers) == target   // field for field
    /// ```
    public func settingLiveNumbers(_ numbers: [Double], from start: Int = 0) -> PVTarget? {
        guard LiveNumberReader.hasRoom(for: Self.liveNumberCount, in: numbers, from: start) else { return nil }
        var reader = LiveNumberReader(numbers, from: start)
        var target = self
        target.node.center = reader.point()
        target.node.size = reader.size()
        target.node.transform = reader.transform()
        target.node.sublayerTransform = reader.transform()
        target.node.opacity = reader.number()
        target.node.fillColor = reader.color()
        target.node.cornerRadius = reader.number()
        target.node.textColor = reader.color()
        target.node.fontSize = reader.number()
        let alignment = reader.whole()
        target.node.textAlignment = Self.alignments.indices.contains(alignment) ? Self.alignments[alignment] : .center
        target.node.letterSpacing = reader.number()
        target.node.isHidden = reader.flag()
        target.node.isDoubleSided = reader.flag()
        target.node.zPosition = reader.number()
        target.translation = reader.point()
        target.rotationX = reader.number()
        target.rotationY = reader.number()
        target.rotationZ = reader.number()
        target.scaleX = reader.number()
        target.scaleY = reader.number()
        target.containerSize = reader.size()
        return target
    }

    /// The text alignments by their number.
    private static let alignments: [TextAlignment] = [.leading, .center, .trailing]

    private static func components(of color: Color) -> [Double] {
        [color.red, color.green, color.blue, color.alpha]
    }
}
