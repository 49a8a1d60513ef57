import VitrineCanvas

extension PresetEntry.Member {
    /// `pictureMode`, where it is not the default fill: a preset that never met pictures
    /// reads as it always did.
    static func pictureMode(_ mode: PictureContentMode) -> [PresetEntry.Member] {
        mode == .fill ? [] : [PresetEntry.Member("pictureMode", .string(mode.rawValue))]
    }
}
