import VitrineGeometry
import VitrineInput
import VitrineMotion
import VitrineShowcase

extension ShowcaseScene {
    /// Path (P), transform (T), direction (D), snapping (G: free, stick, paging), looping (L), then the feel's
    /// deceleration rate (R) and bounce (B).
    static let controls: [SceneControl<ShowcaseScene>] = [
        SceneControl(key: .p, name: "Path", value: { $0.pathChoice.name },
                     choices: { _ in ShowcaseChoices.paths.map(\.name) }) { scene, _ in
            let next = (ShowcaseChoices.pathIndex(of: scene.configuration.path) + 1) % ShowcaseChoices.paths.count
            scene.configuration.path = ShowcaseChoices.paths[next].initial
            scene.apply()
        },
        SceneControl(key: .t, name: "Transform", value: { $0.transformChoice.name },
                     choices: { _ in ShowcaseChoices.transforms.map(\.name) }) { scene, _ in
            let transforms = ShowcaseChoices.transforms
            let next = (ShowcaseChoices.transformIndex(of: scene.configuration.transform) + 1) % transforms.count
            scene.configuration.transform = transforms[next].initial
            scene.apply()
        },
        SceneControl(key: .d, name: "Direction",
                     value: { $0.configuration.direction == .horizontal ? "sideways" : "up and down" }) { scene, _ in
            scene.configuration.direction = scene.configuration.direction == .horizontal ? .vertical : .horizontal
            scene.apply()
        },
        SceneControl(key: .g, name: "Snapping", value: { $0.configuration.snapping.rawValue },
                     choices: { _ in ScrollSnapping.allCases.map(\.rawValue) }) { scene, _ in
            scene.configuration.snapping = scene.configuration.snapping.next
            scene.apply()
        },
        SceneControl(key: .l, name: "Looping", value: { $0.configuration.isLooping ? "on" : "off" }) { scene, _ in
            scene.configuration.isLooping.toggle()
            scene.apply()
        },
    ] + ScrollFeel.controls(at: \.configuration.feel) { scene, _ in scene.apply() }

    /// The numbers of the path, then those of the transform, each with its value in the preset
    /// (or in the path or transform's starting value, when the preset had another one).
    var parameters: [SceneParameter] {
        let path = pathChoice, transform = transformChoice
        let presetPath = path.matches(presetConfiguration.path) ? presetConfiguration.path : path.initial
        let presetTransform = transform.matches(presetConfiguration.transform) ? presetConfiguration.transform : transform.initial
        return path.parameters.map { $0.sceneParameter(group: path.name, of: configuration.path, preset: presetPath) }
            + transform.parameters.map {
                $0.sceneParameter(group: transform.name, of: configuration.transform, preset: presetTransform)
            }
            + ShowcaseConfiguration.cardParameters.map {
                $0.sceneParameter(group: "cards", of: configuration, preset: presetConfiguration)
            }
    }

    /// Sets parameter `index` of ``parameters`` to `value`, kept in its range; the card at the
    /// center stays.
    mutating func setParameter(at index: Int, to value: Double?) {
        let pathParameters = pathChoice.parameters, transformParameters = transformChoice.parameters
        if pathParameters.indices.contains(index) {
            pathParameters[index].setClamped(&configuration.path, to: value)
        } else if transformParameters.indices.contains(index - pathParameters.count) {
            transformParameters[index - pathParameters.count].setClamped(&configuration.transform, to: value)
        } else if case let card = index - pathParameters.count - transformParameters.count,
                  ShowcaseConfiguration.cardParameters.indices.contains(card) {
            setCardParameter(ShowcaseConfiguration.cardParameters[card]) { $0.setClamped(&$1, to: value) }
            return
        } else {
            return
        }
        apply()
    }

    /// Changes one of the cards' numbers with `change`, then shows the new count or scale, the
    /// card in focus kept.
    private mutating func setCardParameter(_ parameter: NumericParameter<ShowcaseConfiguration>,
                                           _ change: (NumericParameter<ShowcaseConfiguration>, inout ShowcaseConfiguration) -> Void) {
        let count = configuration.itemCount
        change(parameter, &configuration)
        if configuration.itemCount != count { showCards() }
        apply()
    }

    /// Steps parameter `index` of ``parameters`` by `steps` steps; the card at the center stays.
    mutating func adjustParameter(at index: Int, by steps: Int) {
        let pathParameters = pathChoice.parameters, transformParameters = transformChoice.parameters
        if pathParameters.indices.contains(index) {
            pathParameters[index].step(&configuration.path, by: steps)
        } else if transformParameters.indices.contains(index - pathParameters.count) {
            transformParameters[index - pathParameters.count].step(&configuration.transform, by: steps)
        } else if case let card = index - pathParameters.count - transformParameters.count,
                  ShowcaseConfiguration.cardParameters.indices.contains(card) {
            setCardParameter(ShowcaseConfiguration.cardParameters[card]) { $0.step(&$1, by: steps) }
            return
        } else {
            return
        }
        apply()
    }
}
