import VitrineCanvas
import VitrineGeometry
import VitrineLive
import VitrineParallax

/// The person's own timing functions and actions in the story: a ball each below the built-in
/// four on page 1, and a label each on the title page.
extension ParallaxStory {
    /// The most of the person's timing functions that race, and the most of their actions the
    /// title page plays; the panel lists the numbers of these.
    static let liveLimit = 4

    /// The colors of the person's balls, in order.
    static let liveBallColors: [Color] = [0xFB923C, 0xA78BFA, 0xA3E635, 0x60A5FA].map { Color(hex: $0) }

    /// The balls of the person's timing functions.
    var liveBalls: [ParallaxLiveItem] {
        timingFunctions.prefix(Self.liveLimit).indices.map(ParallaxLiveItem.ball)
    }

    /// The labels of the person's actions.
    var liveLabels: [ParallaxLiveItem] {
        actions.prefix(Self.liveLimit).indices.map(ParallaxLiveItem.label)
    }

    /// How many balls race: the built-in four and the person's.
    var ballRowCount: Int { ParallaxItem.balls.count + liveBalls.count }

    /// Page 1's caption while the person's timing functions race too: "Four curves and yours:
    /// ElasticTiming"; `nil` without any.
    var liveCaption: String? {
        let names = timingFunctions.prefix(Self.liveLimit).map(\.name)
        guard let first = names.first else { return nil }
        return names.count == 1
            ? "Four curves and yours: \(first)" : "Four curves and \(names.count) of yours, named by their balls"
    }

    /// The height of the label of action `index`, as a fraction of the page: 0.45, then 0.11
    /// lower each, at the right of the title page, clear of the card.
    static func labelRow(_ index: Int) -> Double {
        (0.45 + 0.11 * Double(index)).roundedToDecimals(2)
    }

    /// A ball with its timing function's type name beside it, or a label that shows its
    /// action's type name.
    func liveNode(for item: ParallaxLiveItem) -> Node {
        switch item {
        case .ball(let index):
            guard timingFunctions.indices.contains(index) else { return Node() }
            return Self.ballNode(
                color: Self.liveBallColors[index % Self.liveBallColors.count],
                legend: timingFunctions[index].name)
        case .label(let index):
            guard actions.indices.contains(index) else { return Node() }
            var node = Node(size: Size(width: 480, height: 72), fillColor: Color(hex: 0x334155), cornerRadius: 18)
            node.text = actions[index].name
            node.fontSize = 26
            return node
        }
    }

    /// A ball races as the built-in ones do, on the person's timing function; a label is held
    /// at its place on the title page while the person's action plays on it, from the page at
    /// rest (progress 0) to the next page (progress 1).
    func liveActions(_ item: ParallaxLiveItem, onPage page: Int) -> [any PVActionType] {
        switch item {
        case .ball(let index):
            guard timingFunctions.indices.contains(index) else { return [] }
            return Self.raceActions(
                row: Self.ballRow(ParallaxItem.balls.count + index, of: ballRowCount),
                timing: timingFunctions[index], onPage: page)
        case .label(let index):
            guard actions.indices.contains(index) else { return [] }
            return [Self.place(Self.relative(0.8, Self.labelRow(index))), actions[index]]
        }
    }
}
