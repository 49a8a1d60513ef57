/// Pictures in the Flow cards' windows: one card a picture, as many cards as pictures.
extension FlowScene {
    /// How many cards there are: one a picture with pictures, else the configuration's count.
    var cardCount: Int { pictures.isEmpty ? configuration.itemCount : pictures.pictures.count }

    /// Puts one picture in each card's window, as many cards as pictures (none: the preset's
    /// cards and their skylines), the current card (the last one, when there are fewer now) in
    /// its slot.
    mutating func adopt(_ pictures: PictureShelf) {
        guard pictures != self.pictures else { return }
        let item = currentItem
        self.pictures = pictures
        relayout(direction: configuration.scrollDirection, viewport: layout.viewport, keeping: min(item, cardCount - 1))
    }
}
