import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineLive
import VitrineMotion
import VitrineParallax

/// The Parallax scene: five pages of a PVView story over page panels that scroll with the
/// content, a far layer of soft circles at half the scroll speed, and page dots. Drag, flick,
/// wheel or arrow keys page with inertia and bounce; D switches between sideways and up-and-down
/// pages, keeping the page; R steps the deceleration rate and B the overscroll. A person's own
/// timing functions and actions (`--swift`) race and play in the story, their numbers in the
/// panel.
struct ParallaxScene: NumberedScene, AutoplayingScene {
    /// "Parallax".
    var sceneName: String { "Parallax" }
    /// The name of the preset the scene started from, or was last saved as (Ctrl+S).
    var presetName: String
    /// What the keys have made of the preset.
    var configuration: ParallaxConfiguration
    /// The preset's own configuration, which resets go back to.
    let presetConfiguration: ParallaxConfiguration
    let story: ParallaxStory
    let view: PVView
    /// The person's own types (`--swift`): their timing functions and actions join the story.
    var liveTypes = LiveSwiftTypes()
    /// The pictures behind the pages, one a page.
    var pictures = PictureShelf.empty
    /// The autoplay (K), set up from the feel.
    var autoplay = Autoplay()
    /// How full the current dot is, while the autoplay runs.
    var autoplayFill: Double?
    /// Whether motion is reduced (X): nothing turns (turns about x and y fade the item
    /// instead), no parallax, page turns are shorter and the autoplay stops.
    var reducesMotion = false

    /// Creates the scene for `preset` in a viewport.
    init(preset: ParallaxPreset, viewport: Size) {
        self.init(presetName: preset.name, configuration: preset.configuration, viewport: viewport)
    }

    /// Creates the scene from a configuration (a built-in preset's or a presets file's).
    init(presetName: String, configuration: ParallaxConfiguration, viewport: Size) {
        self.presetName = presetName
        self.configuration = configuration
        presetConfiguration = configuration
        story = ParallaxStory(direction: configuration.direction)
        view = PVView(viewport: DesignFit.viewport(for: viewport))
        view.delegate = story
        view.reload()
        view.perspectiveDistance = configuration.perspectiveDistance
        applyFeel()
        fit(to: viewport)
    }

    /// "Parallax · sideways · page 2 of 5 · progress 0.42".
    var title: String {
        let direction = view.direction == .horizontal ? "sideways" : "up and down"
        guard let position = view.pageProgress else { return "Parallax · \(direction)" }
        let progress = (position.progress * 100).rounded() / 100
        return "Parallax · \(direction) · page \(position.page + 1) of \(view.numberOfPages) · progress \(progress)"
    }

    /// D switches the direction, R and B the feel; a tap on a page dot turns to its page;
    /// everything else pages.
    mutating func handle(_ event: InputEvent, at time: Double, viewport window: Size) {
        let event = DesignFit.event(event, in: storyWindow(for: window))
        fit(to: window)
        if case .keyDown(let key, let modifiers, _) = event, modifiers.isEmpty, pressControl(key, at: time) {
            return
        }
        autoplay.handle(event, at: time)
        let isTap = if case .pointerUp(_, .left) = event { view.scroller.isTapping } else { false }
        view.handle(event, at: time)
        if isTap, case .pointerUp(let point, _) = event, let page = backdrop(window: window).pageDots.index(at: point) {
            view.scroll(toPage: page, animated: true, at: time)
        }
    }

    /// What is drawn around the story for the current scroll, in the story's design points; its
    /// dots keep the size they have on screen in the other scenes, whatever the story's scale.
    func backdrop(window: Size) -> ParallaxBackdrop {
        ParallaxBackdrop(
            viewport: designWindow(for: window), direction: view.direction,
            pageCount: view.numberOfPages, offset: view.scroller.offset,
            dotScale: PlaygroundCore.interfaceScale(for: window) / storyScale(for: window),
            pictures: pictures, pictureMode: configuration.pictureMode, dotProgress: autoplayFill,
            reducesMotion: reducesMotion)
    }

    /// Puts a picture behind each page, page after page (none: the panels' colors).
    mutating func adopt(_ pictures: PictureShelf) {
        self.pictures = pictures
    }

    /// V: how the pictures sit behind the pages; D: the other direction, keeping the page; then the feel's deceleration rate (R) and overscroll (B).
    static let controls: [SceneControl<ParallaxScene>] =
        [
            SceneControl(
                key: .v, name: "Pictures", value: { $0.configuration.pictureMode.rawValue },
                choices: { _ in PictureContentMode.allCases.map(\.rawValue) }
            ) { scene, _ in
                scene.configuration.pictureMode = scene.configuration.pictureMode.next
            },
            SceneControl(
                key: .d, name: "Direction",
                value: { $0.configuration.direction == .horizontal ? "sideways" : "up and down" }
            ) { scene, time in
                let page = scene.view.scroller.currentPage ?? 0
                scene.configuration.direction = scene.configuration.direction == .horizontal ? .vertical : .horizontal
                scene.story.direction = scene.configuration.direction
                scene.view.reload()
                scene.view.scroll(toPage: page, animated: false, at: time)
            },
        ]
        + ScrollFeel.controls(at: \.configuration.feel) { scene, _ in scene.applyFeel() }

    /// Hands the view the feel (deceleration, overscroll, wheel policy) and reduced motion, and
    /// the autoplay its configuration.
    mutating func applyFeel() {
        view.decelerationRate = configuration.feel.decelerationRate
        view.edgeBehavior = configuration.feel.overscroll
        view.wheelPolicy = configuration.feel.wheelPolicy
        view.reducesMotion = reducesMotion
        autoplay.configuration = configuration.feel.autoplay(reducingMotion: reducesMotion)
    }

    /// Reduces motion or lets it be.
    mutating func setReducesMotion(_ reduces: Bool) {
        guard reduces != reducesMotion else { return }
        reducesMotion = reduces
        applyFeel()
    }

    /// The page shown.
    var focusedItem: Int? { view.numberOfPages > 0 ? view.scroller.currentPage : nil }

    /// "Page 2 of 5".
    var focusedItemLabel: String? { focusedItem.map { SpokenLabel.page($0, of: view.numberOfPages) } }

    /// The page in focus fills the viewport.
    func focusedItemFrame(viewport: Size) -> Rect? {
        focusedItem == nil ? nil : Rect(origin: .zero, size: viewport)
    }

    /// Turns to page `index`.
    mutating func focus(onItem index: Int) {
        guard index >= 0, index < view.numberOfPages else { return }
        view.scroll(toPage: index, animated: false, at: 0)
    }

    /// Advances the paging and plays the active page.
    mutating func update(at time: FrameTime, viewport: Size) {
        fit(to: viewport)
        view.update(at: time.now)
        runAutoplay(at: time.now)
    }

    /// The pages.
    var autoplayItemCount: Int { view.numberOfPages }

    /// The page the scroll comes to rest on.
    var autoplayCurrentItem: Int { view.scroller.restingPage ?? 0 }

    /// Turns to page `index`, over the view's page turn.
    mutating func autoplayScroll(toItem index: Int, at time: Double) {
        view.scroll(toPage: index, animated: true, at: time)
    }

    /// Whether the pages' scroll left the last wheel event to the page around.
    var passedOnLastWheel: Bool { view.scroller.wheelGesture.lastEventPassedOn }

    /// The panels and the far layer, the story's items, and the page dots on top; past the first
    /// or last page with the stretch, everything but the dots drawn stretched along the pages'
    /// direction, as the view draws its items.
    func makeNodes(viewport window: Size) -> [Node] {
        let backdrop = backdrop(window: window)
        return DesignFit.scaled(
            view.stretched(backdrop.panels() + backdrop.farLayer()) + view.makeNodes()
                + backdrop.pageDots.nodes(),
            in: storyWindow(for: window))
    }

    /// The box of the dots, drawn in design points scaled to the window.
    func pageDotsFrame(viewport window: Size) -> Rect? {
        guard let frame = backdrop(window: window).pageDots.frame else { return nil }
        let scale = storyScale(for: window)
        return Rect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
    }

    /// The scroll's offset.
    var scrollOffset: Double? { view.scroller.offset }

    /// Whether the pages are moving (the actions follow the scroll, so they rest with it).
    var isMoving: Bool { view.scroller.isMoving }
}
