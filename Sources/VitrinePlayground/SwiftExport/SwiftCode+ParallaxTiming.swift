import VitrineParallax

/// PVView's timing and parameters as Swift.
extension SwiftCode {
    /// `Easing.easeOutBack`, `PVTimingFunction(name: .easeInOutCubic)` for a curve of a named
    /// one, else `PVTimingFunction(controlPoint1:controlPoint2:)`; `nil` for a timing type Swift
    /// export does not know.
    static func timingFunction(_ timing: any PVTimingFunctionType) -> SwiftCode? {
        switch timing {
        case let easing as Easing:
            return .plain("Easing.\(easing)")
        case let function as PVTimingFunction:
            if let name = PVTimingFunctionName.allCases.first(where: { PVTimingFunction(name: $0) == function }) {
                return .call("PVTimingFunction", [SwiftArgument("name", .plain(".\(name)"))])
            }
            return .call(
                "PVTimingFunction",
                [
                    SwiftArgument("controlPoint1", .point(function.controlPoint1)),
                    SwiftArgument("controlPoint2", .point(function.controlPoint2)),
                ])
        default:
            return nil
        }
    }

    /// `parameters: try PVParameters(…)` with the offsets and timing that differ from
    /// `PVParameters.default`, or `nil` for the default (which every action takes when
    /// the argument is left out).
    static func parameters(_ parameters: PVParameters) throws(SwiftExportError) -> SwiftArgument? {
        let plain = PVParameters.default
        var timing: SwiftCode?
        if let function = parameters.timingFunction {
            guard let code = timingFunction(function) else { throw .unknownValue("the timing function \(type(of: function))") }
            timing = code
        }
        let arguments = [
            SwiftArgument.number("startOffset", parameters.startOffset, default: plain.startOffset),
            .number("stopOffset", parameters.stopOffset, default: plain.stopOffset),
            timing.map { SwiftArgument("timingFunction", $0) },
        ].compactMap { $0 }
        return arguments.isEmpty ? nil : SwiftArgument("parameters", .call("PVParameters", arguments))
    }
}
