import VitrineGeometry

extension InputScriptParser {
    /// The highest button number a `bdown` or `bup` line may give: 255, as SDL numbers them
    /// in a byte.
    static let highestButtonNumber = 255

    /// Reads a `bdown` or `bup` line: `T bdown BUTTON X Y`, the button by its platform number
    /// (1 left, 2 middle, 3 right, 4 and up the extra buttons), then a point.
    func parseButton(
        _ command: InputScriptCommand,
        on line: InputScriptLine
    ) throws(InputScriptError) -> (Point, MouseButton) {
        guard line.tokens.count == 5 else {
            throw argumentCountError(command, on: line)
        }
        let text = line.tokens[2]
        guard let number = DecimalNumber(text)?.value, number.rounded(.towardZero) == number,
            number >= 1, number <= Double(Self.highestButtonNumber)
        else {
            throw error(
                "'\(command.rawValue)' takes a button number from 1 to \(Self.highestButtonNumber): "
                    + "expected '\(command.usage)', got '\(text)'", on: line)
        }
        let x = try parseNumber(line.tokens[3], command, rule: .finite, on: line)
        let y = try parseNumber(line.tokens[4], command, rule: .finite, on: line)
        return (Point(x: x, y: y), MouseButton(number: Int(number)))
    }

    /// Reads a `unicode` line: the text typed, as Unicode scalar values in hexadecimal
    /// (`T unicode 20 23` is a space then `#`), for text that a `text` line cannot hold.
    func parseUnicode(on line: InputScriptLine) throws(InputScriptError) -> String {
        let values = line.tokens.dropFirst(2)
        guard !values.isEmpty else {
            throw argumentCountError(.unicode, on: line)
        }
        var scalars = String.UnicodeScalarView()
        for text in values {
            let isHex = !text.isEmpty && text.count <= 6 && text.allSatisfy(\.isHexDigit)
            guard isHex, let value = UInt32(text, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw error(
                    "'unicode' takes Unicode scalar values in hexadecimal (such as 20 or 1F600): "
                        + "expected '\(InputScriptCommand.unicode.usage)', got '\(text)'", on: line)
            }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
