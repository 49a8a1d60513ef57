import VitrineCanvas

/// Pictures on the cards: the host hands over the files it found, and whatever comes to light
/// later about one of them (a file that does not decode).
extension PlaygroundCore {
    /// Puts `shelf`'s pictures on the cards of every scene, from the next frame, and says so.
    public mutating func showPictures(_ shelf: PictureShelf, at time: Double) {
        pictures = shelf
        scene.adopt(shelf)
        comparison?.scene.adopt(shelf)
        showNotice(
            shelf.isEmpty ? "No pictures: the cards show their colors" : "Pictures from " + shelf.summary, isError: false,
            at: time, for: 4)
    }

    /// Says that the pictures asked for could not be opened (`reason` names the path); the
    /// cards keep what they had.
    public mutating func picturesFailed(_ reason: String, at time: Double) {
        showNotice(reason, isError: true, at: time, for: 6)
    }

    /// Marks picture `number` as one that cannot be shown, for `problem`: its card shows its
    /// name and the reason.
    public mutating func pictureFailed(_ number: Int, problem: String) {
        guard pictures.pictures.indices.contains(number), pictures.pictures[number].problem == nil else { return }
        pictures.pictures[number].problem = problem
        scene.adopt(pictures)
        comparison?.scene.adopt(pictures)
    }

    /// The motion lab's line about the pictures, longest form first (see
    /// `PictureReadout.lines`), counting every picture that cannot be shown: those found so when
    /// listed as well as those the host's decoding reported. None without a readout.
    var picturesLines: [String] {
        guard var readout = pictureReadout else { return [] }
        readout.problemCount = pictures.problemCount
        return readout.lines
    }

    /// Asks the host for the pictures of the running preset's `pictures`, when it names some
    /// other than those on the cards.
    public mutating func openPresetPictures() {
        guard let path = userPresets.first(where: { $0.name == scene.presetName })?.pictures, path != pictures.path
        else { return }
        request(.openPictures(path: path))
    }

    /// Hands a scene that just took over what the window shares with every scene: the person's
    /// Swift types, the pictures and reduced motion.
    func adoptShared(_ scene: inout any Scene) {
        scene.adopt(liveTypes, isFirst: false)
        scene.adopt(pictures)
        scene.setReducesMotion(reducesMotion)
    }
}
