import VitrineLive

/// A test double of ``LiveCode`` that answers the proxies in this process, through the same
/// ``LiveEntryList/answer(_:)`` the process that runs a person's code uses: no pipe, no
/// compiler, the real answering. Records every call; `nil` for a refusal, as the window's
/// code gives `nil` when no version can answer.
final class InProcessLiveCode: LiveCode, @unchecked Sendable {
    private let list: LiveEntryList
    /// The calls so far: method, type and inputs.
    private(set) var calls: [(method: LiveMethod, name: String, inputs: [Double])] = []

    /// Answers with the types of `entries`.
    init(_ entries: [LiveEntry]) {
        list = LiveEntryList(entries)
    }

    func call(_ method: LiveMethod, of name: String, numbers: [String: Double], inputs: [Double]) -> [Double]? {
        calls.append((method, name, inputs))
        guard let type = list.catalogue.first(where: { $0.name == name }) else { return nil }
        let ordered = type.numberNames.enumerated().map { numbers[$1] ?? type.defaults[$0] }
        guard
            case .values(let values) = list.answer(
                .call(
                    LiveCall(
                        entry: type.entry, numbers: ordered, method: method,
                        inputs: inputs)))
        else { return nil }
        return values
    }

    func defaultNumber(_ number: String, of name: String) -> Double? {
        guard let type = list.catalogue.first(where: { $0.name == name }),
            let index = type.numberNames.firstIndex(of: number)
        else { return nil }
        return type.defaults[index]
    }

    func numberNames(of name: String) -> [String]? {
        list.catalogue.first { $0.name == name }?.numberNames
    }

    func placesItems(of name: String) -> Bool? {
        list.catalogue.first { $0.name == name }?.placesItems
    }
}
