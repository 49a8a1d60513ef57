import VitrineLive

/// The window's ``LiveCode``: the versions of a person's files compiled this session, the one
/// now loaded and the one before it, answering the proxies' calls by type name.
///
/// A call goes to the newest version that lists the type and has not seen it fail; an output
/// that is not finite or beyond ±10⁶ (for an action's target or a plugin's attributes: moved
/// more than 10⁶ from what it was given) counts as a failure, as a trap, an endless loop (past
/// ``LiveSwiftGeneration/callTimeout``) or a failed allocation do. A failure is reported once
/// (``takeFailures()``) and the type is asked of the version before, if there is one; with
/// none, the proxy draws a neutral value. Answers are kept per input, so a curve sampled at
/// the same points every frame costs one round trip per point once.
///
/// It is used on the main thread only (the scenes call it while they update and draw); a
/// new version is built elsewhere and handed over with ``adopt(_:)``.
final class LiveSwiftSession: LiveCode, @unchecked Sendable {
    /// The largest output the window takes as meant: a normalized path or a matrix entry
    /// beyond it would put items a million points away; so would a target's or an attribute's
    /// number moved further than this.
    static let largestOutput = 1e6

    /// The most answers kept before the store starts over.
    static let storedAnswerLimit = 16_384

    private(set) var current: LiveSwiftGeneration?
    private var previous: LiveSwiftGeneration?
    private var failures: [LiveSwiftFailure] = []
    private var answers: [AnswerKey: [Double]] = [:]

    private struct AnswerKey: Hashable {
        let generation: Int
        let method: LiveMethod
        let name: String
        let numbers: [String: Double]
        let inputs: [Double]
    }

    /// Makes `generation` the version answering calls; the one it replaces stays as the
    /// fallback, and the one before that stops.
    func adopt(_ generation: LiveSwiftGeneration) {
        previous?.stop()
        previous = current
        current = generation
        answers.removeAll()
    }

    /// The failures since the last time, oldest first.
    func takeFailures() -> [LiveSwiftFailure] {
        defer { failures.removeAll() }
        return failures
    }

    /// Stops every version's process.
    func stop() {
        current?.stop()
        previous?.stop()
    }

    func call(_ method: LiveMethod, of name: String, numbers: [String: Double], inputs: [Double]) -> [Double]? {
        let versions = [current, previous].compactMap { $0 }
        for (index, generation) in versions.enumerated() {
            guard let type = generation.workingType(name, kind: method.kind) else { continue }
            let key = AnswerKey(generation: generation.number, method: method, name: name, numbers: numbers, inputs: inputs)
            if let stored = answers[key] { return stored }
            let ordered = type.numberNames.enumerated().map { numbers[$1] ?? type.defaults[$0] }
            let call = LiveCall(entry: type.entry, numbers: ordered, method: method, inputs: inputs)
            let outcome: Result<[Double], LiveSwiftProblem>
            switch generation.perform(call, of: name) {
            case .values(let values): outcome = Self.checked(values, for: call)
            case .failed(let problem): outcome = .failure(problem)
            case .starting: continue
            }
            switch outcome {
            case .success(let outputs):
                if answers.count >= Self.storedAnswerLimit { answers.removeAll() }
                answers[key] = outputs
                return outputs
            case .failure(let problem):
                generation.markFailed(name, problem)
                let fallback = versions[(index + 1)...].contains { $0.workingType(name, kind: method.kind) != nil }
                failures.append(
                    LiveSwiftFailure(
                        typeName: name, call: Self.describe(method, inputs: inputs),
                        reason: problem.reason,
                        fallback: fallback ? "the version before" : "a neutral value"))
            }
        }
        return nil
    }

    func placesItems(of name: String) -> Bool? {
        [current, previous].compactMap { $0 }.lazy.compactMap { $0.types.first { $0.name == name && $0.kind == .transform } }
            .first?.placesItems
    }

    func numberNames(of name: String) -> [String]? {
        [current, previous].compactMap { $0 }.lazy.compactMap { $0.types.first { $0.name == name }?.numberNames }.first
    }

    func defaultNumber(_ number: String, of name: String) -> Double? {
        for generation in [current, previous].compactMap({ $0 }) {
            guard let type = generation.types.first(where: { $0.name == name }),
                let index = type.numberNames.firstIndex(of: number)
            else { continue }
            return type.defaults[index]
        }
        return nil
    }

    /// `outputs` if they are as many as `call` should give and every one is finite and within
    /// ±``largestOutput``; otherwise the problem, naming the first bad one. A method that gives
    /// back what it was given changed (an action's target, a plugin's attributes) may move each
    /// number up to ``largestOutput`` from where it was: a card a million cards along the
    /// content is far from 0 and still right.
    static func checked(_ outputs: [Double], for call: LiveCall) -> Result<[Double], LiveSwiftProblem> {
        let method = call.method
        let expected = call.inputs.count / method.inputWidth * method.outputWidth
        guard outputs.count == expected else {
            return .failure(LiveSwiftProblem("it gave \(outputs.count) numbers for \(expected)"))
        }
        for (index, output) in outputs.enumerated() {
            guard output.isFinite else { return .failure(LiveSwiftProblem("it returned \(output)")) }
            guard let start = method.returnedInputStart else {
                if abs(output) > largestOutput {
                    return .failure(LiveSwiftProblem("it returned \(output), beyond ±1000000"))
                }
                continue
            }
            let given = call.inputs[index / method.outputWidth * method.inputWidth + start + index % method.outputWidth]
            if !(abs(output - given) <= largestOutput) {
                return .failure(LiveSwiftProblem("it returned \(output) for \(given), more than 1000000 away"))
            }
        }
        return .success(outputs)
    }

    /// The call as the person wrote the requirement, with its input: "normalizedPath(withCoordinate:
    /// 0.37)", "evaluate(0.4)", "update(0.5, target:)", "prepareAttributes(item 3)".
    static func describe(_ method: LiveMethod, inputs: [Double]) -> String {
        let firsts = stride(from: 0, to: inputs.count, by: method.inputWidth).map { inputs[$0] }
        let input = firsts.map { "\($0)" }.joined(separator: ", ")
        switch method {
        case .normalizedPath: return "normalizedPath(withCoordinate: \(input))"
        case .transform: return "transform(withScrollingRate: \(input))"
        case .evaluate: return "evaluate(\(input))"
        case .update: return "update(\(input), target:)"
        case .prepareAttributes:
            let items = firsts.map { $0.isFinite ? "\(Int(exactly: $0.rounded()) ?? 0)" : "\($0)" }
            return "prepareAttributes(item \(items.joined(separator: ", ")))"
        case .appearance: return "appearance(withScrollingRate: \(input), in:)"
        case .visibleOffsetLimit: return "visibleOffsetLimit(in:)"
        }
    }
}
