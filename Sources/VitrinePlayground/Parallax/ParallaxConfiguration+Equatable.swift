extension ParallaxConfiguration: Equatable {
    /// The same direction, feel and perspective.
    static func == (lhs: ParallaxConfiguration, rhs: ParallaxConfiguration) -> Bool {
        lhs.direction == rhs.direction && lhs.feel == rhs.feel && lhs.perspectiveDistance == rhs.perspectiveDistance
    }
}
