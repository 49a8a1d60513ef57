import Testing
import VitrineCanvas
import VitrineFlowLayout
import VitrineGeometry
import VitrineParallax
import VitrineTestSupport

@testable import VitrineLive

/// The flattenings of an action's target, a plugin's attributes and its context: every field
/// goes out and comes back bit for bit, in the documented places.
@Suite("Targets, attributes and contexts as the numbers that cross the pipe")
struct LiveNumbersRoundTripTests {
    /// A target with every field of the table away from its default, drawn from `generator`.
    static func target(_ generator: inout SplitMix64) -> PVTarget {
        func any() -> Double { generator.double(in: -500...500) }
        func transform() -> Transform3D { Transform3D(entries: (0..<16).map { _ in any() }) }
        func color() -> Color {
            Color(red: generator.unit(), green: generator.unit(), blue: generator.unit(), alpha: generator.unit())
        }
        var node = Node(
            center: Point(x: any(), y: any()), size: Size(width: any(), height: any()), fillColor: color(),
            cornerRadius: any())
        node.transform = transform()
        node.sublayerTransform = transform()
        node.opacity = generator.unit()
        node.textColor = color()
        node.fontSize = any()
        node.textAlignment = [.leading, .center, .trailing][generator.int(in: 0...2)]
        node.letterSpacing = any()
        node.isHidden = generator.int(in: 0...1) == 1
        node.isDoubleSided = generator.int(in: 0...1) == 1
        node.zPosition = any()
        var target = PVTarget(node: node, containerSize: Size(width: any(), height: any()))
        target.translation = Point(x: any(), y: any())
        target.rotationX = any()
        target.rotationY = any()
        target.rotationZ = any()
        target.scaleX = any()
        target.scaleY = any()
        return target
    }

    /// Whether every field of two targets holds the same bits, the node's text and children
    /// included.
    static func same(_ a: PVTarget, _ b: PVTarget) -> Bool {
        a.node == b.node && a.liveNumbers.map(\.bitPattern) == b.liveNumbers.map(\.bitPattern)
            && a.translation == b.translation && a.rotationX == b.rotationX && a.rotationY == b.rotationY
            && a.rotationZ == b.rotationZ && a.scaleX == b.scaleX && a.scaleY == b.scaleY && a.containerSize == b.containerSize
    }

    @Test("A target's 61 numbers rebuild it exactly on a blank one: no field is left out")
    func targetRoundTrip() throws {
        var generator = SplitMix64(seed: 34)
        let blank = PVTarget(node: Node(), containerSize: .zero)
        for _ in 0..<200 {
            let target = Self.target(&generator)
            #expect(target.liveNumbers.count == PVTarget.liveNumberCount)
            let back = try #require(blank.settingLiveNumbers(target.liveNumbers))
            #expect(Self.same(back, target))
        }
    }

    @Test("The numbers sit where the table says")
    func targetPlaces() {
        var node = Node(center: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
        node.opacity = 0.25
        node.letterSpacing = 7
        node.textAlignment = .trailing
        node.isDoubleSided = false
        var target = PVTarget(node: node, containerSize: Size(width: 800, height: 600))
        target.rotationY = 0.5
        target.scaleY = 3
        let numbers = target.liveNumbers
        #expect(Array(numbers[0..<4]) == [1, 2, 3, 4])
        #expect(Array(numbers[4..<20]) == Transform3D.identity.entries)
        #expect(numbers[36] == 0.25 && numbers[47] == 2 && numbers[48] == 7 && numbers[49] == 0 && numbers[50] == 0)
        #expect(numbers[55] == 0.5 && numbers[58] == 3 && Array(numbers[59...]) == [800, 600])
    }

    @Test("Text and children stay on the target; too few numbers give nil; numbers may start later")
    func targetKeepsWhatDoesNotCross() throws {
        var generator = SplitMix64(seed: 7)
        var base = Self.target(&generator)
        base.node.text = "PVView"
        base.node.children = [Node(size: Size(width: 5, height: 5))]
        let other = Self.target(&generator)
        let back = try #require(base.settingLiveNumbers([9, 9] + other.liveNumbers, from: 2))
        #expect(back.node.text == "PVView" && back.node.children == base.node.children)
        #expect(back.liveNumbers.map(\.bitPattern) == other.liveNumbers.map(\.bitPattern))
        #expect(base.settingLiveNumbers(Array(other.liveNumbers.dropLast())) == nil)
        #expect(base.settingLiveNumbers(other.liveNumbers, from: -1) == nil)
    }

    @Test("Attributes' 30 numbers rebuild them exactly, percentages included")
    func attributesRoundTrip() throws {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<200 {
            func any() -> Double { generator.double(in: -1e5...1e5) }
            var attributes = PluginableFlowLayoutAttributes(
                index: generator.int(in: 0...1_000_000), frame: Rect(x: any(), y: any(), width: any(), height: any()),
                scrollDirection: generator.int(in: 0...1) == 1 ? .horizontal : .vertical)
            attributes.transform = Transform3D(entries: (0..<16).map { _ in any() })
            attributes.alpha = generator.unit()
            attributes.zIndex = generator.int(in: -50...50)
            attributes.contentTranslation = Point(x: any(), y: any())
            attributes.overlayAlpha = generator.unit()
            attributes.percentageInfo = PercentageInfo(
                collectionVisibility: generator.double(in: -1...1),
                idealFrameVisibility: generator.double(in: -1...1),
                idealFrameAndCollectionVisibility: generator.double(in: -1...1))
            #expect(attributes.liveNumbers.count == PluginableFlowLayoutAttributes.liveNumberCount)
            #expect(PluginableFlowLayoutAttributes(liveNumbers: attributes.liveNumbers) == attributes)
        }
        #expect(PluginableFlowLayoutAttributes(liveNumbers: [1, 2, 3]) == nil)
    }

    @Test(
        "A context's 12 numbers rebuild it exactly, every alignment and none",
        arguments: [PluginableFlowLayoutAlignment.lineStart, .lineCenter, .lineEnd, nil])
    func contextRoundTrip(_ alignment: PluginableFlowLayoutAlignment?) throws {
        for direction in [FlowScrollDirection.horizontal, .vertical] {
            let context = FlowLayoutPluginContext(
                bounds: Rect(x: 3e8, y: -2, width: 640, height: 360), scrollDirection: direction,
                alignment: alignment, sectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                contentSize: Size(width: 3.5e8, height: 360))
            #expect(context.liveNumbers.count == FlowLayoutPluginContext.liveNumberCount)
            #expect(FlowLayoutPluginContext(liveNumbers: [0] + context.liveNumbers, from: 1) == context)
        }
    }

    @Test("The methods' widths: an action takes the progress and a target, a plugin attributes and a context")
    func widths() {
        #expect(LiveMethod.update.inputWidth == 62 && LiveMethod.update.outputWidth == 61)
        #expect(LiveMethod.update.returnedInputStart == 1 && LiveMethod.update.kind == .action)
        #expect(LiveMethod.prepareAttributes.inputWidth == 42 && LiveMethod.prepareAttributes.outputWidth == 30)
        #expect(LiveMethod.prepareAttributes.returnedInputStart == 0 && LiveMethod.prepareAttributes.kind == .flowPlugin)
        #expect(LiveMethod.evaluate.returnedInputStart == nil)
    }
}
