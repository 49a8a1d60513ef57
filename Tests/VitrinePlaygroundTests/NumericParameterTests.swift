import Testing
import VitrineShowcase

@_spi(Vitrine) @testable import VitrinePlayground

@Suite("Numeric parameters")
struct NumericParameterTests {
    static let radius = NumericParameter("normalizedRadius", \CircularPath.normalizedRadius, step: 0.05, range: 0...2)
    static let inverse = NumericParameter(
        "normalizedInversePosition", \LinearPath.normalizedInversePosition,
        step: 0.05, range: -1...1)

    @Test func stepsMoveByWholeStepsAndStayInRange() {
        var path = CircularPath()
        Self.radius.step(&path, by: -2)
        #expect(path.normalizedRadius == 0.9)
        Self.radius.step(&path, by: 100)
        #expect(path.normalizedRadius == 2)
        Self.radius.step(&path, by: -1000)
        #expect(path.normalizedRadius == 0)
    }

    @Test func aValueOffTheGridStepsToTheNextGridValue() {
        var path = CircularPath(normalizedRadius: 0.33)
        Self.radius.step(&path, by: 1)
        #expect(path.normalizedRadius == 0.35)
        path.normalizedRadius = 0.33
        Self.radius.step(&path, by: -1)
        #expect(path.normalizedRadius == 0.3)
        path.normalizedRadius = 0.33
        Self.radius.step(&path, by: 3)
        #expect(path.normalizedRadius == 0.45)
    }

    @Test func stepsStartFromTheValueShown() {
        // 0.449 shows as "0.45", on the grid: + gives 0.50, − 0.40.
        var path = CircularPath(normalizedRadius: 0.449)
        Self.radius.step(&path, by: 1)
        #expect(path.normalizedRadius == 0.5)
        path.normalizedRadius = 0.449
        Self.radius.step(&path, by: -1)
        #expect(path.normalizedRadius == 0.4)
    }

    @Test func anglesStepOnWholeMultiplesOfFiveDegrees() {
        let angle = NumericParameter("angle", \CircularPath.angle, step: .pi / 36, range: 0...(.pi), unit: .angle)
        // 1.20 shows as "1.20 (69°)": + gives 70°, not 75°; − gives 65°.
        var path = CircularPath(angle: 1.2)
        #expect(angle.formattedValue(of: path) == "1.20 (69°)")
        angle.step(&path, by: 1)
        #expect(path.angle == 70 * .pi / 180)
        #expect(angle.formattedValue(of: path) == "1.22 (70°)")
        angle.step(&path, by: 1)
        #expect(path.angle == 75 * .pi / 180)
        path.angle = 1.2
        angle.step(&path, by: -1)
        #expect(path.angle == 65 * .pi / 180)
        // 90° on the grid goes to 95°, and the range's end holds.
        path.angle = .pi / 2
        angle.step(&path, by: 1)
        #expect(path.angle == 95 * .pi / 180)
        angle.step(&path, by: 100)
        #expect(path.angle == .pi)
    }

    @Test func perspectiveDistanceStepsByFifty() throws {
        let distance = try #require(ParallaxConfiguration.parameters.first { $0.name == "perspectiveDistance" })
        var configuration = ParallaxConfiguration()
        configuration.perspectiveDistance = 1010
        distance.step(&configuration, by: 1)
        #expect(configuration.perspectiveDistance == 1050)
        distance.step(&configuration, by: -2)
        #expect(configuration.perspectiveDistance == 950)
        distance.step(&configuration, by: -100)
        #expect(configuration.perspectiveDistance == 200)
    }

    @Test func optionalParametersStepToNoneAndBack() {
        var path = LinearPath(normalizedInversePosition: -0.95)
        Self.inverse.step(&path, by: -1)
        #expect(path.normalizedInversePosition == -1)
        Self.inverse.step(&path, by: -1)
        #expect(path.normalizedInversePosition == nil)
        #expect(Self.inverse.formattedValue(of: path) == "none")
        Self.inverse.step(&path, by: -1)
        #expect(path.normalizedInversePosition == nil)
        // Up from none starts at the first value, the range's low end.
        Self.inverse.step(&path, by: 1)
        #expect(path.normalizedInversePosition == -1)
        Self.inverse.step(&path, by: 1)
        #expect(path.normalizedInversePosition == -0.95)
    }

    @Test func settingChecksTheRange() {
        var path = CircularPath()
        #expect(Self.radius.set(&path, to: 1.5) == nil)
        #expect(path.normalizedRadius == 1.5)
        #expect(Self.radius.set(&path, to: 2.5) == "a number from 0.00 to 2.00")
        #expect(Self.radius.set(&path, to: .nan) == "a number from 0.00 to 2.00")
        #expect(Self.radius.set(&path, to: nil) == "a number from 0.00 to 2.00")
        #expect(path.normalizedRadius == 1.5)
        var linear = LinearPath(normalizedInversePosition: 0)
        #expect(Self.inverse.set(&linear, to: 3) == "a number from -1.00 to 1.00 or null")
        #expect(Self.inverse.set(&linear, to: nil) == nil)
        #expect(linear.normalizedInversePosition == nil)
    }

    @Test func anglesShowTheirDegrees() {
        let angle = NumericParameter("angle", \CircularPath.angle, step: .pi / 36, range: 0...(.pi), unit: .angle)
        #expect(angle.formattedValue(of: CircularPath()) == "1.57 (90°)")
        #expect(Self.radius.formattedValue(of: CircularPath(normalizedRadius: 0.8)) == "0.80")
    }

    @Test func decimalText() {
        #expect(0.8.decimalText(2) == "0.80")
        #expect((-1.0).decimalText(2) == "-1.00")
        #expect((-0.001).decimalText(2) == "0.00")
        #expect(44.6.decimalText(0) == "45")
        #expect(16.666.decimalText(1) == "16.7")
        #expect(Double.infinity.decimalText(2) == "inf")
    }

    @Test func erasedParametersReadOnlyTheirOwnType() {
        let erased = Self.radius.erased(as: (any PathProtocol).self)
        var path: any PathProtocol = CircularPath()
        erased.step(&path, by: 1)
        #expect((path as? CircularPath)?.normalizedRadius == 1.05)
        var wave: any PathProtocol = WavePath()
        #expect(erased.read(wave) == nil)
        erased.step(&wave, by: 1)
        #expect(wave is WavePath)
    }

    @Test func nestedParametersAreNamedAfterTheirPath() {
        let startRate = NumericParameter("startRate", \TransformRotate.startRate, step: 0.05, range: 0...1)
            .nested("transformRotate", in: \TransformScaleRotate.transformRotate)
        var transform = TransformScaleRotate()
        #expect(startRate.name == "transformRotate.startRate")
        startRate.step(&transform, by: 2)
        #expect(abs(transform.transformRotate.startRate - 0.3) < 1e-12)
    }

    /// Every number starts inside its range, so that the first step of a starting value never
    /// jumps: those of every path and transform choice, of every Showcase preset, and of the
    /// Flow plugins.
    @Test func everyStartingValueIsInItsRange() {
        func check<Root>(_ parameters: [NumericParameter<Root>], _ root: Root, _ label: String) {
            for parameter in parameters {
                let value = parameter.read(root)
                #expect(
                    value.map { parameter.range.contains($0) } ?? parameter.isOptional,
                    "\(label).\(parameter.name) = \(String(describing: value)) outside \(parameter.range)")
            }
        }
        for choice in ShowcaseChoices.paths { check(choice.parameters, choice.initial, choice.name) }
        for choice in ShowcaseChoices.transforms { check(choice.parameters, choice.initial, choice.name) }
        for preset in ShowcasePreset.all {
            let configuration = preset.configuration
            check(
                ShowcaseChoices.paths[ShowcaseChoices.pathIndex(of: configuration.path)].parameters,
                configuration.path, preset.name)
            check(
                ShowcaseChoices.transforms[ShowcaseChoices.transformIndex(of: configuration.transform)].parameters,
                configuration.transform, preset.name)
        }
        let flow = FlowConfiguration()
        for (plugin, value) in zip(FlowChoices.plugins, flow.pluginValues) { check(plugin.parameters, value, plugin.fileKey) }
    }
}
