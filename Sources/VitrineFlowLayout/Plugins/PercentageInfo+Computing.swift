import VitrineGeometry

extension PercentageInfo {
    /// The percentages of an item at `frame` (seed-sources §3.3), with C the viewport's length,
    /// O the offset, S the item's length and M its centre along the axis, and Ib, Ia the section
    /// insets before and after:
    ///
    /// 1. collectionVisibility: for M < O + C/2, `−clamp((O − minEdge)/S, 0, 1)`; otherwise
    ///    `+clamp((maxEdge − (O + C))/S, 0, 1)`.
    /// 2. idealFrameVisibility: `clamp((M − idealMid)/S, −1, 1)`, with idealMid the centre of
    ///    the item's slot: `O + Ib + S/2` (lineStart), `O + C/2` (lineCenter or no alignment),
    ///    `O + C − Ia − S/2` (lineEnd).
    /// 3. idealFrameAndCollectionVisibility: with u = M − idealMid, `u/Db` for u < 0 and `u/Da`
    ///    otherwise, clamped to `-1...1`, where (Db, Da) is `((C + S)/2, (C + S)/2)` for
    ///    lineCenter or none, `(S + Ib, C − Ib)` for lineStart and `(C − Ia, S + Ia)` for lineEnd.
    ///
    /// Two seed bugs are fixed: lineEnd uses the real trailing inset (the seed read the leading
    /// one), and (3) is computed in this closed form, so items far before the slot get −1 where
    /// the seed's `|b| < |a|` test flipped and gave 0. A zero length or denominator gives the
    /// ratio's sign. All three values are finite and in `-1...1`.
    public init(frame: Rect, in context: FlowLayoutPluginContext) {
        let direction = context.scrollDirection
        let offset = context.axisOffset.flowFinite
        let viewport = context.viewportLength.flowLength
        let start = direction.axisMin(of: frame), end = direction.axisMax(of: frame)
        let length = end - start
        let center = (start + end) / 2
        let before = context.insetBefore, after = context.insetAfter

        let collection: Double
        if center < offset + viewport / 2 {
            collection = 0 - max((offset - start).flowRatio(over: length), 0)
        } else {
            collection = max((end - (offset + viewport)).flowRatio(over: length), 0)
        }

        let alignment = context.alignment ?? .lineCenter
        let ideal = alignment.idealCenter(
            offset: offset, itemLength: length, viewportLength: viewport,
            insetBefore: before, insetAfter: after)
        let distance = center - ideal
        let (denominatorBefore, denominatorAfter): (Double, Double)
        switch alignment {
        case .lineStart: (denominatorBefore, denominatorAfter) = (length + before, viewport - before)
        case .lineCenter: (denominatorBefore, denominatorAfter) = ((viewport + length) / 2, (viewport + length) / 2)
        case .lineEnd: (denominatorBefore, denominatorAfter) = (viewport - after, length + after)
        }

        self.init(
            collectionVisibility: collection,
            idealFrameVisibility: distance.flowRatio(over: length),
            idealFrameAndCollectionVisibility: distance.flowRatio(over: distance < 0 ? denominatorBefore : denominatorAfter))
    }
}
