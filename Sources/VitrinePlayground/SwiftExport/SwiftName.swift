/// A preset's name as Swift names: `flow-start` gives `flowStart` for its functions and
/// `FlowStart` for its file among others.
///
/// The name's words are its runs of ASCII letters and digits; the first keeps its case but for
/// its first letter, lower case, and each later one starts upper case. A name that would start
/// with a digit (or has no letter or digit at all) is prefixed with `preset`.
///
/// ```swift
/// SwiftName("time-machine").lowerCamelCase   // "timeMachine"
/// SwiftName("3d_ring").upperCamelCase        // "Preset3dRing"
/// ```
struct SwiftName: Hashable, Sendable {
    /// The name as a Swift value is named: `flowStart`.
    let lowerCamelCase: String

    /// Makes the Swift name of preset `presetName`.
    init(_ presetName: String) {
        let words = presetName.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.first.map({ !$0.isLetter }) ?? true { name = "preset" + name.prefix(1).uppercased() + name.dropFirst() }
        lowerCamelCase = name
    }

    /// The name as a Swift type or file is named: `FlowStart`.
    var upperCamelCase: String {
        lowerCamelCase.prefix(1).uppercased() + lowerCamelCase.dropFirst()
    }

    /// `lowerCamelCase` followed by `suffix`: `flowStartLayout`.
    func appending(_ suffix: String) -> String {
        lowerCamelCase + suffix
    }
}
