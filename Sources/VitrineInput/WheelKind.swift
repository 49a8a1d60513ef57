/// What kind of device produced a wheel event, as far as its deltas tell.
public enum WheelKind: Hashable, Sendable {
    /// A mouse wheel that turns in whole notches: each delta is a whole number of clicks.
    case notched
    /// A touchpad or a high-resolution wheel: deltas are fractional and arrive in many small steps.
    case continuous
}
