import VitrineJSON
import VitrineLive
import VitrineMotion

extension PresetsDecoder {
    /// The keys every preset may have.
    static let commonKeys = [
        "name", "scene", "base", "direction", "decelerationRate", "overscroll", "bounces", "statusLine", "pictures",
        "autoplay", "wheel", "reducedMotion",
    ]

    /// The presets of a whole file: `{"presets": [...]}`. Names must be new: neither built-in
    /// nor used twice.
    mutating func presets(in document: JSONValue) -> [UserPreset] {
        guard let top = members(of: document, field: "", allowed: ["presets"]) else { return [] }
        guard let list = top["presets"] else {
            report("missing key \"presets\": expected {\"presets\": [...]}", at: document.position, field: "")
            return []
        }
        guard let items = list.arrayValue else {
            report("expected an array of presets, found \(list.typeName)", at: list.position, field: "presets")
            return []
        }
        var presets: [UserPreset] = []
        var lines: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let field = "presets[\(index)]"
            guard let preset = preset(item, field: field) else { continue }
            let position = item["name"]?.position ?? item.position
            if Presets.names.contains(preset.name) {
                report("\"\(preset.name)\" is a built-in preset; choose another name", at: position, field: field + ".name")
            } else if let line = lines[preset.name] {
                report(
                    "\"\(preset.name)\" is already the name of the preset on line \(line)", at: position,
                    field: field + ".name")
            } else {
                lines[preset.name] = position.line
                presets.append(preset)
            }
        }
        return presets
    }

    /// One preset; `nil` when anything in it is wrong (the problems are reported).
    mutating func preset(_ value: JSONValue, field: String) -> UserPreset? {
        guard value.objectMembers != nil else {
            report("expected an object, found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        let kinds = SceneKind.inPresetsFiles
        guard let sceneValue = value["scene"] else {
            report(
                "missing key \"scene\": expected one of \(kinds.map { "\"\($0.name)\"" }.joined(separator: ", "))",
                at: value.position, field: field)
            return nil
        }
        let before = problemCount
        guard let name = choice(sceneValue, field: field + ".scene", from: kinds.map(\.name)),
            let kind = kinds.first(where: { $0.name == name }), let decode = kind.decode,
            let fields = members(of: value, field: field, allowed: Self.commonKeys + kind.fileKeys)
        else { return nil }
        var presetName: String?
        if let nameValue = fields["name"] {
            presetName = self.name(nameValue, field: field + ".name")
        } else {
            report("missing key \"name\"", at: value.position, field: field)
        }
        let configuration = decode(&self, fields, field)
        let showsStatusLine = fields["statusLine"].flatMap { bool($0, field: field + ".statusLine") }
        let pictures = fields["pictures"].flatMap { picturesPath($0, field: field + ".pictures") }
        let reducesMotion = fields["reducedMotion"].flatMap { bool($0, field: field + ".reducedMotion") }
        guard let presetName, let configuration, problemCount == before else { return nil }
        return UserPreset(
            name: presetName, showsStatusLine: showsStatusLine, pictures: pictures, configuration: configuration,
            reducesMotion: reducesMotion)
    }

    /// `pictures`: a folder of pictures or a picture file, a string that is not empty.
    mutating func picturesPath(_ value: JSONValue, field: String) -> String? {
        guard let path = value.stringValue, !path.isEmpty else {
            report(
                "expected the path of a folder of pictures or of a picture file, found "
                    + (value.stringValue != nil ? "an empty string" : value.typeName),
                at: value.position, field: field)
            return nil
        }
        return path
    }

    /// The settings of the built-in preset named by `base`, one of `presets`; reports a name
    /// that is not one.
    mutating func base<Configuration>(
        _ fields: [String: JSONValue], field: String,
        from presets: [ScenePreset<Configuration>]
    ) -> Configuration? {
        guard let value = fields["base"] else { return nil }
        guard let name = choice(value, field: field + ".base", from: presets.map(\.name)) else { return nil }
        return presets.first { $0.name == name }?.configuration
    }

    /// `"horizontal"` (true) or `"vertical"` (false), when the field is there.
    mutating func isHorizontal(_ fields: [String: JSONValue], field: String) -> Bool? {
        guard let value = fields["direction"] else { return nil }
        return choice(value, field: field + ".direction", from: ["horizontal", "vertical"]).map { $0 == "horizontal" }
    }

    /// `decelerationRate` and `overscroll` over `feel`; the older `bounces` (true: the rubber
    /// band, false: none) where `overscroll` is not given; then `autoplay` and `wheel`.
    mutating func feel(_ fields: [String: JSONValue], field: String, over feel: ScrollFeel) -> ScrollFeel {
        var feel = feel
        if let value = fields["decelerationRate"], let rate = decelerationRate(value, field: field + ".decelerationRate") {
            feel.decelerationRate = rate
        }
        if let value = fields["bounces"], let bounces = bool(value, field: field + ".bounces") {
            feel.overscroll = bounces ? .bounce : .clamp
        }
        if let value = fields["overscroll"],
            let name = choice(value, field: field + ".overscroll", from: ScrollFeel.overscrolls.map(\.fileName)),
            let model = ScrollFeel.overscrolls.first(where: { $0.fileName == name })
        {
            feel.overscroll = model.behavior
        }
        return behaviour(fields, field: field, over: feel)
    }

    /// "normal", "fast", or a number between 0 and 1 (exclusive); `nil`, reported, otherwise.
    mutating func decelerationRate(_ value: JSONValue, field: String) -> DecelerationRate? {
        var found = value.typeName
        if let name = value.stringValue {
            for (rateName, rate) in ScrollFeel.rates where rateName == name { return rate }
            found = name.visiblyQuoted
        }
        if let number = value.numberValue {
            if let rate = DecelerationRate(rawValue: number) { return rate }
            found = Self.text(of: number)
        }
        report(
            "expected \"normal\", \"fast\" or a number between 0 and 1 (exclusive), found \(found)",
            at: value.position, field: field)
        return nil
    }

    /// A Parallax preset: direction, feel and perspective over its base.
    mutating func parallax(_ fields: [String: JSONValue], field: String) -> ParallaxConfiguration? {
        var configuration = base(fields, field: field, from: ParallaxPreset.all) ?? ParallaxConfiguration()
        setNumbers(from: fields, field: field, on: &configuration, parameters: ParallaxConfiguration.parameters)
        if let horizontal = isHorizontal(fields, field: field) { configuration.direction = horizontal ? .horizontal : .vertical }
        if let mode = pictureMode(fields, field: field) { configuration.pictureMode = mode }
        configuration.feel = feel(fields, field: field, over: configuration.feel)
        if let value = fields["swiftTimingFunctions"], let live = liveShapes(value, field: field + ".swiftTimingFunctions") {
            configuration.liveTimingFunctions = live.map {
                LiveTimingFunction(name: $0.name, numbers: $0.numbers, code: liveCode, file: $0.file)
            }
        }
        if let value = fields["swiftActions"], let live = liveShapes(value, field: field + ".swiftActions") {
            configuration.liveActions = live.map { LiveAction(name: $0.name, numbers: $0.numbers, code: liveCode, file: $0.file) }
        }
        return configuration
    }
}
