import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineLive
import VitrineMotion
import VitrineShowcase

/// The Showcase scene: numbered color cards riding a path and shaped by a transform, scrolled by
/// the Scroller. Starts from a preset; keys switch the path (P), the transform (T), the
/// direction (D), paging (G), looping (L), the deceleration rate (R) and overscroll (B), and the
/// panel steps the numbers of the path and the transform.
struct ShowcaseScene: NumberedScene, AutoplayingScene {
    /// "Showcase".
    var sceneName: String { "Showcase" }
    /// The name of the preset the scene started from, or was last saved as (Ctrl+S).
    var presetName: String
    let showcase: Showcase
    /// What the keys and the panel have made of the preset.
    var configuration: ShowcaseConfiguration
    /// The preset's own configuration, which resets go back to.
    let presetConfiguration: ShowcaseConfiguration
    /// The editor of the Bézier path's points and the curve transform's curves (E).
    var curveEditor = CurveEditor()
    /// The person's own paths and transforms (`--swift`), listed after the built-in ones.
    var liveTypes = LiveSwiftTypes()
    /// The pictures on the cards, one a card.
    var pictures = PictureShelf.empty
    /// Whether the ring shows around the focused card: a key moved the focus since the pointer
    /// or the wheel last did.
    var isFocusRingShown = false
    /// How many points of the top the status line covers, where a tap centers no card.
    var coveredTop = 0.0
    /// The autoplay (K), set up from the feel.
    var autoplay = Autoplay()
    /// How full the current dot is, while the autoplay runs.
    var autoplayFill: Double?
    /// Whether motion is reduced (X): the cards slide on a straight line and fade instead of
    /// turning (``VitrineShowcase/Layout/reducingMotion()``), glides are shorter and the
    /// autoplay stops.
    var reducesMotion = false

    /// Creates the scene for `preset` in a viewport.
    init(preset: ShowcasePreset, viewport: Size) {
        self.init(presetName: preset.name, configuration: preset.configuration, viewport: viewport)
    }

    /// Creates the scene from a configuration (a built-in preset's or a presets file's); a
    /// path or transform with curves (`drawn-curves`) shows their points from the first frame.
    init(presetName: String, configuration: ShowcaseConfiguration, viewport: Size) {
        self.presetName = presetName
        self.configuration = configuration
        presetConfiguration = configuration
        showcase = Showcase(viewport: viewport, layout: configuration.layout(for: viewport))
        // Built with the full layout; `apply()` below hands the showcase the one shown.
        showcase.register(ColorCard.self)
        showCards()
        apply()
        curveEditor.isShown = !curveParameters.isEmpty
    }

    /// "Showcase · preset · path · transform".
    var title: String {
        "Showcase · \(presetName) · \(pathChoice.name) · \(transformChoice.name)"
            + (showcase.snapping == .free ? "" : " · \(showcase.snapping.rawValue)") + (showcase.isLooping ? "" : " · no loop")
    }

    /// Keys switch the layout; presses on the curve editor's points, lines, tabs and strip are
    /// its own; a tap on a dot centers its card (a tap on a card centers it, as the showcase
    /// does, but not on the part of a card the dots' band or the status line hides); everything
    /// else scrolls.
    mutating func handle(_ event: InputEvent, at time: Double, viewport: Size) {
        resize(to: viewport)
        if let shown = FocusRing.isShown(after: event) { isFocusRingShown = shown }
        if case .keyDown(let key, let modifiers, _) = event, modifiers.isEmpty, pressControl(key, at: time) {
            return
        }
        autoplay.handle(event, at: time)
        if handleCurveEditor(event, viewport: viewport) { return }
        guard case .pointerUp(let point, .left) = event else {
            showcase.handle(event, at: time)
            return
        }
        let dots = pageDots(viewport: cardsViewport(viewport))
        if showcase.scroller.isTapping, let index = dots?.index(at: point) {
            showcase.handle(event, at: time)
            showcase.scrollToItem(index, animated: true, at: time)
            return
        }
        // A release on the dots' band or the status line is on them, not on a card under them.
        let isCovered = dots?.band.contains(point) == true || point.y < coveredTop
        showcase.handle(event, at: time, selectsOnTap: !isCovered)
    }

    /// Advances the scroll.
    mutating func update(at time: FrameTime, viewport: Size) {
        resize(to: viewport)
        showcase.update(at: time.now)
        runAutoplay(at: time.now)
    }

    /// The cards.
    var autoplayItemCount: Int { showcase.count }

    /// The card the scroll comes to rest on.
    var autoplayCurrentItem: Int {
        let count = showcase.count
        return count > 0 ? ((showcase.scroller.restingPage ?? 0) % count + count) % count : 0
    }

    /// Glides card `index` to the center (the nearest repetition of it, when looping).
    mutating func autoplayScroll(toItem index: Int, at time: Double) {
        showcase.scrollToItem(index, animated: true, at: time)
    }

    /// Whether the showcase's scroll left the last wheel event to the page.
    var passedOnLastWheel: Bool { showcase.scroller.wheelGesture.lastEventPassedOn }

    /// Fits the showcase to a new window (the room beside the curve editor's strip, when it
    /// shows): the cards take the size the window gives them, and the card at the center stays
    /// there.
    mutating func resize(to window: Size) {
        let viewport = cardsViewport(window)
        guard viewport != showcase.viewport else { return }
        showcase.resize(to: viewport)
        showcase.layout = shownLayout(for: viewport)
        showcase.itemLengths = configuration.cardLengths(for: showcase.layout, pictures: pictures)
    }

    /// The cards, inside a node that fills the viewport so that depth orders them; the dots'
    /// band of the window's color over them, where a path or a wheel takes cards down to the
    /// window's edge (as the status line's band covers them at the top); the curve editor; then
    /// the dots (neither the band nor the dots in a room too short for them).
    func makeNodes(viewport: Size) -> [Node] {
        let cards = cardsViewport(viewport)
        let placed = showcase.makeItemNodes().map { (item: $0.item, node: ColorCard.fitted($0.node)) }
        let children =
            isFocusRingShown && focusedItem != nil
            ? FocusRing.adding(
                around: focusedItem ?? 0, in: placed, viewport: cards, scale: PlaygroundCore.interfaceScale(for: viewport))
            : placed.map(\.node)
        let dots = pageDots(viewport: cards)
        return [Node(filling: cards, children: children)]
            + (dots.map { [$0.bandNode(color: PlaygroundCore.windowColor)] } ?? [])
            + curveEditor.makeNodes(for: curveEditorLayout(viewport: viewport)) + (dots?.nodes() ?? [])
    }

    /// The box of the dots.
    func pageDotsFrame(viewport: Size) -> Rect? {
        pageDots(viewport: cardsViewport(viewport))?.frame
    }

    /// A dot per card, the indicator at the scroll's position among the cards; `nil` where
    /// the dots' band would take more than a quarter of the cards' room across the scroll (a
    /// short window with the curve editor's strip and the motion lab), which is the cards'.
    func pageDots(viewport: Size) -> PageDots? {
        let count = showcase.count
        // The cards' centers count whole cards, whatever their lengths.
        var position = showcase.centerPosition
        // Looping past the last card, the indicator goes back to the first from halfway.
        if showcase.isLooping, position > Double(count) - 0.5 { position -= Double(count) }
        let dots = PageDots(
            count: count, position: position, viewport: viewport,
            isHorizontal: configuration.direction == .horizontal,
            scale: PlaygroundCore.interfaceScale(for: viewport), progress: autoplayFill)
        return dots.fitsItsRoom ? dots : nil
    }

    /// The card at the center.
    var focusedItem: Int? { showcase.count > 0 ? showcase.centerIndex : nil }

    /// "Card 3 of 24", or the picture's name and place.
    var focusedItemLabel: String? {
        focusedItem.map { SpokenLabel.card($0, of: showcase.count, picture: pictures.picture(forCard: $0)) }
    }

    /// The centered card's slot, at the middle of the cards' room, the card's size around the
    /// point the path puts it at.
    func focusedItemFrame(viewport: Size) -> Rect? {
        guard let focused = focusedItem else { return nil }
        let cards = cardsViewport(viewport), size = showcase.itemSize(ofItem: focused)
        let center = showcase.layout.itemCenter(forSlotCenter: Point(x: cards.width / 2, y: cards.height / 2), in: cards)
        return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Centers card `index`.
    mutating func focus(onItem index: Int) {
        guard index >= 0, index < showcase.count else { return }
        showcase.scrollToItem(index, animated: false, at: 0)
    }

    /// The paths P cycles through: the built-in ones and the person's own.
    var pathChoices: [ShapeChoice<any PathProtocol>] { ShowcaseChoices.paths(with: liveTypes) }

    /// The transforms T cycles through: the built-in ones and the person's own.
    var transformChoices: [ShapeChoice<(any TransformProtocol)?>] { ShowcaseChoices.transforms(with: liveTypes) }

    /// The path choice the current path belongs to.
    var pathChoice: ShapeChoice<any PathProtocol> {
        let choices = pathChoices
        return choices[ShowcaseChoices.pathIndex(of: configuration.path, in: choices)]
    }

    /// The transform choice the current transform belongs to.
    var transformChoice: ShapeChoice<(any TransformProtocol)?> {
        let choices = transformChoices
        return choices[ShowcaseChoices.transformIndex(of: configuration.transform, in: choices)]
    }

    /// The person's path and transform, where the scene uses them.
    var liveTypesInUse: [(name: String, kind: LiveKind)] {
        [
            (configuration.path as? LivePath).map { ($0.name, LiveKind.path) },
            (configuration.transform as? LiveTransform).map { ($0.name, LiveKind.transform) },
        ].compactMap { $0 }
    }

    /// Lists the person's types after the built-in ones; the path and transform in use, if
    /// theirs, run the new code from the next frame. On the first load, their first path and
    /// their first transform take over, unless the scene already uses one of their types.
    mutating func adopt(_ live: LiveSwiftTypes, isFirst: Bool) {
        liveTypes = live
        // A preset that names a type of the person's own keeps it.
        if isFirst, !(configuration.path is LivePath), !(configuration.transform is LiveTransform) {
            if let path = live.pathChoices.first { configuration.path = path.initial }
            if let transform = live.transformChoices.first { configuration.transform = transform.initial }
        }
        apply()
    }

    /// Hands the configuration to the showcase (which keeps the card at the center when the
    /// cards' spacing changes, as for a new direction).
    mutating func apply() {
        showcase.layout = shownLayout(for: showcase.viewport)
        showcase.itemLengths = configuration.cardLengths(for: showcase.layout, pictures: pictures)
        showcase.snapping = configuration.snapping
        showcase.isLooping = configuration.isLooping
        showcase.decelerationRate = configuration.feel.decelerationRate
        showcase.edgeBehavior = configuration.feel.overscroll
        showcase.wheelPolicy = configuration.feel.wheelPolicy
        showcase.reducesMotion = reducesMotion
        autoplay.configuration = configuration.feel.autoplay(reducingMotion: reducesMotion)
    }

    /// The layout the cards are drawn with in `viewport`: the configuration's, reduced while
    /// motion is.
    func shownLayout(for viewport: Size) -> Layout {
        let layout = configuration.layout(for: viewport)
        return reducesMotion ? layout.reducingMotion() : layout
    }

    /// Reduces motion or lets it be, keeping the card at the center.
    mutating func setReducesMotion(_ reduces: Bool) {
        guard reduces != reducesMotion else { return }
        reducesMotion = reduces
        apply()
    }

    /// The scroll's offset.
    var scrollOffset: Double? { showcase.scroller.offset }

    /// Whether the scroll is moving.
    var isMoving: Bool { showcase.scroller.isMoving }

    /// Hands the showcase ``ShowcaseConfiguration/itemCount`` cards (with pictures, one a
    /// picture), each made when it comes into view, and keeps the card in focus (the last one,
    /// when there are fewer now).
    mutating func showCards() {
        let palette = configuration.palette, focused = showcase.count > 0 ? focusedItem : nil
        let pictures = self.pictures, mode = configuration.pictureMode
        let count = pictures.isEmpty ? configuration.itemCount : pictures.pictures.count
        // The lengths first, so that the reset's strip is made once, for the new cards.
        showcase.itemLengths = configuration.cardLengths(for: showcase.layout, pictures: pictures)
        // ColorCard is registered at the start, so this cannot throw.
        try? showcase.reset(ColorCard.self, count: count) { index in
            let color = palette[index % palette.count]
            guard let picture = pictures.picture(forCard: index) else { return ColorModel(color: color, number: index) }
            return ColorModel(
                color: color.interpolated(to: PlaygroundCore.windowColor, fraction: 0.6), number: index,
                picture: pictures.nodePicture(forCard: index, mode: mode),
                caption: picture.problem.map { "\(picture.name)\n\($0)" })
        }
        if let focused { focus(onItem: min(focused, count - 1)) }
    }

    /// Puts one picture on each card, as many cards as pictures (none: the preset's cards).
    mutating func adopt(_ pictures: PictureShelf) {
        guard pictures != self.pictures else { return }
        self.pictures = pictures
        showCards()
    }
}
