import VitrineJSON

extension PresetsDecoder {
    /// A path or transform: `{"type": "circle", "normalizedRadius": 0.8}`, the choice's
    /// starting value with the numbers given; the keys are `type` and the choice's parameters.
    mutating func shape<Shape>(_ value: JSONValue, field: String, from choices: [ShapeChoice<Shape>]) -> Shape? {
        guard value.objectMembers != nil else {
            report("expected an object with a \"type\", found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        guard let typeValue = value["type"] else {
            report("missing key \"type\": expected one of \(choices.map { "\"\($0.name)\"" }.joined(separator: ", "))",
                   at: value.position, field: field)
            return nil
        }
        guard let typeName = choice(typeValue, field: field + ".type", from: choices.map(\.name)),
              let choice = choices.first(where: { $0.name == typeName }),
              let fields = members(of: value, field: field, allowed: ["type"] + choice.parameters.map(\.name)) else {
            return nil
        }
        var shape = choice.initial
        for parameter in choice.parameters {
            guard let number = fields[parameter.name] else { continue }
            let parameterField = field + "." + parameter.name
            if number.isNull, parameter.isOptional {
                _ = parameter.set(&shape, to: nil)
            } else if let value = self.number(number, field: parameterField),
                      let expected = parameter.set(&shape, to: value) {
                report("expected \(expected), found \(Self.text(of: value))", at: number.position, field: parameterField)
            }
        }
        return shape
    }
}
