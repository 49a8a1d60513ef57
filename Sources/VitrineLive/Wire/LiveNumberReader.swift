import VitrineGeometry

/// Reads the numbers of a call's input or output one after another, in the order a flattening
/// (``VitrineParallax/PVTarget/liveNumbers``, …) wrote them. Its owner checks that there are
/// enough before it reads.
struct LiveNumberReader {
    private let numbers: [Double]
    private var position: Int

    /// A reader of `numbers` from index `start`.
    init(_ numbers: [Double], from start: Int) {
        self.numbers = numbers
        self.position = start
    }

    /// Whether `count` numbers are there to read from the start: never past the end.
    static func hasRoom(for count: Int, in numbers: [Double], from start: Int) -> Bool {
        start >= 0 && numbers.count - start >= count
    }

    /// The next number.
    mutating func number() -> Double {
        defer { position += 1 }
        return numbers[position]
    }

    /// The next number as a whole number: rounded, and kept within `Int`'s range (0 for one
    /// that is not finite).
    mutating func whole() -> Int {
        LiveNumber.converted(number(), like: 0)
    }

    /// The next number as on (anything but 0) or off.
    mutating func flag() -> Bool {
        number() != 0
    }

    /// The next two numbers as a point: x, y.
    mutating func point() -> Point {
        Point(x: number(), y: number())
    }

    /// The next two numbers as a size: width, height.
    mutating func size() -> Size {
        Size(width: number(), height: number())
    }

    /// The next four numbers as a rectangle: x, y, width, height.
    mutating func rect() -> Rect {
        Rect(x: number(), y: number(), width: number(), height: number())
    }

    /// The next four numbers as a color: red, green, blue, alpha.
    mutating func color() -> Color {
        Color(red: number(), green: number(), blue: number(), alpha: number())
    }

    /// The next four numbers as insets: top, left, bottom, right.
    mutating func insets() -> EdgeInsets {
        EdgeInsets(top: number(), left: number(), bottom: number(), right: number())
    }

    /// The next sixteen numbers as a transform, row by row (m11, m12, … m44).
    mutating func transform() -> Transform3D {
        defer { position += 16 }
        return Transform3D(entries: numbers, from: position)
    }
}
