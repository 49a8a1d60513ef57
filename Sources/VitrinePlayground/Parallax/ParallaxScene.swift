import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineParallax

/// The Parallax scene: five pages of a PVView story over page panels that scroll with the
/// content, a far layer of soft circles at half the scroll speed, and page dots. Drag, flick,
/// wheel or arrow keys page with inertia and bounce; D switches between sideways and up-and-down
/// pages, keeping the page.
public struct ParallaxScene: Scene {
    /// The preset the scene started from.
    public let preset: ParallaxPreset
    let story: ParallaxStory
    let view: PVView

    /// Creates the scene for `preset` in a viewport.
    public init(preset: ParallaxPreset, viewport: Size) {
        self.preset = preset
        story = ParallaxStory(direction: preset.direction)
        view = PVView(viewport: viewport)
        view.delegate = story
        view.reload()
    }

    /// "Parallax · sideways · page 2 of 5 · progress 0.42".
    public var title: String {
        let direction = view.direction == .horizontal ? "sideways" : "up and down"
        guard let position = view.pageProgress else { return "Parallax · \(direction)" }
        let progress = (position.progress * 100).rounded() / 100
        return "Parallax · \(direction) · page \(position.page + 1) of \(view.numberOfPages) · progress \(progress)"
    }

    /// D switches the direction; everything else pages.
    public mutating func handle(_ event: InputEvent, at time: Double, viewport: Size) {
        view.resize(to: viewport)
        if case .keyDown(let key, let modifiers, _) = event, modifiers.isEmpty, key.name == "D" {
            let page = view.scroller.currentPage ?? 0
            story.direction = view.direction == .horizontal ? .vertical : .horizontal
            view.reload()
            view.scroll(toPage: page, animated: false, at: time)
            return
        }
        view.handle(event, at: time)
    }

    /// The page shown.
    public var focusedItem: Int? { view.numberOfPages > 0 ? view.scroller.currentPage : nil }

    /// Turns to page `index`.
    public mutating func focus(onItem index: Int) {
        guard index >= 0, index < view.numberOfPages else { return }
        view.scroll(toPage: index, animated: false, at: 0)
    }

    /// Advances the paging and plays the active page.
    public mutating func update(at time: FrameTime, viewport: Size) {
        view.resize(to: viewport)
        view.update(at: time.now)
    }

    /// The panels and the far layer, the story's items, and the page dots on top.
    public func makeNodes(viewport: Size) -> [Node] {
        let backdrop = ParallaxBackdrop(viewport: viewport, direction: view.direction,
                                        pageCount: view.numberOfPages, offset: view.scroller.offset)
        return backdrop.panels() + backdrop.farLayer() + view.makeNodes() + backdrop.pageDots()
    }
}
