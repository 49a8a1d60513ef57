/// What runs a person's code for the window: the proxies (``LivePath``, ``LiveTransform``,
/// ``LiveTimingFunction``, ``LiveAction``, ``LiveFlowPlugin``) ask it by type name, so that a
/// recompiled file takes over from the old one without the scenes holding anything new.
///
/// The window's implementation calls into a process of its own and never fails: when no
/// version of a type can answer (it trapped, looped or returned nonsense, and there is no
/// earlier good version), it returns `nil` and the proxy draws a neutral value instead.
public protocol LiveCode: AnyObject, Sendable {
    /// The outputs of `method` (``LiveMethod/outputWidth`` numbers per input) of the type
    /// called `name`, made with `init()` and then given `numbers` (the ones not named keep
    /// their defaults), on `inputs`; `nil` when no version of the type can answer.
    func call(_ method: LiveMethod, of name: String, numbers: [String: Double], inputs: [Double]) -> [Double]?

    /// The value of the number `number` of the type called `name` in a value made with
    /// `init()`, in the version now loaded; `nil` when there is no such type or number.
    func defaultNumber(_ number: String, of name: String) -> Double?

    /// The names of the numbers of the type called `name`, in the version now loaded; `nil`
    /// when there is no such type.
    func numberNames(of name: String) -> [String]?

    /// For a transform of the person's that conforms to `AppearanceTransform`, whether it places
    /// its items, in the version now loaded; `nil` for any other type.
    func placesItems(of name: String) -> Bool?
}
