/// What the host's pictures take, for the motion lab: how many textures, how many bytes of
/// the budget, and how many pictures wait to be decoded.
public struct PictureMemoryReadout: Hashable, Sendable {
    /// How many picture files the cards show.
    public var pictureCount: Int
    /// How many textures are kept.
    public var textureCount: Int
    /// The bytes those textures take.
    public var textureBytes: Int
    /// The most bytes kept between frames.
    public var budget: Int
    /// Pictures waiting to be decoded or uploaded.
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

    /// "pictures 34 textures · 48.2 of 256 MiB · 3 waiting", with "· 2 cannot be shown" when
    /// some cannot.
    var line: String {
        let mebibyte = 1024.0 * 1024
        let used = (Double(textureBytes) / mebibyte * 10).rounded() / 10
        return "pictures \(textureCount) textures · \(used) of \(Int((Double(budget) / mebibyte).rounded())) MiB"
            + " · \(waitingCount) waiting" + (problemCount == 0 ? "" : " · \(problemCount) cannot be shown")
    }
}
