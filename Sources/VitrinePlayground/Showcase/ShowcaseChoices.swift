import VitrineGeometry
import VitrineShowcase

/// What the Showcase scene's keys cycle through: paths and transforms (flat ones and the 3-D
/// family) with their numeric parameters, and the card size for a viewport.
enum ShowcaseChoices {
    /// The paths, in the order P cycles them.
    static let paths: [ShapeChoice<any PathProtocol>] = [
        .path("straight", DefaultPath(), []),
        .path(
            "circle", CircularPath(),
            [
                NumericParameter("normalizedRadius", \.normalizedRadius, step: 0.05, range: 0...2),
                NumericParameter("normalizedOffset", \.normalizedOffset, step: 0.05, range: -2...2),
                NumericParameter("offsetAngle", \.offsetAngle, step: .pi / 36, range: -.pi...(.pi), unit: .angle),
                NumericParameter("angle", \.angle, step: .pi / 36, range: 0...(.pi), unit: .angle),
            ]),
        .path(
            "wave", WavePath(),
            [
                NumericParameter("normalizedAmplitude", \.normalizedAmplitude, step: 0.05, range: 0...2),
                NumericParameter("normalizedOffset", \.normalizedOffset, step: 0.05, range: -2...2),
                NumericParameter("offsetAngle", \.offsetAngle, step: .pi / 36, range: -.pi...(.pi), unit: .angle),
                NumericParameter("angle", \.angle, step: .pi / 36, range: 0...(.pi), unit: .angle),
            ]),
        .path(
            "linear", LinearPath(),
            [
                NumericParameter("normalizedGradient", \.normalizedGradient, step: 0.05, range: -2...2),
                NumericParameter("normalizedInversePosition", \.normalizedInversePosition, step: 0.05, range: -1...1),
            ]),
        .path("bezier", BezierPath(), [], curves: [CurveParameter("points", \.curve, values: -1...1)]),
    ]

    /// The transforms, in the order T cycles them.
    static let transforms: [ShapeChoice<(any TransformProtocol)?>] = [
        .none,
        .transform("rotate", TransformRotate(), rotateParameters),
        .transform("scale", TransformScale(), scaleParameters),
        .transform(
            "scale + rotate", TransformScaleRotate(),
            rotateParameters.map { $0.nested("transformRotate", in: \TransformScaleRotate.transformRotate) }
                + scaleParameters.map { $0.nested("transformScale", in: \TransformScaleRotate.transformScale) }),
        .transform(
            "fade", TransformFade(),
            [
                NumericParameter("startRate", \.startRate, step: 0.05, range: 0...1),
                NumericParameter("minimumOpacity", \.minimumOpacity, step: 0.05, range: 0...1),
            ]),
        .transform(
            "coverflow", CoverFlowTransform(),
            [
                NumericParameter("tilt", \.tilt, step: 0.05, range: 0...1),
                NumericParameter("spacing", \.spacing, step: 0.05, range: 0.05...2),
            ]),
        .transform("cylinder", CylinderTransform(), ringParameters(), matches: { !$0.inverted }),
        .transform("inverted cylinder", CylinderTransform(inverted: true), ringParameters(), matches: { $0.inverted }),
        .transform("rotary", RotaryTransform(), ringParameters()),
        .transform("wheel", WheelTransform(), ringParameters()),
        .transform(
            "time machine", TimeMachineTransform(),
            [
                NumericParameter("tilt", \.tilt, step: 0.05, range: -1...1),
                NumericParameter("spacing", \.spacing, step: 0.05, range: 0.05...3),
            ]),
        .transform(
            "curves", initialCurves, [],
            curves: [
                CurveParameter("scale", \.scale, values: 0...2),
                CurveParameter("rotation", \.rotation, values: -.pi...(.pi), unit: .angle),
                CurveParameter("opacity", \.opacity, values: 0...1),
                CurveParameter("depth", \.depth, values: -1...1),
            ]),
    ]

    /// The curves a switch to the "curves" transform starts from: cards grow to 1.15 at the
    /// center and shrink to 0.8 at the edges, fading to half there, unturned, stacked as the
    /// flat transforms stack them.
    static let initialCurves = CurveTransform(
        scale: RateCurve(points: [Point(x: -1, y: 0.8), Point(x: 0, y: 1.15), Point(x: 1, y: 0.8)]),
        opacity: RateCurve(points: [Point(x: -1, y: 0.5), Point(x: 0, y: 1), Point(x: 1, y: 0.5)]))

    /// TransformRotate's numbers.
    static let rotateParameters: [NumericParameter<TransformRotate>] = [
        NumericParameter("startRate", \.startRate, step: 0.05, range: 0...1),
        NumericParameter("rotateAngle", \.rotateAngle, step: .pi / 36, range: -2 * .pi...(2 * .pi), unit: .angle),
    ]

    /// TransformScale's numbers.
    static let scaleParameters: [NumericParameter<TransformScale>] = [
        NumericParameter("startRate", \.startRate, step: 0.05, range: 0...1),
        NumericParameter("normalizedMinimumScale", \.normalizedMinimumScale, step: 0.05, range: 0...1),
    ]

    /// The numbers of the transforms that set items on a ring: spacing and arc.
    static func ringParameters<Ring: RingTransform>() -> [NumericParameter<Ring>] {
        [
            NumericParameter("spacing", \.spacing, step: 0.05, range: 0.1...3),
            NumericParameter("arc", \.arc, step: .pi / 36, range: .pi / 6...(2 * .pi), unit: .angle),
        ]
    }

    /// A card size that fits the viewport across the axis: 42 % of the window across it, at
    /// least 40 points and at most 320 points times the interface's scale (so at most 320 at
    /// 1280 × 720, 480 at 1920 × 1080 and 960 at 4K), 3 : 4.
    static func itemSize(for viewport: Size, direction: LayoutDirection) -> Size {
        let across = direction == .horizontal ? viewport.height : viewport.width
        let largest = 320 * PlaygroundCore.interfaceScale(for: viewport)
        let side = max(min(across * 0.42, largest), 40)
        return direction == .horizontal ? Size(width: side * 0.75, height: side) : Size(width: side, height: side * 0.75)
    }

    /// The paths P cycles through: the built-in ones, then the person's own (`--swift`).
    static func paths(with live: LiveSwiftTypes) -> [ShapeChoice<any PathProtocol>] {
        paths + live.pathChoices
    }

    /// The transforms T cycles through: the built-in ones, then the person's own.
    static func transforms(with live: LiveSwiftTypes) -> [ShapeChoice<(any TransformProtocol)?>] {
        transforms + live.transformChoices
    }

    /// The index of the path choice `path` belongs to among `choices` (0 if none).
    static func pathIndex(of path: any PathProtocol, in choices: [ShapeChoice<any PathProtocol>] = paths) -> Int {
        choices.firstIndex { $0.matches(path) } ?? 0
    }

    /// The index of the transform choice `transform` belongs to among `choices` (0, flat, if
    /// none).
    static func transformIndex(
        of transform: (any TransformProtocol)?,
        in choices: [ShapeChoice<(any TransformProtocol)?>] = transforms
    ) -> Int {
        choices.firstIndex { $0.matches(transform) } ?? 0
    }
}
