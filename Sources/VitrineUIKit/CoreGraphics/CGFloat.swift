/// Core Graphics' floating-point scalar, as the seeds' code names it: Vitrine's engines compute in
/// `Double`, so `CGFloat` is `Double` here, with `Double`'s `.pi`, `.zero` and
/// `.greatestFiniteMagnitude`, and Foundation's `sin` and `cos` taking it.
public typealias CGFloat = Double
