import VitrineJSON

extension PresetsDecoder {
    /// `itemLengths`: an array of 1 to 10,000 numbers, each from 0.1 to 10, the cards' lengths
    /// along the axis as multiples of the size the window gives them. Every number out of range
    /// is reported; the list is taken only when all are good.
    mutating func itemLengths(_ value: JSONValue, field: String) -> [Double]? {
        let counts = ShowcaseConfiguration.itemLengthsCount, range = ShowcaseConfiguration.itemLengthMultiples
        let expected =
            "an array of \(counts.lowerBound) to 10,000 numbers from \(Self.text(of: range.lowerBound)) to "
            + Self.text(of: range.upperBound)
        guard let items = value.arrayValue else {
            report("expected \(expected), found \(value.typeName)", at: value.position, field: field)
            return nil
        }
        guard counts.contains(items.count) else {
            let found = items.isEmpty ? "an empty array" : "\(items.count) numbers"
            report("expected \(expected), found \(found)", at: value.position, field: field)
            return nil
        }
        var lengths: [Double] = []
        lengths.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard let number = number(item, field: "\(field)[\(index)]") else { continue }
            guard range.contains(number) else {
                report(
                    "expected a number from \(Self.text(of: range.lowerBound)) to \(Self.text(of: range.upperBound)), "
                        + "found \(Self.text(of: number))", at: item.position, field: "\(field)[\(index)]")
                continue
            }
            lengths.append(number)
        }
        return lengths.count == items.count ? lengths : nil
    }
}
