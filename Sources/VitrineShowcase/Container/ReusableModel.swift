/// A marker for the models a ``Showcase`` hands its views, as the seed's `ReusableModel`.
public protocol ReusableModel: Sendable {}
