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

    /// A place for a new `mask`, or `nil` when there is none: the atlas is full, or masks reached
    /// ``glyphReserve`` (the atlas then asks to start afresh if masks took the room; when
    /// glyphs did, starting afresh would only make the same glyphs again, frame after frame).
    /// Call ``countMadeMask(_:)`` once its image is in place.
    public mutating func placeMask(_ mask: RoundedRectMask) -> (x: Int, y: Int)? {
        guard !isFull else { return nil }
        guard Double(packer.usedHeight) < Double(packer.height) * (1 - Self.glyphReserve) else {
            if maskTexels > glyphTexels { noteNoRoom() }
            return nil
        }
        return place(width: mask.imageWidth, height: mask.imageHeight)
    }

    /// Counts `mask`, placed by ``placeMask(_:)``, as made: as mask texels.
    public mutating func countMadeMask(_ mask: RoundedRectMask) {
        maskTexels += mask.imageWidth * mask.imageHeight
    }
}
