import VitrineCanvas
import VitrineFlowLayout
import VitrineJSON
import VitrineLive
import VitrineMotion

extension PresetsDecoder {
    /// A Showcase preset: path, transform, direction, paging, looping, the cards' count and scale
    /// and feel over its base.
    mutating func showcase(_ fields: [String: JSONValue], field: String) -> ShowcaseConfiguration? {
        var configuration = base(fields, field: field, from: ShowcasePreset.all) ?? ShowcaseConfiguration()
        if let value = fields["path"],
            let path = shape(
                value, field: field + ".path", from: ShowcaseChoices.paths,
                live: {
                    LivePath(name: $0, numbers: $1, code: $3, file: $2)
                })
        {
            configuration.path = path
        }
        if let value = fields["transform"] {
            if value.isNull {
                configuration.transform = nil
            } else if let transform = shape(
                value, field: field + ".transform", from: ShowcaseChoices.transforms,
                live: {
                    LiveTransform(name: $0, numbers: $1, code: $3, file: $2)
                })
            {
                configuration.transform = transform
            }
        }
        if let horizontal = isHorizontal(fields, field: field) { configuration.direction = horizontal ? .horizontal : .vertical }
        if let value = fields["paging"], let paging = bool(value, field: field + ".paging") {
            configuration.snapping = paging ? .paging : .free
        }
        if let value = fields["snapping"], let snapping = snapping(value, field: field + ".snapping") {
            configuration.snapping = snapping
        }
        if let value = fields["looping"], let looping = bool(value, field: field + ".looping") {
            configuration.isLooping = looping
        }
        if let mode = pictureMode(fields, field: field) { configuration.pictureMode = mode }
        if let sizes = cardSizes(fields, field: field) { configuration.cardSizes = sizes }
        if let value = fields["itemLengths"] {
            if value.isNull {
                configuration.itemLengths = nil
            } else if let lengths = itemLengths(value, field: field + ".itemLengths") {
                configuration.itemLengths = lengths
            }
        }
        setNumbers(from: fields, field: field, on: &configuration, parameters: ShowcaseConfiguration.cardParameters)
        configuration.feel = feel(fields, field: field, over: configuration.feel)
        return configuration
    }

    /// A Flow preset: alignment, plugins and their numbers, snapping (or the older `flick`),
    /// direction and feel over its base. The deceleration rate follows the snapping unless it is
    /// given.
    mutating func flow(_ fields: [String: JSONValue], field: String) -> FlowConfiguration? {
        var configuration = base(fields, field: field, from: FlowPreset.all) ?? FlowConfiguration()
        if let value = fields["alignment"],
            let name = choice(
                value, field: field + ".alignment",
                from: FlowChoices.alignments.map(FlowChoices.name(of:)))
        {
            configuration.alignment = FlowChoices.alignments.first { FlowChoices.name(of: $0) == name } ?? nil
        }
        if let value = fields["plugins"], let set = pluginSet(value, field: field + ".plugins") {
            configuration.pluginSet = set
        }
        for (index, plugin) in FlowChoices.plugins.enumerated() {
            guard let value = fields[plugin.fileKey],
                let numbers = numbers(
                    value, field: field + "." + plugin.fileKey, over: configuration.pluginValues[index],
                    parameters: plugin.parameters)
            else { continue }
            configuration.pluginValues[index] = numbers
        }
        if let value = fields["swiftPlugins"], let live = liveShapes(value, field: field + ".swiftPlugins", flag: "runs") {
            configuration.setLivePlugins(
                live.map { LiveFlowPlugin(name: $0.name, numbers: $0.numbers, code: liveCode, file: $0.file) },
                running: live.map(\.flag))
        }
        if let value = fields["flick"], let name = choice(value, field: field + ".flick", from: ["oneItem", "projected"]) {
            configuration.snapping = name == "oneItem" ? .paging : .stick
            configuration.feel.decelerationRate = FlowConfiguration.advisedRate(for: configuration.snapping)
        }
        if let value = fields["snapping"], let snapping = snapping(value, field: field + ".snapping") {
            configuration.snapping = snapping
            configuration.feel.decelerationRate = FlowConfiguration.advisedRate(for: snapping)
        }
        if let horizontal = isHorizontal(fields, field: field) {
            configuration.scrollDirection = horizontal ? .horizontal : .vertical
        }
        if let mode = pictureMode(fields, field: field) { configuration.pictureMode = mode }
        if let sizes = cardSizes(fields, field: field) { configuration.cardSizes = sizes }
        setNumbers(from: fields, field: field, on: &configuration, parameters: FlowConfiguration.cardParameters)
        configuration.feel = feel(fields, field: field, over: configuration.feel)
        return configuration
    }

    /// `sizes`: `"pictures"` (each card as its picture's proportions make it) or `"uniform"`,
    /// when the field is there.
    mutating func cardSizes(_ fields: [String: JSONValue], field: String) -> CardSizes? {
        guard let value = fields["sizes"] else { return nil }
        return choice(value, field: field + ".sizes", from: CardSizes.allCases.map(\.rawValue)).flatMap(CardSizes.init(rawValue:))
    }

    /// `pictureMode`: `"fill"`, `"fit"` or `"original"`, when the field is there.
    mutating func pictureMode(_ fields: [String: JSONValue], field: String) -> PictureContentMode? {
        guard let value = fields["pictureMode"] else { return nil }
        return choice(value, field: field + ".pictureMode", from: PictureContentMode.allCases.map(\.rawValue))
            .flatMap(PictureContentMode.init(rawValue:))
    }

    /// `snapping`: `"free"`, `"stick"` or `"paging"`.
    mutating func snapping(_ value: JSONValue, field: String) -> ScrollSnapping? {
        choice(value, field: field, from: ScrollSnapping.allCases.map(\.rawValue)).flatMap(ScrollSnapping.init(rawValue:))
    }

    /// `plugins`: an array of the plugins' keys ("parallaxDimming", "scaleFade"; each at most
    /// once; they run in the order of ``FlowChoices/plugins``), as the index of the plugin set
    /// that holds them.
    mutating func pluginSet(_ value: JSONValue, field: String) -> Int? {
        let keys = FlowChoices.plugins.map(\.fileKey)
        guard let items = value.arrayValue else {
            let listed = keys.map { "\"\($0)\"" }
            let expected =
                listed.count > 1
                ? listed.dropLast().joined(separator: ", ") + " and " + listed[listed.count - 1]
                : listed.joined()
            report("expected an array of \(expected), found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        var members = Set<Int>()
        for (index, item) in items.enumerated() {
            guard let name = choice(item, field: "\(field)[\(index)]", from: keys),
                let plugin = keys.firstIndex(of: name)
            else { continue }
            if members.contains(plugin) {
                report("\"\(name)\" is listed twice", at: item.position, field: "\(field)[\(index)]")
            }
            members.insert(plugin)
        }
        return FlowChoices.pluginSets.firstIndex { $0.members == members.sorted() }
    }

    /// An object of numbers for `parameters` over `root`: `{"dimmingFactor": 0.4}`.
    mutating func numbers<Root>(
        _ value: JSONValue, field: String, over root: Root,
        parameters: [NumericParameter<Root>]
    ) -> Root? {
        guard let fields = members(of: value, field: field, allowed: parameters.map(\.name)) else { return nil }
        var root = root
        setNumbers(from: fields, field: field, on: &root, parameters: parameters)
        return root
    }

    /// Sets each of `parameters` that `fields` has on `root`, reporting values that are not
    /// numbers or out of range.
    mutating func setNumbers<Root>(
        from fields: [String: JSONValue], field: String, on root: inout Root,
        parameters: [NumericParameter<Root>]
    ) {
        for parameter in parameters {
            guard let number = fields[parameter.name], let value = self.number(number, field: field + "." + parameter.name)
            else { continue }
            if let expected = parameter.set(&root, to: value) {
                report(
                    "expected \(expected), found \(Self.text(of: value))", at: number.position,
                    field: field + "." + parameter.name)
            }
        }
    }
}
