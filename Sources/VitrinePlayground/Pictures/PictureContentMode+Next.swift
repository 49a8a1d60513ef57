import VitrineCanvas

extension PictureContentMode {
    /// The mode after this one, as V cycles them: fill, fit, original, fill again.
    var next: PictureContentMode {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
