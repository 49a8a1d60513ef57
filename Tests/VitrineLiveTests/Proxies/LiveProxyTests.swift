import Testing
import VitrineCanvas
import VitrineFlowLayout
import VitrineGeometry
import VitrineParallax
import VitrineTestSupport

@testable import VitrineLive

/// ``LiveAction`` and ``LiveFlowPlugin`` over the real answering (``InProcessLiveCode``): a
/// library action or plugin run through a proxy does what it does when called directly; an
/// answer out of range is kept in range; no answer leaves things as they were.
@Suite("The action and Flow plugin proxies")
struct LiveProxyTests {
    /// The library's actions, each listed as a person's type of its own.
    static let actions: [(String, any PVActionType)] = [
        (
            "Move",
            PVActionMove(
                fromPosition: PVPoint(x: 0.2, y: 0.3, isRelative: true), toPosition: PVPoint(x: 0.8, y: 0.6, isRelative: true))
        ),
        ("Slide", PVActionMove(fromTranslation: .zero, toTranslation: PVPoint(x: 0.25, y: 0, isRelative: true))),
        (
            "Turn",
            PVActionRotate(
                fromX: 0, toX: 1,
                parameters: (try? PVParameters(
                    startOffset: 0.2, stopOffset: 0.9,
                    timingFunction: Easing.easeOutBack)) ?? .default)
        ),
        ("Spin", PVActionRotate(toZ: .pi)),
        ("Grow", PVActionScale(from: 0.5, to: 1.5)),
        ("Fade", PVActionFade(from: 1, to: 0.2)),
        ("Tint", PVActionColor(from: Color(hex: 0x2563EB), to: Color(hex: 0xDB2777))),
        ("Round", PVActionCornerRadius(from: 0, to: 40)),
        ("Widen", PVActionSize(from: PVSize(width: 100, height: 50), to: PVSize(width: 300, height: 80))),
        ("Spread", PVActionLetterSpacing(from: 0, to: 12)),
    ]

    static func entries() -> [LiveEntry] {
        actions.map { name, action in LiveEntry.action(name, numbers: [], defaults: { [] }, make: { _ in action }) }
    }

    static func node() -> Node {
        var node = Node(
            center: Point(x: 100, y: 80), size: Size(width: 200, height: 120), fillColor: Color(hex: 0x334155),
            cornerRadius: 12)
        node.text = "Label"
        node.children = [Node(size: Size(width: 10, height: 10))]
        return node
    }

    @Test(
        "Each library action through the proxy leaves the target as it does itself (its opacity drawn in 0…1), text and children kept"
    )
    func actionsMatchTheirDirectCalls() {
        let code = InProcessLiveCode(Self.entries())
        for (name, action) in Self.actions {
            for progress in stride(from: -0.2, through: 1.2, by: 0.05) {
                var direct = PVTarget(node: Self.node(), containerSize: Size(width: 1280, height: 720))
                var proxied = direct
                action.update(progress, target: &direct)
                // A fade bounced past its end leaves 1.16 here; the canvas draws it as 1, and the
                // proxy hands it back as 1.
                direct.node.opacity = min(max(direct.node.opacity, 0), 1)
                LiveAction(name: name, code: code).update(progress, target: &proxied)
                #expect(LiveNumbersRoundTripTests.same(proxied, direct), "\(name) at \(progress)")
            }
        }
        #expect(code.calls.allSatisfy { $0.method == .update && $0.inputs.count == LiveMethod.update.inputWidth })
    }

    @Test("An action that sets the text: only numbers cross, the window's text stays")
    func textDoesNotCross() {
        let code = InProcessLiveCode([
            LiveEntry.action(
                "Type", numbers: [], defaults: { [] },
                make: { _ in PVActionTypewriter(text: "Hello there") })
        ])
        var target = PVTarget(node: Self.node(), containerSize: Size(width: 1280, height: 720))
        LiveAction(name: "Type", code: code).update(0.5, target: &target)
        #expect(target.node.text == "Label")
    }

    @Test("The type's numbers reach the action: the panel's value, else the default")
    func numbersReachTheAction() {
        let code = InProcessLiveCode([
            LiveEntry.action(
                "Spacing", numbers: ["to"], defaults: { [4] },
                make: { PVActionLetterSpacing(from: 0, to: $0[0]) })
        ])
        var action = LiveAction(name: "Spacing", code: code)
        var target = PVTarget(node: Self.node(), containerSize: .zero)
        action.update(1, target: &target)
        #expect(target.node.letterSpacing == 4 && action[number: "to"] == 4)
        action[number: "to"] = 9
        action.update(1, target: &target)
        #expect(target.node.letterSpacing == 9)
    }

    @Test("An opacity or color out of 0…1 comes back clamped; no answer leaves the target as it was")
    func actionAnswersAreKeptInRange() throws {
        let start = PVTarget(node: Self.node(), containerSize: Size(width: 640, height: 360))
        var numbers = start.liveNumbers
        numbers[36] = 3  // opacity
        numbers[37] = -2  // fill red
        numbers[45] = 7  // text alpha
        numbers[48] = 5  // letter spacing, free
        var target = start
        LiveAction(name: "Any", code: FixedLiveCode(numbers)).update(0.5, target: &target)
        #expect(target.node.opacity == 1 && target.node.fillColor.red == 0 && target.node.textColor.alpha == 1)
        #expect(target.node.letterSpacing == 5)
        for answer in [nil, [1.0, 2, 3]] {
            var unchanged = start
            LiveAction(name: "Any", code: FixedLiveCode(answer)).update(0.5, target: &unchanged)
            #expect(LiveNumbersRoundTripTests.same(unchanged, start))
        }
    }

    /// Attributes of item `index` of a horizontal layout as the layout hands them to plugins.
    static func attributes(_ index: Int, percentage: Double) -> PluginableFlowLayoutAttributes {
        var attributes = PluginableFlowLayoutAttributes(
            index: index, frame: Rect(x: 300 * Double(index), y: 40, width: 240, height: 300),
            scrollDirection: .horizontal)
        attributes.percentageInfo = PercentageInfo(
            collectionVisibility: percentage / 2, idealFrameVisibility: percentage,
            idealFrameAndCollectionVisibility: percentage * 0.8)
        return attributes
    }

    static let context = FlowLayoutPluginContext(
        bounds: Rect(x: 600, y: 0, width: 1280, height: 720), scrollDirection: .horizontal,
        alignment: .lineCenter, sectionInset: EdgeInsets(all: 20),
        contentSize: Size(width: 30_000, height: 720))

    @Test("The library's plugins through the proxy give what they give themselves")
    func pluginsMatchTheirDirectCalls() {
        let plugins: [(String, any FlowLayoutPlugin)] = [
            ("ScaleFade", ScaleFadeFlowLayoutPlugin()), ("Dimming", ParallaxDimmingFlowLayoutPlugin()),
            ("Percentages", PercentageFlowLayoutPlugin()),
        ]
        let code = InProcessLiveCode(
            plugins.map { name, plugin in
                LiveEntry.flowPlugin(name, numbers: [], defaults: { [] }, make: { _ in plugin })
            })
        for (name, plugin) in plugins {
            for index in 0..<12 {
                let attributes = Self.attributes(index, percentage: Double(index - 5) / 4)
                #expect(
                    LiveFlowPlugin(name: name, code: code).prepareAttributes(attributes, in: Self.context)
                        == plugin.prepareAttributes(attributes, in: Self.context), "\(name), item \(index)")
            }
        }
        #expect(code.calls.allSatisfy { $0.method == .prepareAttributes && $0.inputs.count == 42 })
    }

    @Test("A plugin's answer keeps the item's index and direction, its opacities in 0…1; no answer leaves the attributes")
    func pluginAnswersAreKeptInRange() {
        let attributes = Self.attributes(3, percentage: 0.5)
        var returned = attributes
        returned.index = 40
        returned.scrollDirection = .vertical
        returned.alpha = 2
        returned.overlayAlpha = -1
        returned.zIndex = 7
        returned.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        let prepared = LiveFlowPlugin(name: "Any", code: FixedLiveCode(returned.liveNumbers))
            .prepareAttributes(attributes, in: Self.context)
        #expect(prepared.index == 3 && prepared.scrollDirection == .horizontal)
        #expect(prepared.alpha == 1 && prepared.overlayAlpha == 0 && prepared.zIndex == 7)
        #expect(prepared.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        for answer in [nil, [1.0]] {
            #expect(
                LiveFlowPlugin(name: "Any", code: FixedLiveCode(answer)).prepareAttributes(attributes, in: Self.context)
                    == attributes)
        }
    }

    @Test("The answering refuses inputs that are not whole targets")
    func partialInputsAreRefused() {
        let list = LiveEntryList(Self.entries())
        let reply = list.answer(.call(LiveCall(entry: 0, numbers: [], method: .update, inputs: [0.5, 1, 2])))
        guard case .refused(let reason) = reply else {
            Issue.record("answered \(reply)")
            return
        }
        #expect(reason.contains("62 numbers an input"))
    }
}
