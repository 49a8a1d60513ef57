@_spi(Vitrine) import VitrineCanvas

extension Atlas {
    /// The mask's region, rasterized into the atlas the first time it is asked for; `nil` for
    /// masks larger than ``largestMaskShare`` of the atlas, past the frame's first
    /// ``masksPerFrame``, or without room (more than ``glyphReserve`` of the rows taken).
    ///
    /// A mask asked for again in the same frame is found among the recent masks without
    /// hashing it.
    public func region(for mask: RoundedRectMask) -> TextureRegion? {
        if let recent = recentMasks.region(for: mask, epoch: maskEpoch) { return recent }
        guard budget.canHold(mask), budget.admits(mask) else { return nil }
        if let known = masks[mask] {
            recentMasks.remember(known, for: mask, epoch: maskEpoch)
            return known
        }
        guard let spot = budget.placeMask(mask) else { return nil }
        let width = mask.imageWidth, height = mask.imageHeight
        guard (try? upload(x: spot.x, y: spot.y, width: width, height: height, coverage: mask.coverage())) != nil else {
            return nil
        }
        let made = region(x: spot.x, y: spot.y, width: width, height: height)
        masks[mask] = made
        recentMasks.remember(made, for: mask, epoch: maskEpoch)
        budget.countMadeMask(mask)
        rasterizedMasks += 1
        return made
    }
}
