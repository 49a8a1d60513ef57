extension FlowConfiguration: Equatable {
    /// The same alignment, plugin set, plugins (type and numbers, running or not), snapping,
    /// direction, feel and cards' count and scale.
    static func == (lhs: FlowConfiguration, rhs: FlowConfiguration) -> Bool {
        lhs.alignment == rhs.alignment && lhs.pluginSet == rhs.pluginSet
            && lhs.pluginValues.count == rhs.pluginValues.count
            && zip(lhs.pluginValues, rhs.pluginValues).allSatisfy { AnyHashable.areEqual($0, $1) }
            && lhs.snapping == rhs.snapping && lhs.scrollDirection == rhs.scrollDirection && lhs.feel == rhs.feel
            && lhs.itemCount == rhs.itemCount && lhs.itemScale == rhs.itemScale && lhs.pictureMode == rhs.pictureMode
            && lhs.cardSizes == rhs.cardSizes
    }
}
