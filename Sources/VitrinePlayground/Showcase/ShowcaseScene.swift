import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineShowcase

/// The Showcase scene: numbered color cards riding a path and shaped by a transform, scrolled by
/// the Scroller. Starts from a preset; keys switch the path (P), the transform (T), the
/// direction (D), paging (G) and looping (L).
public struct ShowcaseScene: Scene {
    /// The preset the scene started from.
    public let preset: ShowcasePreset
    let showcase: Showcase
    var pathChoice: Int
    var transformChoice: Int
    var direction: LayoutDirection

    /// How many cards there are.
    static let modelCount = 24

    /// Creates the scene for `preset` in a viewport.
    public init(preset: ShowcasePreset, viewport: Size) {
        self.preset = preset
        self.direction = preset.direction
        showcase = Showcase(viewport: viewport, layout: preset.layout(for: viewport))
        showcase.isPagingEnabled = preset.isPagingEnabled
        showcase.register(ColorCard.self)
        let palette = preset.palette
        let models = (0..<Self.modelCount).map { ColorModel(color: palette[$0 % palette.count], number: $0) }
        // Registered just above, so this cannot throw.
        try? showcase.reset(ColorCard.self, models: models)
        pathChoice = ShowcaseChoices.pathIndex(of: showcase.layout.path)
        transformChoice = ShowcaseChoices.transformIndex(of: showcase.layout.transform)
    }

    /// "Showcase · preset · path · transform".
    public var title: String {
        let layout = showcase.layout
        return "Showcase · \(preset.rawValue) · \(ShowcaseChoices.pathName(layout.path)) · "
            + "\(ShowcaseChoices.transformName(layout.transform))"
            + (showcase.isPagingEnabled ? " · paging" : "") + (showcase.isLooping ? "" : " · no loop")
    }

    /// Keys switch the layout; everything else scrolls.
    public mutating func handle(_ event: InputEvent, at time: Double, viewport: Size) {
        showcase.resize(to: viewport)
        if case .keyDown(let key, let modifiers, _) = event, modifiers.isEmpty, handleKey(key, viewport: viewport) {
            return
        }
        showcase.handle(event, at: time)
    }

    /// Advances the scroll.
    public mutating func update(at time: FrameTime, viewport: Size) {
        showcase.resize(to: viewport)
        showcase.update(at: time.now)
    }

    /// The cards, inside a node that fills the viewport so that depth orders them.
    public func makeNodes(viewport: Size) -> [Node] {
        [Node(center: Point(x: viewport.width / 2, y: viewport.height / 2), size: viewport,
              children: showcase.makeNodes())]
    }

    /// The card at the center.
    public var focusedItem: Int? { showcase.count > 0 ? showcase.centerIndex : nil }

    /// Centers card `index`.
    public mutating func focus(onItem index: Int) {
        guard index >= 0, index < showcase.count else { return }
        showcase.scrollToItem(index, animated: false, at: 0)
    }

    private mutating func handleKey(_ key: Key, viewport: Size) -> Bool {
        switch key.name {
        case "P":
            pathChoice = (pathChoice + 1) % ShowcaseChoices.paths.count
        case "T":
            transformChoice = (transformChoice + 1) % ShowcaseChoices.transforms.count
        case "D":
            direction = direction == .horizontal ? .vertical : .horizontal
        case "G":
            showcase.isPagingEnabled.toggle()
            return true
        case "L":
            showcase.isLooping.toggle()
            return true
        default:
            return false
        }
        showcase.layout = ShowcaseChoices.layout(path: pathChoice, transform: transformChoice,
                                                 direction: direction, viewport: viewport)
        return true
    }
}
