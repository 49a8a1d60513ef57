/// Sizes in bytes written for people: "300 bytes", "12 KiB", "1.5 MiB", "64 MiB".
public enum ByteCount {
    /// `count` in bytes, KiB, MiB or GiB, with at most one decimal and none when it is whole.
    public static func text(_ count: Int) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard count >= 1024 else { return count == 1 ? "1 byte" : "\(count) bytes" }
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = (value * 10).rounded()
        let number = tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
        return "\(number) \(units[unit])"
    }
}
