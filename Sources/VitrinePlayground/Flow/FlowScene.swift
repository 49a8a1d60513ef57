import VitrineCanvas
import VitrineFlowLayout
import VitrineGeometry
import VitrineInput
import VitrineLive
import VitrineMotion

/// The Flow scene: cards of different sizes in a PluginableFlowLayout, one to three to a line,
/// scrolled by the Scroller. Flings, wheel notches and arrow keys come to rest with a card in the
/// alignment's slot, marked by a faint guide. Each card prints its three visibility percentages.
///
/// Keys: A steps the alignment (start, center, end, none), P the plugins, F the snapping (free,
/// stick to the nearest slot, one card a flick), D between sideways and up-and-down scrolling (keeping the card),
/// R the deceleration rate, B the overscroll (rubber band, stretch, none); the panel steps the plugins' numbers.
/// A person's own plugins (`--swift`) join the plugins, after the built-in ones.
struct FlowScene: NumberedScene, AutoplayingScene {
    /// "Flow".
    var sceneName: String { "Flow" }
    /// The name of the preset the scene started from, or was last saved as (Ctrl+S).
    var presetName: String
    /// What the keys and the panel have made of the preset.
    var configuration: FlowConfiguration
    /// The preset's own configuration, which resets go back to.
    let presetConfiguration: FlowConfiguration
    var layout: PluginableFlowLayout
    var scroller = Scroller()
    /// The person's own types (`--swift`): their plugins join the plugins P steps through.
    var liveTypes = LiveSwiftTypes()
    /// The pictures in the cards' windows, one a card.
    var pictures = PictureShelf.empty
    /// Whether the ring shows around the current card: a key moved the focus since the pointer
    /// or the wheel last did.
    var isFocusRingShown = false
    /// The autoplay (K), set up from the feel.
    var autoplay = Autoplay()
    /// How full the current dot is, while the autoplay runs.
    var autoplayFill: Double?
    /// Whether motion is reduced (X): the plugins' fades, dimming and plain scaling stay, no
    /// card turns and the pictures have no parallax
    /// (``VitrineFlowLayout/PluginableFlowLayoutAttributes/reducingMotion()``); glides are
    /// shorter and the autoplay stops.
    var reducesMotion = false

    /// Creates the scene for `preset` in a viewport.
    init(preset: FlowPreset, viewport: Size) {
        self.init(presetName: preset.name, configuration: preset.configuration, viewport: viewport)
    }

    /// Creates the scene from a configuration (a built-in preset's or a presets file's).
    init(presetName: String, configuration: FlowConfiguration, viewport: Size) {
        self.presetName = presetName
        self.configuration = configuration
        presetConfiguration = configuration
        let flow = FlowItems.flowLayout(
            direction: configuration.scrollDirection, viewport: viewport,
            count: configuration.itemCount, scale: configuration.itemScale)
        layout = PluginableFlowLayout(
            alignment: configuration.alignment, plugins: configuration.runningPlugins,
            flowLayout: flow, viewport: viewport)
        layout.flickBehavior = configuration.flickBehavior
        configureScroller()
    }

    /// "Flow · start · plugins: both · one card a flick".
    var title: String {
        "Flow · \(FlowChoices.name(of: layout.alignment)) · plugins: \(configuration.pluginSetName) · "
            + (configuration.snapping == .paging ? "one card a flick" : "snapping: \(configuration.snapping.rawValue)")
            + (layout.scrollDirection == .vertical ? " · up and down" : "")
    }

    /// Keys switch the layout; a tap on a card or its dot glides the card into its slot;
    /// everything else scrolls.
    mutating func handle(_ event: InputEvent, at time: Double, viewport: Size) {
        resize(to: viewport)
        if let shown = FocusRing.isShown(after: event) { isFocusRingShown = shown }
        if case .keyDown(let key, let modifiers, _) = event, modifiers.isEmpty, pressControl(key, at: time) {
            return
        }
        autoplay.handle(event, at: time)
        let isTap = if case .pointerUp(_, .left) = event { scroller.isTapping } else { false }
        scroller.handle(event, at: time)
        if isTap, case .pointerUp(let point, _) = event, let item = item(at: point, viewport: viewport) {
            scrollToItem(item, at: time)
        }
    }

    /// The card whose dot or whose card is under `point`, or `nil`.
    func item(at point: Point, viewport: Size) -> Int? {
        if let dot = pageDots(viewport: viewport).index(at: point) { return dot }
        let cards = placedCards(viewport: viewport)
        let root = Node(filling: viewport, children: cards.map(\.node))
        return root.frontmostChild(at: point).map { cards[$0].index }
    }

    /// Glides card `index` into its slot.
    mutating func scrollToItem(_ index: Int, at time: Double) {
        guard let offset = layout.targetContentOffset(forItemAt: index) else { return }
        scroller.scroll(to: scrollerOffset(atContentOffset: offset), animated: true, at: time)
    }

    /// Advances the scroll.
    mutating func update(at time: FrameTime, viewport: Size) {
        resize(to: viewport)
        scroller.update(at: time.now)
        runAutoplay(at: time.now)
    }

    /// The cards.
    var autoplayItemCount: Int { layout.itemCount }

    /// The card nearest its slot where the scroll rests.
    var autoplayCurrentItem: Int { currentItem }

    /// Glides card `index` into its slot.
    mutating func autoplayScroll(toItem index: Int, at time: Double) {
        scrollToItem(index, at: time)
    }

    /// Reduces motion or lets it be.
    mutating func setReducesMotion(_ reduces: Bool) {
        guard reduces != reducesMotion else { return }
        reducesMotion = reduces
        scroller.configuration.reducesMotion = reduces
        autoplay.configuration = configuration.feel.autoplay(reducingMotion: reduces)
    }

    /// Whether the scroll left the last wheel event to the page.
    var passedOnLastWheel: Bool { scroller.wheelGesture.lastEventPassedOn }

    /// The alignment guide, the cards the viewport shows, then the dots.
    func makeNodes(viewport: Size) -> [Node] {
        let placed = placedCards(viewport: viewport).map { (item: $0.index, node: $0.node) }
        let cards =
            isFocusRingShown && layout.itemCount > 0
            ? FocusRing.adding(
                around: currentItem, in: placed, viewport: viewport, scale: PlaygroundCore.interfaceScale(for: viewport))
            : placed.map(\.node)
        let root = Node(filling: viewport, children: cards)
        // The dots once a frame: where they rest asks the layout for the cards in view.
        let dots = pageDots(viewport: viewport)
        return (guide(viewport: viewport, dots: dots).map { [$0, root] } ?? [root]) + dots.nodes()
    }

    /// The cards the viewport shows, each with its index, placed for the current scroll; past an
    /// end with the stretch, drawn stretched along the axis, more near the pulled end.
    func placedCards(viewport: Size) -> [(index: Int, node: Node)] {
        let offset = contentOffset
        let bounds = layout.bounds(atContentOffset: offset)
        let shift = layout.scrollDirection.point(axis: -offset, cross: 0)
        let scale = PlaygroundCore.interfaceScale(for: viewport)
        let followsOverlay = layout.plugins.contains { $0 is ParallaxDimmingFlowLayoutPlugin }
        let stretch = scroller.stretch
        let horizontal = layout.scrollDirection == .horizontal
        let length = layout.scrollDirection.axisLength(of: viewport)
        let reduces = reducesMotion
        return layout.layoutAttributesForElements(in: bounds, bounds: bounds).map {
            let attributes = reduces ? $0.reducingMotion() : $0
            let node = FlowCard(
                attributes: attributes, frame: $0.frame.offsetBy(dx: shift.x, dy: shift.y),
                scale: scale, followsOverlay: followsOverlay,
                picture: pictures.picture(forCard: $0.index),
                nodePicture: pictures.nodePicture(forCard: $0.index, mode: configuration.pictureMode)
            ).node
            guard stretch.isStretched else { return ($0.index, node) }
            return ($0.index, node.mappedAlongAxis(horizontal: horizontal) { stretch.stretched($0, length: length) })
        }
    }

    /// The box of the dots.
    func pageDotsFrame(viewport: Size) -> Rect? {
        pageDots(viewport: viewport).frame
    }

    /// A dot per card, the indicator on the card nearest its slot where the scroll rests; the
    /// row runs in the middle of the bottom (or right) margin, clear of the cards.
    func pageDots(viewport: Size) -> PageDots {
        let direction = layout.scrollDirection
        return PageDots(
            count: layout.itemCount, position: Double(currentItem), viewport: viewport,
            isHorizontal: direction == .horizontal,
            edgeDistance: direction.crossInsetAfter(in: FlowItems.sectionInset(for: viewport)) / 2,
            scale: PlaygroundCore.interfaceScale(for: viewport), progress: autoplayFill)
    }

    /// The card nearest its slot where the scroll comes to rest: the one whose ideal-frame
    /// percentage is smallest in size.
    var currentItem: Int {
        let bounds = layout.bounds(atContentOffset: contentOffset(atScrollerOffset: scroller.restingOffset))
        let shown = layout.layoutAttributesForElements(in: bounds, bounds: bounds)
        return shown.min { abs($0.percentageInfo.idealFrameVisibility) < abs($1.percentageInfo.idealFrameVisibility) }?
            .index ?? 0
    }

    /// The card nearest its slot.
    var focusedItem: Int? { currentItem }

    /// "Card 3 of 36", or the picture's name and place.
    var focusedItemLabel: String? {
        layout.itemCount > 0
            ? SpokenLabel.card(currentItem, of: layout.itemCount, picture: pictures.picture(forCard: currentItem)) : nil
    }

    /// The card nearest its slot, where it is drawn now (at rest, in its slot).
    func focusedItemFrame(viewport: Size) -> Rect? {
        placedCards(viewport: viewport).first { $0.index == currentItem }?.node.frame
    }

    /// Puts card `index` in its slot.
    mutating func focus(onItem index: Int) {
        guard let offset = layout.targetContentOffset(forItemAt: index) else { return }
        scroller.jump(to: scrollerOffset(atContentOffset: offset))
    }

    /// A line across the scroll axis where the alignment rests cards, 16 points past them at
    /// each end but stopping 4 points short of `dots` (``pageDots(viewport:)``), or `nil`
    /// without one.
    func guide(viewport: Size, dots: PageDots) -> Node? {
        guard let alignment = layout.alignment else { return nil }
        let direction = layout.scrollDirection
        let length = direction.axisLength(of: viewport), inset = FlowItems.sectionInset(for: viewport)
        let position =
            switch alignment {
            case .lineStart: direction.insetBefore(in: inset)
            case .lineCenter: length / 2
            case .lineEnd: length - direction.insetAfter(in: inset)
            }
        let from = direction.crossInsetBefore(in: inset) - 16
        var to = direction.crossLength(of: viewport) - direction.crossInsetAfter(in: inset) + 16
        if let dots = dots.frame { to = min(to, direction.crossMin(of: dots) - 4) }
        let line = direction.rect(axis: position - 1, cross: from, axisLength: 2, crossLength: max(to - from, 0))
        return Node(center: line.center, size: line.size, fillColor: Color(white: 1, alpha: 0.25))
    }

    /// The layout's content offset on screen (negative while the alignment's leading inset
    /// shows).
    var scrollOffset: Double? { contentOffset }

    /// Whether the scroll is moving.
    var isMoving: Bool { scroller.isMoving }
}
