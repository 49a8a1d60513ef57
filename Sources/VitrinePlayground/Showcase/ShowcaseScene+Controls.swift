import VitrineGeometry
import VitrineInput
import VitrineShowcase

extension ShowcaseScene {
    /// Path (P), transform (T), direction (D), snapping (G: free, stick, paging), looping (L), then the feel's
    /// deceleration rate (R) and bounce (B).
    static let controls: [SceneControl<ShowcaseScene>] = [
        SceneControl(key: .p, name: "Path", value: { $0.pathChoice.name }) { scene, _ in
            let next = (ShowcaseChoices.pathIndex(of: scene.configuration.path) + 1) % ShowcaseChoices.paths.count
            scene.configuration.path = ShowcaseChoices.paths[next].initial
            scene.apply()
        },
        SceneControl(key: .t, name: "Transform", value: { $0.transformChoice.name }) { scene, _ in
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
        SceneControl(key: .g, name: "Snapping", value: { $0.configuration.snapping.rawValue }) { scene, _ in
            scene.configuration.snapping = scene.configuration.snapping.next
            scene.apply()
        },
        SceneControl(key: .l, name: "Looping", value: { $0.configuration.isLooping ? "on" : "off" }) { scene, _ in
            scene.configuration.isLooping.toggle()
            scene.apply()
        },
    ] + ScrollFeel.controls(at: \.configuration.feel) { scene, _ in scene.apply() }

    /// The numbers of the path, then those of the transform.
    var parameters: [SceneParameter] {
        let path = pathChoice, transform = transformChoice
        return path.parameters.map {
            SceneParameter(group: path.name, name: $0.name, value: $0.formattedValue(of: configuration.path))
        } + transform.parameters.map {
            SceneParameter(group: transform.name, name: $0.name, value: $0.formattedValue(of: configuration.transform))
        }
    }

    /// Steps parameter `index` of ``parameters`` by `steps` steps; the card at the center stays.
    mutating func adjustParameter(at index: Int, by steps: Int) {
        let pathParameters = pathChoice.parameters, transformParameters = transformChoice.parameters
        if pathParameters.indices.contains(index) {
            pathParameters[index].step(&configuration.path, by: steps)
        } else if transformParameters.indices.contains(index - pathParameters.count) {
            transformParameters[index - pathParameters.count].step(&configuration.transform, by: steps)
        } else {
            return
        }
        apply()
    }
}
