/// One call of a person's code: which type, with which numbers set, which requirement, on which
/// inputs.
public struct LiveCall: Hashable, Sendable {
    /// The type's place in the compiled file set's list (``LiveTypeDescription/entry``).
    public var entry: Int
    /// The type's numbers, in the order of its ``LiveTypeDescription/numberNames``.
    public var numbers: [Double]
    /// The requirement called.
    public var method: LiveMethod
    /// The inputs, ``LiveMethod/inputWidth`` numbers each.
    public var inputs: [Double]

    /// A call of `method` of entry `entry`, made with `numbers`, on `inputs`.
    public init(entry: Int, numbers: [Double], method: LiveMethod, inputs: [Double]) {
        self.entry = entry
        self.numbers = numbers
        self.method = method
        self.inputs = inputs
    }
}
