import Testing
import VitrineLive

/// Which protocol names give which kinds.
@Suite("Live kinds")
struct LiveKindTests {
    @Test("five kinds, in the order the lists show them")
    func allKinds() {
        #expect(LiveKind.allCases == [.path, .transform, .timingFunction, .action, .flowPlugin])
        #expect(LiveKind.allCases.map(\.rawValue) == ["path", "transform", "timingFunction", "action", "flowPlugin"])
    }

    @Test("each protocol's kind, plain or qualified with its own module")
    func protocolNames() {
        let expected: [(String, LiveKind)] = [
            ("PathProtocol", .path), ("TransformProtocol", .transform), ("AppearanceTransform", .transform),
            ("PVTimingFunctionType", .timingFunction), ("PVActionType", .action), ("PVActionBasicType", .action),
            ("FlowLayoutPlugin", .flowPlugin),
            ("VitrineShowcase.PathProtocol", .path), ("VitrineShowcase.AppearanceTransform", .transform),
            ("VitrineParallax.PVTimingFunctionType", .timingFunction), ("VitrineParallax.PVActionType", .action),
            ("VitrineFlowLayout.FlowLayoutPlugin", .flowPlugin),
        ]
        for (name, kind) in expected {
            #expect(LiveKind.kind(forProtocolName: name) == kind, "\(name)")
        }
        for name in ["Equatable", "pathProtocol", "VitrineParallax.PathProtocol", "Other.FlowLayoutPlugin", "", "PathProtocol "] {
            #expect(LiveKind.kind(forProtocolName: name) == nil, "\(name)")
        }
    }
}
