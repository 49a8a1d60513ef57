extension WheelInput {
    /// Tells from SDL's precise deltas (`preciseX`, `preciseY`) what kind of device sent them.
    ///
    /// Both deltas whole numbers (including zero) give ``WheelKind/notched``; any fractional
    /// part gives ``WheelKind/continuous``. A value that is not finite counts as fractional.
    ///
    /// The decision is made for this one event only and remembers nothing: a touchpad step
    /// that happens to be whole (say exactly 1.0) is classified as notched. A scroller that
    /// needs a steadier answer should look at several events in a row.
    ///
    /// ```swift
    /// WheelInput.kind(preciseX: 0, preciseY: -2)     // .notched
    /// WheelInput.kind(preciseX: 0, preciseY: 0.75)   // .continuous
    /// ```
    public static func kind(preciseX: Double, preciseY: Double) -> WheelKind {
        isWhole(preciseX) && isWhole(preciseY) ? .notched : .continuous
    }

    private static func isWhole(_ value: Double) -> Bool {
        value.isFinite && value.rounded(.towardZero) == value
    }
}
