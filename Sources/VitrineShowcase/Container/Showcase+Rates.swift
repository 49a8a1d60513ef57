extension Showcase {
    /// The scrolling rate of item `index` where it is shown nearest the viewport's center (the
    /// rate its path and transform are read at; see ``Layout/rate(forOffset:in:)``), or `nil`
    /// when no current slot shows it.
    public func rate(ofItem index: Int) -> Double? {
        let nearest = currentSlots.filter { $0.model == index }.min { abs($0.distance) < abs($1.distance) }
        return nearest.map(rate(of:))
    }
}
