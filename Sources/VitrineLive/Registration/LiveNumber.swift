/// Conversions between a person's number properties (Double, CGFloat, Float, Int, Bool) and
/// the `Double`s the window tunes, used by the registration code Vitrine generates.
public enum LiveNumber {
    /// A floating-point property's value.
    public static func double<Value: BinaryFloatingPoint>(_ value: Value) -> Double { Double(value) }

    /// An integer property's value.
    public static func double<Value: BinaryInteger>(_ value: Value) -> Double { Double(value) }

    /// A Boolean property's value: 1 for `true`, 0 for `false`.
    public static func double(_ value: Bool) -> Double { value ? 1 : 0 }

    /// `number` as a floating-point property of the type of `like`.
    public static func converted<Value: BinaryFloatingPoint>(_ number: Double, like: Value) -> Value { Value(number) }

    /// `number` rounded to the nearest value an integer property of the type of `like` holds;
    /// a number that is not finite keeps `like`.
    public static func converted<Value: BinaryInteger & FixedWidthInteger>(_ number: Double, like: Value) -> Value {
        guard number.isFinite else { return like }
        let rounded = number.rounded()
        if rounded <= Double(Value.min) { return Value.min }
        if rounded >= Double(Value.max) { return Value.max }
        return Value(rounded)
    }

    /// `number` as a Boolean property: `true` for anything but 0.
    public static func converted(_ number: Double, like: Bool) -> Bool { number != 0 }
}
