import VitrineGeometry
import VitrineInput
import VitrineShowcase

extension ShowcaseScene {
    /// Path, transform, direction, paging, looping, deceleration rate and bounce, with their keys.
    public var settings: [SceneSetting] {
        [
            SceneSetting(name: "Path", value: pathChoice.name, key: .p),
            SceneSetting(name: "Transform", value: transformChoice.name, key: .t),
            SceneSetting(name: "Direction", value: configuration.direction == .horizontal ? "sideways" : "up and down",
                         key: .d),
            SceneSetting(name: "Paging", value: configuration.isPagingEnabled ? "on" : "off", key: .g),
            SceneSetting(name: "Looping", value: configuration.isLooping ? "on" : "off", key: .l),
        ] + configuration.feel.settings
    }

    /// The numbers of the path, then those of the transform.
    public var parameters: [SceneParameter] {
        let path = pathChoice, transform = transformChoice
        return path.parameters.map {
            SceneParameter(group: path.name, name: $0.name, value: $0.formattedValue(of: configuration.path))
        } + transform.parameters.map {
            SceneParameter(group: transform.name, name: $0.name, value: $0.formattedValue(of: configuration.transform))
        }
    }

    /// Steps parameter `index` of ``parameters`` by `steps` steps; the card at the center stays.
    public mutating func adjustParameter(at index: Int, by steps: Int) {
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
