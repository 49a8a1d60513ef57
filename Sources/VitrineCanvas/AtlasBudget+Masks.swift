extension AtlasBudget {
    /// Whether `mask`'s image is small enough for the atlas: at most ``largestMaskShare`` of its
    /// texels. A larger shape is always tessellated.
    public func canHold(_ mask: RoundedRectMask) -> Bool {
        let side = Double(packer.width)
        return Double(mask.imageWidth * mask.imageHeight) <= side * side * Self.largestMaskShare
    }

    /// Whether this frame may draw `mask` from the atlas: it is one of the first
    /// ``masksPerFrame`` distinct masks the frame asks for. Asking counts it.
    public mutating func admits(_ mask: RoundedRectMask) -> Bool {
        if masksAskedThisFrame.contains(mask) { return true }
        guard masksAskedThisFrame.count < masksPerFrame else { return false }
        masksAskedThisFrame.insert(mask)
        return true
    }

    /// A place for a new `mask` (its image's top-left texel), or `nil` when there is none: the
    /// atlas is full, or masks would pass ``glyphReserve`` or reach the glyphs' rows. Beside
    /// masks of earlier frames, that asks for the masks to start afresh
    /// (``isMaskRestartNeeded``); when the frame's own masks took the room, its other shapes
    /// are tessellated. Call ``countMadeMask(_:)`` once its image is in place.
    public mutating func placeMask(_ mask: RoundedRectMask) -> (x: Int, y: Int)? {
        guard !isFull else { return nil }
        let height = maskPacker.height
        let limit = min(Int(Double(height) * (1 - Self.glyphReserve)), height - packer.usedHeight)
        guard let spot = maskPacker.insert(width: mask.imageWidth, height: mask.imageHeight, below: limit) else {
            if holdsEarlierMasks { isMaskRestartNeeded = true }
            return nil
        }
        return (spot.x, height - spot.y - mask.imageHeight)
    }

    /// Counts `mask`, placed by ``placeMask(_:)``, as made: as mask texels.
    public mutating func countMadeMask(_ mask: RoundedRectMask) {
        maskTexels += mask.imageWidth * mask.imageHeight
    }
}
