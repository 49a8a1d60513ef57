extension AtlasBudget {
    /// Whether `mask`'s image is small enough for the atlas: at most ``largestMaskShare`` of its
    /// texels. A larger shape is always tessellated.
    public func canHold(_ mask: RoundedRectMask) -> Bool {
        let side = Double(packer.width)
        return Double(mask.imageWidth * mask.imageHeight) <= side * side * Self.largestMaskShare
    }

    /// Notes that this frame asks for `mask`, so that it can be made if the next frame asks too.
    public mutating func noteAsked(_ mask: RoundedRectMask) {
        masksAskedThisFrame.insert(mask)
    }

    /// A place for a new `mask`, or `nil` when it is not to be made now: it was not asked for in
    /// the previous frame, the atlas is full, the frame's ``maskBudgetPerFrame`` is spent, or
    /// masks reached ``glyphReserve``. Call ``countMadeMask(_:)`` once its image is in place.
    public mutating func placeMask(_ mask: RoundedRectMask) -> (x: Int, y: Int)? {
        guard masksAskedLastFrame.contains(mask), !isFull, !masksReachedReserve,
              masksThisFrame < maskBudgetPerFrame else { return nil }
        guard Double(packer.usedHeight) < Double(packer.height) * (1 - Self.glyphReserve) else {
            // When masks took the room, start afresh next frame, so that the shapes now on
            // screen get masks again. When glyphs did, starting afresh would only make the same
            // glyphs again (every frame, as the text stays): the shapes are tessellated instead.
            masksReachedReserve = maskTexels > glyphTexels
            return nil
        }
        return place(width: mask.imageWidth, height: mask.imageHeight)
    }

    /// Counts `mask`, placed by ``placeMask(_:)``, as made: against this frame's budget and as
    /// mask texels.
    public mutating func countMadeMask(_ mask: RoundedRectMask) {
        maskTexels += mask.imageWidth * mask.imageHeight
        masksThisFrame += 1
    }
}
