/// Core Graphics' point, as the seeds' code names it: Vitrine's `Point`, made with
/// `CGPoint(x:y:)` or `.zero`.
public typealias CGPoint = Point
