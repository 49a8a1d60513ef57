import VitrineParallax

/// The items of the Parallax scene's story.
enum ParallaxItem: String, CaseIterable, PVItemType {
    case hero
    case title0, title1, title2, title3, title4
    case caption0, caption1, caption2, caption3, caption4
    case ballLinear, ballBounce, ballElastic, ballBack
    case bar0, bar1, bar2, bar3, bar4

    var identifier: String { rawValue }

    /// The title and caption of page `page`.
    static func words(onPage page: Int) -> [ParallaxItem] {
        let titles: [ParallaxItem] = [.title0, .title1, .title2, .title3, .title4]
        let captions: [ParallaxItem] = [.caption0, .caption1, .caption2, .caption3, .caption4]
        return titles.indices.contains(page) ? [titles[page], captions[page]] : []
    }

    /// The racing balls, top to bottom.
    static let balls: [ParallaxItem] = [.ballLinear, .ballBounce, .ballElastic, .ballBack]

    /// The staggered bars, left to right.
    static let bars: [ParallaxItem] = [.bar0, .bar1, .bar2, .bar3, .bar4]
}
