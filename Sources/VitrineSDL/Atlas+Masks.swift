import VitrineCanvas

extension Atlas {
    /// The mask's region, rasterized into the atlas when it is asked for in a second frame in a
    /// row, while the frame's budget lasts and the atlas has more than ``glyphReserve`` of its
    /// rows free; `nil` for masks larger than ``largestMaskShare`` of the atlas.
    public func region(for mask: RoundedRectMask) -> TextureRegion? {
        let width = mask.imageWidth, height = mask.imageHeight
        let side = Double(nearestTexture.width)
        guard Double(width * height) <= side * side * Self.largestMaskShare else { return nil }
        masksAskedThisFrame.insert(mask)
        if let known = masks[mask] { return known }
        guard masksAskedLastFrame.contains(mask), !isFull, !masksReachedReserve,
              masksThisFrame < maskBudgetPerFrame else { return nil }
        guard Double(packer.usedHeight) < Double(packer.height) * (1 - Self.glyphReserve) else {
            // When masks took the room, start afresh next frame, so that the shapes now on
            // screen get masks again. When glyphs did, starting afresh would only make the same
            // glyphs again (every frame, as the text stays): the shapes are tessellated instead.
            masksReachedReserve = maskTexels > glyphTexels
            return nil
        }
        guard let spot = reserve(width: width, height: height) else { return nil }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for (index, alpha) in mask.coverage().enumerated() { rgba[index * 4 + 3] = alpha }
        guard (try? upload(x: spot.x, y: spot.y, width: width, height: height, rgba: rgba)) != nil else { return nil }
        let made = region(x: spot.x, y: spot.y, width: width, height: height)
        masks[mask] = made
        maskTexels += width * height
        masksThisFrame += 1
        rasterizedMasks += 1
        return made
    }
}
