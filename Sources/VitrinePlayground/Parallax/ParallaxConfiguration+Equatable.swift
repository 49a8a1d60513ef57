extension ParallaxConfiguration: Equatable {
    /// The same direction, feel and perspective, and the same types of the person's with the
    /// same numbers.
    static func == (lhs: ParallaxConfiguration, rhs: ParallaxConfiguration) -> Bool {
        lhs.direction == rhs.direction && lhs.feel == rhs.feel && lhs.perspectiveDistance == rhs.perspectiveDistance
            && lhs.liveTimingFunctions == rhs.liveTimingFunctions && lhs.liveActions == rhs.liveActions
            && lhs.pictureMode == rhs.pictureMode
    }
}
