/// A mouse button, as a pointer press or release reports it.
public enum MouseButton: Hashable, Sendable {
    /// The primary (usually left) button.
    case left
    /// The middle button, often the wheel pressed down.
    case middle
    /// The secondary (usually right) button.
    case right
    /// Any other button, by the number the platform gives it (SDL numbers them from 1).
    case other(Int)

    /// Creates a button from its platform number: 1 is left, 2 middle, 3 right, as SDL numbers them.
    ///
    /// Every other number becomes ``other(_:)`` with that number, so no press is lost.
    ///
    /// ```swift
    /// MouseButton(number: 3)   // .right
    /// MouseButton(number: 4)   // .other(4), SDL's first extra button
    /// ```
    public init(number: Int) {
        switch number {
        case 1: self = .left
        case 2: self = .middle
        case 3: self = .right
        default: self = .other(number)
        }
    }

    /// The platform number of the button: the inverse of ``init(number:)``.
    public var number: Int {
        switch self {
        case .left: 1
        case .middle: 2
        case .right: 3
        case .other(let number): number
        }
    }
}
