import VitrineGeometry
import VitrineParallax

/// PVView's actions as Swift.
extension SwiftCode {
    /// The call that makes `action` through its most telling initializer (`fromPosition:`,
    /// `toZ:`, `fromY:`…), the values that are the initializer's defaults left out.
    ///
    /// - Throws: ``SwiftExportError/unknownValue(_:)`` for an action or a timing type the
    ///   export does not know.
    static func action(_ action: any PVActionType) throws(SwiftExportError) -> SwiftCode {
        guard let basic = action as? any PVActionBasicType, let call = try actionCall(basic) else {
            throw .unknownValue("the action \(type(of: action))")
        }
        let parameters = try SwiftCode.parameters(basic.parameters)
        return .call(call.callee, call.arguments + [parameters].compactMap { $0 })
    }

    /// The callee and the arguments but for `parameters`; `nil` for an unknown type.
    static func actionCall(_ action: any PVActionBasicType) throws(SwiftExportError) -> (
        callee: String, arguments: [SwiftArgument]
    )? {
        switch action {
        case let move as PVActionMove:
            let (from, to) =
                switch move.moveType {
                case .position: ("fromPosition", "toPosition")
                case .translation: ("fromTranslation", "toTranslation")
                case .origin: ("fromOrigin", "toOrigin")
                }
            let isTranslation = move.moveType == .translation
            return (
                "PVActionMove",
                [
                    isTranslation && move.fromValue == .zero ? nil : SwiftArgument(from, .pvPoint(move.fromValue)),
                    isTranslation && move.toValue == .zero ? nil : SwiftArgument(to, .pvPoint(move.toValue)),
                ].compactMap { $0 }
            )
        case let rotate as PVActionRotate:
            let axis = "\(rotate.axis)".uppercased()
            return (
                "PVActionRotate",
                [
                    .angle("from\(axis)", rotate.fromValue, default: 0),
                    SwiftArgument("to\(axis)", .plain(SwiftLiteral.angle(rotate.toValue))),
                ].compactMap { $0 }
            )
        case let scale as PVActionScale:
            let axis = scale.axis == .both ? "" : "\(scale.axis)".uppercased()
            return (
                "PVActionScale",
                [
                    .number("from\(axis)", scale.fromValue, default: 1),
                    SwiftArgument("to\(axis)", .number(scale.toValue)),
                ].compactMap { $0 }
            )
        case let size as PVActionSize:
            return ("PVActionSize", [SwiftArgument("from", .pvSize(size.fromValue)), SwiftArgument("to", .pvSize(size.toValue))])
        case let frame as PVActionFrame:
            return (
                "PVActionFrame",
                [SwiftArgument("fromFrame", .rect(frame.fromValue)), SwiftArgument("toFrame", .rect(frame.toValue))]
            )
        case let fade as PVActionFade:
            return (
                "PVActionFade",
                [.number("from", fade.fromValue, default: 1), SwiftArgument("to", .number(fade.toValue))]
                    .compactMap { $0 }
            )
        case let color as PVActionColor:
            return (
                "PVActionColor",
                [
                    SwiftArgument("from", .color(color.fromValue)), SwiftArgument("to", .color(color.toValue)),
                    color.property == .fill ? nil : SwiftArgument("property", .plain(".\(color.property)")),
                ]
                .compactMap { $0 }
            )
        case let radius as PVActionCornerRadius:
            return (
                "PVActionCornerRadius",
                [SwiftArgument("from", .number(radius.fromValue)), SwiftArgument("to", .number(radius.toValue))]
            )
        case let spacing as PVActionLetterSpacing:
            return (
                "PVActionLetterSpacing",
                [
                    SwiftArgument("from", .number(spacing.fromValue)),
                    SwiftArgument("to", .number(spacing.toValue)),
                ]
            )
        case let typewriter as PVActionTypewriter:
            return (
                "PVActionTypewriter",
                [
                    SwiftArgument("text", .plain(SwiftLiteral.string(typewriter.text))),
                    typewriter.isErasing ? SwiftArgument("isErasing", .plain("true")) : nil,
                ].compactMap { $0 }
            )
        case let group as PVActionGroup:
            var members: [SwiftCode] = []
            for member in group.actions { members.append(try SwiftCode.action(member)) }
            return ("PVActionGroup", [SwiftArgument("actions", .array(members))])
        default:
            return nil
        }
    }

    /// `PVPoint(x: 0.3, y: 0.55, isRelative: true)`, or `.zero`.
    static func pvPoint(_ point: PVPoint) -> SwiftCode {
        if point == .zero, point.x.sign == .plus, point.y.sign == .plus { return .plain(".zero") }
        return .call(
            "PVPoint",
            [
                SwiftArgument("x", .number(point.x)), SwiftArgument("y", .number(point.y)),
                point.isRelative ? SwiftArgument("isRelative", .plain("true")) : nil,
            ].compactMap { $0 })
    }

    /// `PVSize(width: 200, height: 200)`, with `isRelative: true` when it is.
    static func pvSize(_ size: PVSize) -> SwiftCode {
        .call(
            "PVSize",
            [
                SwiftArgument("width", .number(size.width)), SwiftArgument("height", .number(size.height)),
                size.isRelative ? SwiftArgument("isRelative", .plain("true")) : nil,
            ].compactMap { $0 })
    }

    /// `Rect(x: 0, y: 0, width: 100, height: 50)`.
    static func rect(_ rect: Rect) -> SwiftCode {
        .call(
            "Rect",
            [
                SwiftArgument("x", .number(rect.origin.x)), SwiftArgument("y", .number(rect.origin.y)),
                SwiftArgument("width", .number(rect.size.width)), SwiftArgument("height", .number(rect.size.height)),
            ])
    }
}
