/// Core Graphics' size, as the seeds' code names it: Vitrine's `Size`, made with
/// `CGSize(width:height:)` or `.zero`.
public typealias CGSize = Size
