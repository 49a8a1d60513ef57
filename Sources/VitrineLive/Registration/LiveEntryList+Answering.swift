import VitrineCanvas
import VitrineFlowLayout
import VitrineParallax
import VitrineShowcase

extension LiveEntryList {
    /// The catalogue of the entries, each with its numbers' defaults (which runs each type's
    /// `init()`), and for an `AppearanceTransform` whether a value made with `init()` places
    /// its items.
    public var catalogue: [LiveTypeDescription] {
        entries.enumerated().map { index, entry in
            let defaults = entry.defaults()
            var description = LiveTypeDescription(
                kind: entry.kind, name: entry.name, entry: index,
                numberNames: entry.numberNames, defaults: defaults)
            if case .transform(let transform) = entry.make(defaults), let appearance = transform as? any AppearanceTransform {
                description.placesItems = appearance.placesItems
            }
            return description
        }
    }

    /// The answer to `request`: runs the person's code, which may trap or never return; that is
    /// why it runs in a process of its own.
    public func answer(_ request: LiveRequest) -> LiveReply {
        switch request {
        case .catalogue:
            return .catalogue(catalogue)
        case .call(let call):
            guard entries.indices.contains(call.entry) else {
                return .refused("no type number \(call.entry): the file set lists \(entries.count)")
            }
            let entry = entries[call.entry]
            guard entry.numberNames.count == call.numbers.count else {
                return .refused("\(entry.name) has \(entry.numberNames.count) numbers, the call gave \(call.numbers.count)")
            }
            guard call.inputs.count % call.method.inputWidth == 0 else {
                return .refused(
                    "\(call.method) takes \(call.method.inputWidth) numbers an input, the call gave \(call.inputs.count)")
            }
            return answer(call, value: entry.make(call.numbers), name: entry.name)
        }
    }

    private func answer(_ call: LiveCall, value: LiveValue, name: String) -> LiveReply {
        switch (call.method, value) {
        case (.normalizedPath, .path(let path)):
            return .values(call.inputs.map { path.normalizedPath(withCoordinate: $0) })
        case (.transform, .transform(let transform)):
            return .values(call.inputs.flatMap { transform.transform(withScrollingRate: $0).entries })
        case (.evaluate, .timingFunction(let function)):
            return .values(call.inputs.map { function.evaluate($0) })
        case (.update, .action(let action)):
            let blank = PVTarget(node: Node(), containerSize: .zero)
            return .values(
                inputs(of: call).flatMap { input -> [Double] in
                    guard var target = blank.settingLiveNumbers(input, from: 1) else { return [] }
                    action.update(input[0], target: &target)
                    return target.liveNumbers
                })
        case (.prepareAttributes, .flowPlugin(let plugin)):
            return .values(
                inputs(of: call).flatMap { input -> [Double] in
                    guard let attributes = PluginableFlowLayoutAttributes(liveNumbers: input),
                        let context = FlowLayoutPluginContext(
                            liveNumbers: input,
                            from: PluginableFlowLayoutAttributes.liveNumberCount)
                    else { return [] }
                    return plugin.prepareAttributes(attributes, in: context).liveNumbers
                })
        case (.appearance, .transform(let transform)):
            guard let transform = transform as? any AppearanceTransform else {
                return .refused("\(name) is not an AppearanceTransform")
            }
            return .values(
                inputs(of: call).flatMap { input -> [Double] in
                    guard let context = LayoutContext(liveNumbers: input, from: 1) else { return [] }
                    return transform.appearance(withScrollingRate: input[0], in: context).liveNumbers
                })
        case (.visibleOffsetLimit, .transform(let transform)):
            guard let transform = transform as? any AppearanceTransform else {
                return .refused("\(name) is not an AppearanceTransform")
            }
            return .values(
                inputs(of: call).compactMap { input in
                    LayoutContext(liveNumbers: input).map { transform.visibleOffsetLimit(in: $0) }
                })
        default:
            return .refused("\(name) is not a \(call.method.kind.rawValue)")
        }
    }

    /// The call's inputs, ``LiveMethod/inputWidth`` numbers each.
    private func inputs(of call: LiveCall) -> [[Double]] {
        let width = call.method.inputWidth
        return stride(from: 0, to: call.inputs.count, by: width).map { Array(call.inputs[$0..<($0 + width)]) }
    }
}
