@testable import VitrineLive

/// Where `needle` lies in `text`, in UTF-8 byte offsets: its first occurrence after the first
/// occurrence of `prefix` (right after it when `prefix` ends where `needle` starts); a test
/// failure shows as an empty range at -1.
func byteRange(of needle: String, after prefix: String = "", in text: String) -> Range<Int> {
    let bytes = Array(text.utf8)
    let searchStart =
        prefix.isEmpty ? 0 : (firstOffset(of: Array(prefix.utf8), in: bytes, from: 0).map { $0 + prefix.utf8.count } ?? -1)
    guard searchStart >= 0, let start = firstOffset(of: Array(needle.utf8), in: bytes, from: searchStart) else {
        return -1..<(-1)
    }
    return start..<(start + needle.utf8.count)
}

/// The first offset at or after `from` where `needle` starts in `bytes`.
private func firstOffset(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count, from <= bytes.count - needle.count else { return nil }
    return (from...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
}

/// The text of the UTF-8 bytes `range` of `text`; "" when the range does not fit.
func slice(_ range: Range<Int>, of text: String) -> String {
    let bytes = Array(text.utf8)
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return "" }
    return String(decoding: bytes[range], as: UTF8.self)
}

/// The one type `text` (a file at `path`) declares with a kind; `nil` unless there is exactly one.
func onlyType(in text: String, path: String = "User.swift") -> ScannedType? {
    let types = SwiftSourceScanner.scan(text, path: path)
    return types.count == 1 ? types[0] : nil
}
