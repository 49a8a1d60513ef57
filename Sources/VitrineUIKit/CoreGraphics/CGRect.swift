/// Core Graphics' rectangle, as the seeds' code names it: Vitrine's `Rect`, made with
/// `CGRect(x:y:width:height:)`, `CGRect(origin:size:)` or `.zero`, and read with `minX`, `midX`,
/// `maxX`, `width` and the rest.
public typealias CGRect = Rect
