import Testing
import VitrineMotion
import VitrineShowcase
import VitrineTestSupport

@testable import VitrinePlayground

/// Settings drawn at random, each number anywhere in its range, read back from their entries
/// as they were.
@Suite("Preset entries: random settings read back as they were")
struct PresetEntryPropertyTests {
    static let rounds = 400

    @Test func showcaseSettings() throws {
        var generator = SplitMix64(seed: 0x5_0CA5E)
        for round in 0..<Self.rounds {
            let presets = ShowcasePreset.all
            let base = presets[generator.int(in: 0...presets.count - 1)]
            var configuration = base.configuration
            configuration.path = Self.shape(from: ShowcaseChoices.paths, using: &generator)
            configuration.transform = Self.shape(from: ShowcaseChoices.transforms, using: &generator)
            configuration.direction = generator.int(in: 0...1) == 0 ? .horizontal : .vertical
            configuration.snapping = ScrollSnapping.allCases[generator.int(in: 0...2)]
            configuration.isLooping = generator.int(in: 0...1) == 0
            configuration.feel = Self.feel(using: &generator)
            #expect(
                try PresetEntryTests.roundTrips(configuration, startedFrom: round % 3 == 0 ? nil : base.name),
                "round \(round)")
        }
    }

    @Test func flowSettings() throws {
        var generator = SplitMix64(seed: 0xF10)
        for round in 0..<Self.rounds {
            var configuration = FlowConfiguration()
            configuration.alignment = FlowChoices.alignments[generator.int(in: 0...FlowChoices.alignments.count - 1)]
            configuration.pluginSet = generator.int(in: 0...FlowChoices.pluginSets.count - 1)
            for (index, plugin) in FlowChoices.plugins.enumerated() {
                for parameter in plugin.parameters {
                    _ = parameter.set(&configuration.pluginValues[index], to: Self.number(in: parameter.range, using: &generator))
                }
            }
            configuration.snapping = ScrollSnapping.allCases[generator.int(in: 0...2)]
            configuration.scrollDirection = generator.int(in: 0...1) == 0 ? .horizontal : .vertical
            configuration.feel = Self.feel(using: &generator)
            #expect(try PresetEntryTests.roundTrips(configuration), "round \(round)")
        }
    }

    @Test func parallaxSettings() throws {
        var generator = SplitMix64(seed: 0x9A6E5)
        for round in 0..<Self.rounds {
            var configuration = ParallaxConfiguration()
            configuration.direction = generator.int(in: 0...1) == 0 ? .horizontal : .vertical
            for parameter in ParallaxConfiguration.parameters {
                _ = parameter.set(&configuration, to: Self.number(in: parameter.range, using: &generator))
            }
            configuration.feel = Self.feel(using: &generator)
            #expect(try PresetEntryTests.roundTrips(configuration), "round \(round)")
        }
    }

    /// A random choice of `choices` with every number drawn in its range (an optional one
    /// sometimes not set).
    static func shape<Shape>(from choices: [ShapeChoice<Shape>], using generator: inout SplitMix64) -> Shape {
        let choice = choices[generator.int(in: 0...choices.count - 1)]
        var shape = choice.initial
        for parameter in choice.parameters {
            let value =
                parameter.isOptional && generator.int(in: 0...3) == 0 ? nil : number(in: parameter.range, using: &generator)
            #expect(parameter.set(&shape, to: value) == nil)
        }
        return shape
    }

    /// A number in `range`: its ends, a round one, or any.
    static func number(in range: ClosedRange<Double>, using generator: inout SplitMix64) -> Double {
        switch generator.int(in: 0...5) {
        case 0: range.lowerBound
        case 1: range.upperBound
        case 2: min(max((generator.double(in: range) * 100).rounded() / 100, range.lowerBound), range.upperBound)
        default: generator.double(in: range)
        }
    }

    /// A named rate or any between 0 and 1, with any of the overscroll models.
    static func feel(using generator: inout SplitMix64) -> ScrollFeel {
        let rate =
            generator.int(in: 0...2) == 0
            ? ScrollFeel.rates[generator.int(in: 0...1)].rate
            : DecelerationRate(rawValue: generator.double(in: 0.001...0.999999))!
        return ScrollFeel(decelerationRate: rate, overscroll: ScrollFeel.overscrolls[generator.int(in: 0...2)].behavior)
    }
}
