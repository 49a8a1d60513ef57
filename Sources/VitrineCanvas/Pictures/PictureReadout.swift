/// What a ``PictureSource`` holds: its pictures, the textures it keeps and their bytes against
/// its budget, and how many wait; the motion lab shows it.
public struct PictureReadout: Hashable, Sendable {
    /// How many picture files it shows.
    public var pictureCount: Int
    /// How many textures it keeps.
    public var textureCount: Int
    /// The bytes those textures take.
    public var textureBytes: Int
    /// The most bytes it keeps between frames.
    public var budget: Int
    /// Pictures waiting to be decoded, being decoded, or decoded and waiting to be uploaded.
    public var waitingCount: Int
    /// Pictures that cannot be shown.
    public var problemCount: Int

    /// Creates a readout.
    public init(pictureCount: Int, textureCount: Int, textureBytes: Int, budget: Int, waitingCount: Int, problemCount: Int) {
        self.pictureCount = pictureCount
        self.textureCount = textureCount
        self.textureBytes = textureBytes
        self.budget = budget
        self.waitingCount = waitingCount
        self.problemCount = problemCount
    }
}
