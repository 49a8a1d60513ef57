import VitrineCanvas
import VitrineFlowLayout
import VitrineInput
import VitrineMotion

extension FlowScene {
    /// A: the next alignment, gliding to its nearest slot (from where the cards are, though the
    /// new alignment's range starts elsewhere); P: the next plugin set; F: the next snapping,
    /// free, stick or paging (with the rate it advises); D: the other direction, keeping the current
    /// card in its slot; then the feel's deceleration rate (R) and overscroll (B).
    static let controls: [SceneControl<FlowScene>] =
        [
            SceneControl(
                key: .a, name: "Alignment", value: { FlowChoices.name(of: $0.configuration.alignment) },
                choices: { _ in FlowChoices.alignments.map(FlowChoices.name(of:)) }
            ) { scene, time in
                scene.scroller.update(at: time)
                let shown = scene.contentOffset
                let rest = scene.contentOffset(atScrollerOffset: scene.scroller.restingOffset)
                let origin = scene.layout.contentOffsetRange.lowerBound
                scene.configuration.alignment = FlowChoices.alignment(after: scene.configuration.alignment)
                scene.layout.alignment = scene.configuration.alignment
                scene.configureScroller()
                // The new alignment's range starts elsewhere, and with it the scroller's offset 0:
                // keep the cards where they are (as far as the new range reaches).
                let moved = scene.layout.contentOffsetRange.lowerBound != origin
                if moved { scene.scroller.jump(to: scene.scrollerOffset(atContentOffset: shown)) }
                let target = scene.layout.targetContentOffset(
                    forProposedContentOffset: rest, currentOffset: rest, velocity: 0,
                    viewport: scene.layout.viewport)
                if target != rest || moved {
                    scene.scroller.scroll(to: scene.scrollerOffset(atContentOffset: target), animated: true, at: time)
                }
            },
            SceneControl(
                key: .p, name: "Plugins", value: { $0.configuration.pluginSetName },
                choices: { scene in
                    let names = scene.configuration.pluginNames
                    return scene.configuration.pluginSets.map { $0.name(among: names) }
                }
            ) { scene, _ in
                scene.configuration.pluginSet = (scene.configuration.pluginSet + 1) % scene.configuration.pluginSets.count
                scene.layout.plugins = scene.configuration.runningPlugins
            },
            SceneControl(
                key: .f, name: "Snapping", value: { $0.configuration.snapping.rawValue },
                choices: { _ in ScrollSnapping.allCases.map(\.rawValue) }
            ) { scene, _ in
                scene.configuration.snapping = scene.configuration.snapping.next
                scene.layout.flickBehavior = scene.configuration.flickBehavior
                scene.configuration.feel.decelerationRate = FlowConfiguration.advisedRate(for: scene.configuration.snapping)
                scene.configureScroller()
            },
            SceneControl(
                key: .v, name: "Pictures", value: { $0.configuration.pictureMode.rawValue },
                choices: { _ in PictureContentMode.allCases.map(\.rawValue) }
            ) { scene, _ in
                scene.configuration.pictureMode = scene.configuration.pictureMode.next
            },
            SceneControl(
                key: .d, name: "Direction",
                value: { $0.configuration.scrollDirection == .horizontal ? "sideways" : "up and down" }
            ) { scene, _ in
                let item = scene.currentItem
                scene.configuration.scrollDirection = scene.configuration.scrollDirection == .horizontal ? .vertical : .horizontal
                scene.relayout(direction: scene.configuration.scrollDirection, viewport: scene.layout.viewport, keeping: item)
            },
        ] + ScrollFeel.controls(at: \.configuration.feel) { scene, _ in scene.configureScroller() }

    /// The numbers of the plugins in use, then the cards', each on the whole configuration and
    /// with the name of what it belongs to (each group named after its plugin).
    var numbers: [(group: String, parameter: NumericParameter<FlowConfiguration>)] {
        configuration.plugins.members.flatMap { plugin -> [(group: String, parameter: NumericParameter<FlowConfiguration>)] in
            guard let choice = pluginChoice(at: plugin) else { return [] }
            return choice.parameters.map { (choice.name, $0.lifted(to: \FlowConfiguration.pluginValues[plugin])) }
        } + FlowConfiguration.cardParameters.map { ("cards", $0) } + ScrollFeel.parameters(at: \.feel)
    }

    /// The preset's settings, a person's plugins at their defaults.
    var numbersPreset: FlowConfiguration {
        presetConfiguration.withLiveDefaults(of: configuration)
    }

    /// Hands the layout the plugins, or lays the cards out again when their count or scale
    /// changed, the current card (the last one, when there are fewer now) in its slot.
    mutating func numbersChanged(from old: FlowConfiguration) {
        if (old.itemCount, old.itemScale) != (configuration.itemCount, configuration.itemScale) {
            relayout(
                direction: configuration.scrollDirection, viewport: layout.viewport,
                keeping: min(currentItem, cardCount - 1))
        } else {
            layout.plugins = configuration.runningPlugins
            configureScroller()
        }
    }
}
