import VitrinePlayground

extension App {
    /// How many frames a headless run goes on at most after the frame that played its script's
    /// last entry, for the scene to come to rest: 600, 10 seconds at the fixed step of 1/60 s.
    static let settlingFrameLimit = 600

    /// Whether a headless run without `--frames` is over after the frame of index `frameIndex`
    /// (from 0), updated and about to be drawn.
    ///
    /// Without a script that is the first frame. With one, the run goes on after its last entry
    /// until the scene is no longer moving because of input (``PlaygroundCore/isSceneMoving``: a
    /// wheel's glide, a fling, a spring), so the last frame, its screenshot and the recording show
    /// where the motion comes to rest; at most ``settlingFrameLimit`` frames after that entry. A
    /// script's `quit` ends the run at once, in the frame loop. Never over in a window, or with
    /// `--frames`. Asked once per frame: the first frame that finds the script played is noted
    /// as ``scriptEndFrame``.
    func isHeadlessScriptDone(frameIndex: Int) -> Bool {
        guard options.mode == .headless, options.frames == nil else { return false }
        guard let script else { return true }
        guard script.isFinished else { return false }
        let end = scriptEndFrame ?? frameIndex
        scriptEndFrame = end
        return !core.isSceneMoving || frameIndex - end >= Self.settlingFrameLimit
    }
}
