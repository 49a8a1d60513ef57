import VitrineFiles
import VitrinePlayground
import VitrineSDL

/// Pictures on the cards: files named by `--images` or dropped on the window are listed here,
/// decoded by the ``PictureLibrary`` off the frame loop, and what turns out wrong with one is
/// said on stderr and on its card.
extension App {
    /// Puts the pictures of `paths` (folders or files) on the cards, in place of any before; a
    /// path that cannot be listed costs a line on stderr and a notice, and the cards keep what
    /// they had.
    func openPictures(_ paths: [String], at time: Double) {
        let files: PictureFiles
        do {
            files = try PictureFiles(paths: paths)
        } catch {
            Self.warn(error.description)
            core.picturesFailed(error.description, at: time)
            return
        }
        for problem in files.problems { Self.warn(problem) }
        let pictures =
            pictureLibrary
            ?? PictureLibrary(
                renderer: renderer, budget: options.pictureMemory, decodesWhenIdle: options.mode == .window)
        pictures.files = files.paths
        pictureLibrary = pictures
        core.showPictures(files.shelf, at: time)
    }

    /// Starts a frame of the picture library, and hands the core the pictures that turned out
    /// not to decode since the last one, each said once on stderr.
    func beginPictureFrame() {
        guard let pictures = pictureLibrary else { return }
        pictures.beginFrame()
        reportPictureProblems()
        core.pictureReadout = pictures.readout
    }

    /// Decodes, before this frame is drawn, every picture it asked for: for a headless run and
    /// a screenshot, whose frames must not depend on how fast the threads were. Returns whether
    /// a picture came in, so that the frame is built again with it.
    func loadRequestedPicturesNow() -> Bool {
        guard let pictures = pictureLibrary else { return false }
        let loaded = pictures.loadRequestedNow()
        reportPictureProblems()
        return loaded
    }

    private func reportPictureProblems() {
        guard let pictures = pictureLibrary else { return }
        for (number, problem) in pictures.takeProblems() {
            Self.warn("\(pictures.files[number]): \(problem)")
            core.pictureFailed(number, problem: problem.shortDescription)
        }
    }
}
