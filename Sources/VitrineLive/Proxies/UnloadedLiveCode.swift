/// The ``LiveCode`` of a place where no person's code runs: it answers nothing, so a proxy made
/// with it draws its neutral value. A presets file read only to check it (that a saved file
/// reads back) makes its user types with it.
public final class UnloadedLiveCode: LiveCode {
    /// Code that answers nothing.
    public init() {}

    /// `nil`: nothing runs here.
    public func call(_ method: LiveMethod, of name: String, numbers: [String: Double], inputs: [Double]) -> [Double]? { nil }

    /// `nil`: no type is loaded here.
    public func defaultNumber(_ number: String, of name: String) -> Double? { nil }

    /// `nil`: no type is loaded here.
    public func numberNames(of name: String) -> [String]? { nil }

    /// `nil`: no type is loaded here.
    public func placesItems(of name: String) -> Bool? { nil }
}
