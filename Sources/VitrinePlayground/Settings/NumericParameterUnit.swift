/// How the panel shows the value of a ``NumericParameter``.
enum NumericParameterUnit: Hashable, Sendable {
    /// A plain number with two decimals.
    case number
    /// Radians, shown with their degrees.
    case angle
    /// A whole number of things (cards), shown and stepped without decimals.
    case count
}
