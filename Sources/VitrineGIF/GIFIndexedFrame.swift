/// One frame's pixels inside the rectangle being redrawn, as color table indices.
struct GIFIndexedFrame {
    /// The part of the canvas this frame redraws.
    let rectangle: GIFRectangle

    /// The frame's local color table, without the transparent entry.
    let palette: GIFPalette

    /// The index that leaves the canvas pixel underneath unchanged, if the frame uses
    /// one. It comes right after the palette's colors.
    let transparentIndex: UInt8?

    /// One index per pixel of ``rectangle``, row by row from the top.
    let indices: [UInt8]

    /// Creates a frame that draws every pixel of `rectangle`, without transparency.
    ///
    /// `pixels` holds exactly the pixels of `rectangle`, row by row from the top.
    init(rectangle: GIFRectangle, opaquePixels pixels: [GIFColor]) {
        let palette = GIFPalette(quantizing: pixels, maximumCount: GIFPalette.maximumColorCount)
        var cache = GIFColorIndexCache(palette: palette)
        self.init(
            rectangle: rectangle,
            palette: palette,
            transparentIndex: nil,
            indices: pixels.map { cache.index(of: $0) }
        )
    }

    /// Creates a frame that redraws `rectangle`, the changed part of the canvas.
    ///
    /// Pixels that did not change get the transparent index, so the decoder keeps what
    /// it already shows and long runs of that one index compress well. The transparent
    /// index uses up one of the 256 color table entries, leaving 255 for the changed
    /// pixels. When they use exactly 256 colors, which 255 entries cannot hold exactly,
    /// the rectangle is written without transparency instead, from all of its pixels:
    /// that way a frame with at most 256 colors is always stored without loss.
    ///
    /// `pixels` and `previousPixels` hold the current and previous frames of a canvas
    /// `canvasWidth` pixels wide, row by row from the top.
    init(
        pixels: [GIFColor],
        previousPixels: [GIFColor],
        canvasWidth: Int,
        rectangle: GIFRectangle
    ) {
        var rectanglePixels: [GIFColor] = []
        var changedPixels: [GIFColor] = []
        var isChanged: [Bool] = []
        rectanglePixels.reserveCapacity(rectangle.area)
        isChanged.reserveCapacity(rectangle.area)
        for row in rectangle.rows {
            for column in rectangle.columns {
                let color = pixels[row * canvasWidth + column]
                let changed = color != previousPixels[row * canvasWidth + column]
                rectanglePixels.append(color)
                isChanged.append(changed)
                if changed {
                    changedPixels.append(color)
                }
            }
        }

        let maximumCount = GIFPalette.maximumColorCount
        let changedColors = GIFPalette.distinctColors(in: changedPixels, limit: maximumCount)
        let hasUnchangedPixels = changedPixels.count < rectangle.area
        let transparencyWouldForceApproximation = changedColors?.count == maximumCount
        guard hasUnchangedPixels, !transparencyWouldForceApproximation else {
            self.init(rectangle: rectangle, opaquePixels: rectanglePixels)
            return
        }

        let palette =
            if let changedColors {
                GIFPalette(colors: changedColors)
            } else {
                GIFPalette(medianCutOf: changedPixels, maximumCount: maximumCount - 1)
            }
        let transparentIndex = UInt8(truncatingIfNeeded: palette.colors.count)
        var cache = GIFColorIndexCache(palette: palette)
        let indices = zip(rectanglePixels, isChanged).map { color, changed in
            changed ? cache.index(of: color) : transparentIndex
        }
        self.init(
            rectangle: rectangle,
            palette: palette,
            transparentIndex: transparentIndex,
            indices: indices
        )
    }

    /// Creates a frame from its parts.
    private init(
        rectangle: GIFRectangle,
        palette: GIFPalette,
        transparentIndex: UInt8?,
        indices: [UInt8]
    ) {
        self.rectangle = rectangle
        self.palette = palette
        self.transparentIndex = transparentIndex
        self.indices = indices
    }

    /// The number of bits per color table index: the table has `1 << colorTableBits`
    /// entries, enough for the palette and the transparent index; GIF needs at least 2.
    var colorTableBits: Int {
        let entryCount = palette.colors.count + (transparentIndex == nil ? 0 : 1)
        var bits = 1
        while 1 << bits < entryCount {
            bits += 1
        }
        return bits
    }
}
