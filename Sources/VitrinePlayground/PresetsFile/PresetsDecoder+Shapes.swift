import VitrineGeometry
import VitrineJSON
import VitrineLive
import VitrineShowcase

extension PresetsDecoder {
    /// A path or transform: `{"type": "circle", "normalizedRadius": 0.8}`, the choice's
    /// starting value with the numbers and curves given; the keys are `type`, the choice's
    /// parameters and its curves (`{"type": "bezier", "points": [[-1, 0.4], [1, 0.4]]}`).
    ///
    /// With a `"swift"` key, the type is one of the person's own in that file
    /// (`{"type": "SpiralPath", "swift": "spiral.swift", "radius": 0.8}`), every other key one of
    /// its numbers; `live` makes its value, run by ``liveCode``.
    mutating func shape<Shape>(
        _ value: JSONValue, field: String, from choices: [ShapeChoice<Shape>],
        live: (_ name: String, _ numbers: LiveNumbers, _ file: String, _ code: any LiveCode) -> Shape
    ) -> Shape? {
        guard value.objectMembers != nil else {
            report("expected an object with a \"type\", found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        if value["swift"] != nil {
            return liveShape(value, field: field).map { live($0.name, $0.numbers, $0.file, liveCode) }
        }
        guard let typeValue = value["type"] else {
            report(
                "missing key \"type\": expected one of \(choices.map { "\"\($0.name)\"" }.joined(separator: ", "))",
                at: value.position, field: field)
            return nil
        }
        guard let typeName = choice(typeValue, field: field + ".type", from: choices.map(\.name)),
            let choice = choices.first(where: { $0.name == typeName }),
            let fields = members(
                of: value, field: field, allowed: ["type"] + choice.parameters.map(\.name) + choice.curves.map(\.name))
        else {
            return nil
        }
        var shape = choice.initial
        for parameter in choice.parameters {
            guard let number = fields[parameter.name] else { continue }
            let parameterField = field + "." + parameter.name
            if number.isNull, parameter.isOptional {
                _ = parameter.set(&shape, to: nil)
            } else if let value = self.number(number, field: parameterField),
                let expected = parameter.set(&shape, to: value)
            {
                report("expected \(expected), found \(Self.text(of: value))", at: number.position, field: parameterField)
            }
        }
        for curve in choice.curves {
            guard let value = fields[curve.name], let points = points(value, field: field + "." + curve.name) else { continue }
            curve.write(&shape, RateCurve(points: points))
        }
        return shape
    }

    /// A list of the person's own types: `[{"type": "Tilt", "swift": "tilt.swift", "runs": true,
    /// …numbers}]`, each as ``liveShape(_:field:flag:)`` reads it, with `flag` (`"runs"`) a
    /// Boolean of its own where given (`false` where left out); `nil`, reported, when it is not
    /// an array or an element is wrong.
    mutating func liveShapes(_ value: JSONValue, field: String, flag: String? = nil)
        -> [(name: String, numbers: LiveNumbers, file: String, flag: Bool)]?
    {
        guard let elements = value.arrayValue else {
            report(
                "expected an array of objects with \"type\" and \"swift\", found \(value.typeName)", at: value.position,
                field: field)
            return nil
        }
        var shapes: [(name: String, numbers: LiveNumbers, file: String, flag: Bool)] = []
        for (index, element) in elements.enumerated() {
            let elementField = field + "[\(index)]"
            guard element.objectMembers != nil else {
                report(
                    "expected an object with \"type\" and \"swift\", found \(element.typeName)", at: element.position,
                    field: elementField)
                return nil
            }
            var isOn = false
            if let flag, let flagValue = element[flag] {
                guard let on = bool(flagValue, field: elementField + "." + flag) else { return nil }
                isOn = on
            }
            guard let shape = liveShape(element, field: elementField, flag: flag) else { return nil }
            shapes.append((shape.name, shape.numbers, shape.file, isOn))
        }
        return shapes
    }

    /// The type name, file and numbers of a person's own type: `"type"` and `"swift"` strings,
    /// every other member (but `flag`, read by the caller) a finite number; `nil`, reported,
    /// otherwise.
    mutating func liveShape(_ value: JSONValue, field: String, flag: String? = nil)
        -> (name: String, numbers: LiveNumbers, file: String)?
    {
        guard let members = value.objectMembers else { return nil }
        guard let name = value["type"]?.stringValue, !name.isEmpty else {
            report("expected \"type\": the name of a type of the \"swift\" file", at: value.position, field: field + ".type")
            return nil
        }
        guard let file = value["swift"]?.stringValue, !file.isEmpty else {
            report(
                "expected \"swift\": the path of a Swift file", at: value["swift"]?.position ?? value.position,
                field: field + ".swift")
            return nil
        }
        var numbers = LiveNumbers()
        for member in members where member.key != "type" && member.key != "swift" && member.key != flag {
            guard let number = self.number(member.value, field: field + "." + member.key) else { return nil }
            numbers.values[member.key] = number
        }
        return (name, numbers, file)
    }

    /// A curve's control points: an array of 1 to ``CurveEditor/maximumPointCount`` pairs
    /// `[x, y]` of numbers within ±``RateCurve/coordinateLimit``, no two nearer in x than
    /// ``RateCurve/minimumSpacing``; `nil`, reported, otherwise.
    mutating func points(_ value: JSONValue, field: String) -> [Point]? {
        let limit = CurveEditor.maximumPointCount
        guard let elements = value.arrayValue, (1...limit).contains(elements.count) else {
            report(
                "expected an array of 1 to \(limit) points [x, y], found "
                    + (value.arrayValue.map { "\($0.count) elements" } ?? value.typeName), at: value.position, field: field)
            return nil
        }
        var points: [Point] = []
        for (index, element) in elements.enumerated() {
            let pointField = field + "[\(index)]"
            guard let pair = element.arrayValue, pair.count == 2 else {
                report(
                    "expected a point [x, y], found " + (element.arrayValue.map { "\($0.count) elements" } ?? element.typeName),
                    at: element.position, field: pointField)
                return nil
            }
            var coordinates: [Double] = []
            for coordinate in pair {
                guard let number = number(coordinate, field: pointField) else { return nil }
                guard abs(number) <= RateCurve.coordinateLimit else {
                    report(
                        "expected a coordinate from -1e12 to 1e12, found \(Self.text(of: number))",
                        at: coordinate.position, field: pointField)
                    return nil
                }
                coordinates.append(number)
            }
            let point = Point(x: coordinates[0], y: coordinates[1])
            if let earlier = points.firstIndex(where: { $0.x == point.x }) {
                report(
                    "point \(index) has the x of point \(earlier), \(Self.text(of: point.x)): a curve has one value at each x",
                    at: element.position, field: pointField)
                return nil
            }
            if let earlier = points.firstIndex(where: { abs($0.x - point.x) < RateCurve.minimumSpacing }) {
                report(
                    "point \(index) is \(Self.text(of: abs(points[earlier].x - point.x))) from point \(earlier) in x: "
                        + "a curve's points must be at least \(Self.text(of: RateCurve.minimumSpacing)) apart in x",
                    at: element.position, field: pointField)
                return nil
            }
            points.append(point)
        }
        return points
    }
}
