import VitrineCanvas
import VitrineFlowLayout
import VitrineGeometry
import VitrineInput
import VitrineMotion

/// The Flow scene: cards of different sizes in a PluginableFlowLayout, one to three to a line,
/// scrolled by the Scroller. Flings, wheel notches and arrow keys come to rest with a card in the
/// alignment's slot, marked by a faint guide. Each card prints its three visibility percentages.
///
/// Keys: A steps the alignment (start, center, end, none), P the plugins, F between one card a
/// flick and projected flicks, D between sideways and up-and-down scrolling (keeping the card),
/// R the deceleration rate, B the bounce; the panel steps the plugins' numbers.
struct FlowScene: Scene {
    /// "Flow".
    var sceneName: String { "Flow" }
    /// The name of the preset the scene started from.
    let presetName: String
    /// What the keys and the panel have made of the preset.
    var configuration: FlowConfiguration
    var layout: PluginableFlowLayout
    var scroller = Scroller()

    /// Creates the scene for `preset` in a viewport.
    init(preset: FlowPreset, viewport: Size) {
        self.init(presetName: preset.name, configuration: preset.configuration, viewport: viewport)
    }

    /// Creates the scene from a configuration (a built-in preset's or a presets file's).
    init(presetName: String, configuration: FlowConfiguration, viewport: Size) {
        self.presetName = presetName
        self.configuration = configuration
        let direction = configuration.scrollDirection
        let flow = FlowLayout(scrollDirection: direction,
                              items: .individual(FlowItems.sizes(direction: direction, viewport: viewport)),
                              minimumLineSpacing: FlowItems.spacing, minimumInteritemSpacing: FlowItems.spacing,
                              sectionInset: FlowItems.sectionInset)
        layout = PluginableFlowLayout(alignment: configuration.alignment, plugins: configuration.runningPlugins,
                                      flowLayout: flow, viewport: viewport)
        layout.flickBehavior = configuration.flickBehavior
        configureScroller()
    }

    /// "Flow · start · plugins: both · one card a flick".
    var title: String {
        "Flow · \(FlowChoices.name(of: layout.alignment)) · plugins: \(configuration.plugins.name) · "
            + (layout.flickBehavior == .oneItem ? "one card a flick" : "projected flicks")
            + (layout.scrollDirection == .vertical ? " · up and down" : "")
    }

    /// Keys switch the layout; everything else scrolls.
    mutating func handle(_ event: InputEvent, at time: Double, viewport: Size) {
        resize(to: viewport)
        if case .keyDown(let key, let modifiers, _) = event, modifiers.isEmpty, pressControl(key, at: time) {
            return
        }
        scroller.handle(event, at: time)
    }

    /// Advances the scroll.
    mutating func update(at time: FrameTime, viewport: Size) {
        resize(to: viewport)
        scroller.update(at: time.now)
    }

    /// The alignment guide, then the cards the viewport shows.
    func makeNodes(viewport: Size) -> [Node] {
        let offset = scroller.offset
        let bounds = layout.bounds(atContentOffset: offset)
        let shift = layout.scrollDirection.point(axis: -offset, cross: 0)
        let cards = layout.layoutAttributesForElements(in: bounds, bounds: bounds).map {
            FlowCard(attributes: $0, frame: $0.frame.offsetBy(dx: shift.x, dy: shift.y)).node
        }
        let root = Node(center: Point(x: viewport.width / 2, y: viewport.height / 2), size: viewport, children: cards)
        return guide(viewport: viewport).map { [$0, root] } ?? [root]
    }

    /// The card nearest its slot: the one whose ideal-frame percentage is smallest in size.
    var currentItem: Int {
        let bounds = layout.bounds(atContentOffset: scroller.restingOffset)
        let shown = layout.layoutAttributesForElements(in: bounds, bounds: bounds)
        return shown.min { abs($0.percentageInfo.idealFrameVisibility) < abs($1.percentageInfo.idealFrameVisibility) }?
            .index ?? 0
    }

    /// The card nearest its slot.
    var focusedItem: Int? { currentItem }

    /// Puts card `index` in its slot.
    mutating func focus(onItem index: Int) {
        guard let offset = layout.targetContentOffset(forItemAt: index) else { return }
        scroller.jump(to: offset)
    }

    /// A line across the scroll axis where the alignment rests cards, or `nil` without one.
    func guide(viewport: Size) -> Node? {
        guard let alignment = layout.alignment else { return nil }
        let direction = layout.scrollDirection
        let length = direction.axisLength(of: viewport), inset = FlowItems.sectionInset
        let position = switch alignment {
        case .lineStart: direction.insetBefore(in: inset)
        case .lineCenter: length / 2
        case .lineEnd: length - direction.insetAfter(in: inset)
        }
        let from = direction.crossInsetBefore(in: inset) - 16
        let to = direction.crossLength(of: viewport) - direction.crossInsetAfter(in: inset) + 16
        let line = direction.rect(axis: position - 1, cross: from, axisLength: 2, crossLength: max(to - from, 0))
        return Node(center: line.center, size: line.size, fillColor: Color(white: 1, alpha: 0.25))
    }

    /// The scroll's offset.
    var scrollOffset: Double? { scroller.offset }

    /// Whether the scroll is moving.
    var isMoving: Bool { scroller.isMoving }
}
