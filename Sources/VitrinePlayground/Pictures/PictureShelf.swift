import VitrineCanvas
import VitrineGeometry

/// The pictures the window puts on its cards, in order, as the host found them: each file's
/// name and size, or why it cannot be shown. The core never opens a file: the host lists a
/// folder (`--images`, a preset's `pictures`, a drop on the window), reads each file's header
/// and hands the shelf over; the cards then name each picture by its place.
public struct PictureShelf: Equatable, Sendable {
    /// One picture file.
    public struct Picture: Equatable, Sendable {
        /// The file's name, without its folder: the card's label.
        public var name: String
        /// Its size in pixels, when its header could be read.
        public var pixelSize: Size?
        /// Why it cannot be shown, in words, or `nil`.
        public var problem: String?

        /// Creates a picture.
        public init(name: String, pixelSize: Size?, problem: String? = nil) {
            self.name = name
            self.pixelSize = pixelSize
            self.problem = problem
        }
    }

    /// The pictures, in file-name order.
    public var pictures: [Picture]
    /// Where they came from, for the notice and the inspector ("photos", "3 files").
    public var source: String
    /// The folder or file they were opened from, as the person named it, which a saved preset
    /// keeps as its `pictures`; `nil` for several files dropped together.
    public var path: String?

    /// Creates a shelf.
    public init(pictures: [Picture], source: String, path: String? = nil) {
        self.pictures = pictures
        self.source = source
        self.path = path
    }

    /// No pictures: the cards show their colors and numbers.
    public static let empty = PictureShelf(pictures: [], source: "")

    /// Whether there are no pictures.
    public var isEmpty: Bool { pictures.isEmpty }

    /// Card `index`'s picture as `mode` places it, or `nil` when there is none or it cannot be
    /// shown; cards past the last picture start again from the first.
    func nodePicture(forCard index: Int, mode: PictureContentMode) -> NodePicture? {
        guard !pictures.isEmpty else { return nil }
        let number = ((index % pictures.count) + pictures.count) % pictures.count
        guard let size = pictures[number].pixelSize, pictures[number].problem == nil else { return nil }
        return NodePicture(number: number, pixelSize: size, contentMode: mode)
    }

    /// Card `index`'s picture, cards past the last one starting again from the first; `nil`
    /// without pictures.
    func picture(forCard index: Int) -> Picture? {
        guard !pictures.isEmpty else { return nil }
        return pictures[((index % pictures.count) + pictures.count) % pictures.count]
    }

    /// Each picture's length along the axis over its length across it (width over height for
    /// a horizontal axis), or `nil` for one without a size or that cannot be shown: what makes
    /// a card of the picture's proportions.
    func proportions(horizontal: Bool) -> [Double?] {
        pictures.map { picture in
            guard let size = picture.pixelSize, picture.problem == nil, size.width > 0, size.height > 0 else { return nil }
            return horizontal ? size.width / size.height : size.height / size.width
        }
    }

    /// How many pictures cannot be shown: found so when listed, or when decoded.
    var problemCount: Int { pictures.filter { $0.problem != nil }.count }

    /// "photos: 1,000 pictures", with how many cannot be shown.
    var summary: String {
        let count = pictures.count == 1 ? "1 picture" : "\(pictures.count) pictures"
        return "\(source): \(count)" + (problemCount == 0 ? "" : " (\(problemCount) cannot be shown)")
    }
}
