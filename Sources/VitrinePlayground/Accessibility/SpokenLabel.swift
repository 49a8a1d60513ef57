/// What a screen reader says for the focused item, as the inspector shows it and the Swift
/// export gives the library user for their platform's accessibility label.
enum SpokenLabel {
    /// "Card 3 of 24" for card `index` (counted from 0) of `count`; with a picture, its file's
    /// name and place: "landscape-03.jpg, 3 of 12".
    static func card(_ index: Int, of count: Int, picture: PictureShelf.Picture? = nil) -> String {
        if let picture { return "\(picture.name), \(index + 1) of \(count)" }
        return "Card \(index + 1) of \(count)"
    }

    /// "Page 2 of 5" for page `index` (counted from 0) of `count`.
    static func page(_ index: Int, of count: Int) -> String {
        "Page \(index + 1) of \(count)"
    }
}
