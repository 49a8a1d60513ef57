extension Key {
    /// The A key.
    public static let a = Key(canonical: "A")
    /// The B key.
    public static let b = Key(canonical: "B")
    /// The C key.
    public static let c = Key(canonical: "C")
    /// The D key.
    public static let d = Key(canonical: "D")
    /// The E key.
    public static let e = Key(canonical: "E")
    /// The F key.
    public static let f = Key(canonical: "F")
    /// The G key.
    public static let g = Key(canonical: "G")
    /// The H key.
    public static let h = Key(canonical: "H")
    /// The I key.
    public static let i = Key(canonical: "I")
    /// The J key.
    public static let j = Key(canonical: "J")
    /// The K key.
    public static let k = Key(canonical: "K")
    /// The L key.
    public static let l = Key(canonical: "L")
    /// The M key.
    public static let m = Key(canonical: "M")
    /// The N key.
    public static let n = Key(canonical: "N")
    /// The O key.
    public static let o = Key(canonical: "O")
    /// The P key.
    public static let p = Key(canonical: "P")
    /// The Q key, the usual "quit" key.
    public static let q = Key(canonical: "Q")
    /// The R key.
    public static let r = Key(canonical: "R")
    /// The S key.
    public static let s = Key(canonical: "S")
    /// The T key.
    public static let t = Key(canonical: "T")
    /// The U key.
    public static let u = Key(canonical: "U")
    /// The V key.
    public static let v = Key(canonical: "V")
    /// The W key.
    public static let w = Key(canonical: "W")
    /// The X key.
    public static let x = Key(canonical: "X")
    /// The Y key.
    public static let y = Key(canonical: "Y")
    /// The Z key.
    public static let z = Key(canonical: "Z")
}
