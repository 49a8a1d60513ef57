import VitrineCanvas
import VitrineGeometry
import VitrineInput
import VitrineMotion
import VitrineShowcase

extension ShowcaseScene {
    /// Path (P), transform (T), direction (D), snapping (G: free, stick, paging), looping (L),
    /// how pictures sit on the cards (V: fill, fit, original), the curve editor (E), then the feel's deceleration rate (R) and overscroll (B).
    static let controls: [SceneControl<ShowcaseScene>] =
        [
            SceneControl(
                key: .p, name: "Path", value: { $0.pathChoice.label },
                choices: { $0.pathChoices.map(\.label) }
            ) { scene, _ in
                let paths = scene.pathChoices
                let next = (ShowcaseChoices.pathIndex(of: scene.configuration.path, in: paths) + 1) % paths.count
                scene.configuration.path = paths[next].initial
                scene.showCurveEditorForNewCurves()
                scene.apply()
            },
            SceneControl(
                key: .t, name: "Transform", value: { $0.transformChoice.label },
                choices: { $0.transformChoices.map(\.label) }
            ) { scene, _ in
                let transforms = scene.transformChoices
                let next =
                    (ShowcaseChoices.transformIndex(of: scene.configuration.transform, in: transforms) + 1) % transforms.count
                scene.configuration.transform = transforms[next].initial
                scene.showCurveEditorForNewCurves()
                scene.apply()
            },
            SceneControl(
                key: .d, name: "Direction",
                value: { $0.configuration.direction == .horizontal ? "sideways" : "up and down" }
            ) { scene, _ in
                scene.configuration.direction = scene.configuration.direction == .horizontal ? .vertical : .horizontal
                scene.apply()
            },
            SceneControl(
                key: .g, name: "Snapping", value: { $0.configuration.snapping.rawValue },
                choices: { _ in ScrollSnapping.allCases.map(\.rawValue) }
            ) { scene, _ in
                scene.configuration.snapping = scene.configuration.snapping.next
                scene.apply()
            },
            SceneControl(key: .l, name: "Looping", value: { $0.configuration.isLooping ? "on" : "off" }) { scene, _ in
                scene.configuration.isLooping.toggle()
                scene.apply()
            },
            SceneControl(
                key: .v, name: "Pictures", value: { $0.configuration.pictureMode.rawValue },
                choices: { _ in PictureContentMode.allCases.map(\.rawValue) }
            ) { scene, _ in
                scene.configuration.pictureMode = scene.configuration.pictureMode.next
                scene.showCards()
            },
            // Only the bezier path and the curves transform have points to edit.
            SceneControl(
                key: .e, name: "Edit curves",
                value: { $0.curveParameters.isEmpty ? "none" : $0.curveEditor.isShown ? "on" : "off" }
            ) { scene, _ in
                if !scene.curveParameters.isEmpty { scene.curveEditor.isShown.toggle() }
            },
        ] + ScrollFeel.controls(at: \.configuration.feel) { scene, _ in scene.apply() }

    /// The numbers of the path, then those of the transform, then the cards', each on the whole
    /// configuration and with the name of what it belongs to.
    var numbers: [(group: String, parameter: NumericParameter<ShowcaseConfiguration>)] {
        let path = pathChoice, transform = transformChoice
        return path.parameters.map { (path.name, $0.lifted(to: \.path)) }
            + transform.parameters.map { (transform.name, $0.lifted(to: \.transform)) }
            + ShowcaseConfiguration.cardParameters.map { ("cards", $0) } + ScrollFeel.parameters(at: \.feel)
    }

    /// The preset's settings, or the path or transform's starting value where the preset had
    /// another one.
    var numbersPreset: ShowcaseConfiguration {
        var preset = presetConfiguration
        if !pathChoice.matches(preset.path) { preset.path = pathChoice.initial }
        if !transformChoice.matches(preset.transform) { preset.transform = transformChoice.initial }
        return preset
    }

    /// Hands the showcase the new layout (and the new count of cards, the card in focus kept).
    mutating func numbersChanged(from old: ShowcaseConfiguration) {
        if configuration.itemCount != old.itemCount { showCards() }
        apply()
    }
}
