import VitrineLive
import VitrineShowcase

extension LiveSwiftTypes {
    /// The person's paths, as choices after the built-in ones.
    var pathChoices: [ShapeChoice<any PathProtocol>] {
        guard let code else { return [] }
        return types(of: .path).map { type in
            var choice = ShapeChoice<any PathProtocol>.path(
                type.name, LivePath(name: type.name, code: code, file: type.file),
                type.numericParameters { \LivePath.[number: $0] })
            let name = type.name
            choice.isLive = true
            choice.matches = { ($0 as? LivePath)?.name == name }
            return choice
        }
    }

    /// The person's transforms, as choices after the built-in ones.
    var transformChoices: [ShapeChoice<(any TransformProtocol)?>] {
        guard let code else { return [] }
        return types(of: .transform).map { type in
            let name = type.name
            var choice = ShapeChoice<(any TransformProtocol)?>.transform(
                type.name, LiveTransform(name: type.name, code: code, file: type.file),
                type.numericParameters { \LiveTransform.[number: $0] },
                matches: { $0.name == name })
            choice.isLive = true
            return choice
        }
    }
}
