import VitrineGeometry
import VitrineLive
import VitrineShowcase

/// The Showcase transforms as Swift.
extension SwiftCode {
    /// The call that makes `transform`, with the numbers that differ from its type's defaults
    /// (and `inverted: true` for the inverted ones); `nil` for a transform type Swift export
    /// does not know.
    static func transform(_ transform: any TransformProtocol) -> SwiftCode? {
        switch transform {
        case let live as LiveTransform:
            // The person's own type, declared (with the numbers set) from their file.
            return .call(live.name, [])
        case let rotate as TransformRotate:
            return transformRotate(rotate)
        case let scale as TransformScale:
            return transformScale(scale)
        case let both as TransformScaleRotate:
            let plain = TransformScaleRotate()
            return .call(
                "TransformScaleRotate",
                [
                    .value("transformRotate", both.transformRotate, default: plain.transformRotate, transformRotate),
                    .value("transformScale", both.transformScale, default: plain.transformScale, transformScale),
                ].compactMap { $0 })
        case let fade as TransformFade:
            let plain = TransformFade()
            return .call(
                "TransformFade",
                [
                    .number("startRate", fade.startRate, default: plain.startRate),
                    .number("minimumOpacity", fade.minimumOpacity, default: plain.minimumOpacity),
                ].compactMap { $0 })
        case let coverFlow as CoverFlowTransform:
            let plain = CoverFlowTransform()
            return .call(
                "CoverFlowTransform",
                [
                    .number("tilt", coverFlow.tilt, default: plain.tilt),
                    .number("spacing", coverFlow.spacing, default: plain.spacing),
                ].compactMap { $0 } + carouselArguments(coverFlow, plain: plain))
        case let timeMachine as TimeMachineTransform:
            let plain = TimeMachineTransform()
            return .call(
                "TimeMachineTransform",
                [
                    .value("inverted", timeMachine.inverted, default: plain.inverted) { .plain("\($0)") },
                    .number("tilt", timeMachine.tilt, default: plain.tilt),
                    .number("spacing", timeMachine.spacing, default: plain.spacing),
                ].compactMap { $0 }
                    + carouselArguments(timeMachine, plain: plain))
        case let cylinder as CylinderTransform:
            return ring(cylinder, named: "CylinderTransform", plain: CylinderTransform())
        case let rotary as RotaryTransform:
            return ring(rotary, named: "RotaryTransform", plain: RotaryTransform())
        case let wheel as WheelTransform:
            return ring(wheel, named: "WheelTransform", plain: WheelTransform())
        case let curves as CurveTransform:
            let plain = CurveTransform()
            return .call(
                "CurveTransform",
                [
                    .value("scale", curves.scale, default: plain.scale) { rateCurve($0) },
                    .value("rotation", curves.rotation, default: plain.rotation) { rateCurve($0, valuesAreAngles: true) },
                    .value("opacity", curves.opacity, default: plain.opacity) { rateCurve($0) },
                    .value("depth", curves.depth, default: plain.depth) { rateCurve($0) },
                ].compactMap { $0 })
        default:
            return nil
        }
    }

    /// `TransformRotate(…)` with the numbers that differ from the defaults.
    static func transformRotate(_ rotate: TransformRotate) -> SwiftCode {
        let plain = TransformRotate()
        return .call(
            "TransformRotate",
            [
                .number("startRate", rotate.startRate, default: plain.startRate),
                .angle("rotateAngle", rotate.rotateAngle, default: plain.rotateAngle),
            ].compactMap { $0 })
    }

    /// `TransformScale(…)` with the numbers that differ from the defaults.
    static func transformScale(_ scale: TransformScale) -> SwiftCode {
        let plain = TransformScale()
        return .call(
            "TransformScale",
            [
                .number("startRate", scale.startRate, default: plain.startRate),
                .number("normalizedMinimumScale", scale.normalizedMinimumScale, default: plain.normalizedMinimumScale),
            ].compactMap { $0 })
    }

    /// A Cylinder, Rotary or Wheel: `inverted: true` first when inverted, then the numbers
    /// that differ from `plain`'s, in the order of the type's initializer.
    static func ring<Ring: RingTransform>(_ ring: Ring, named name: String, plain: Ring) -> SwiftCode {
        .call(
            name,
            [
                .value("inverted", ring.inverted, default: plain.inverted) { .plain("\($0)") },
                .number("spacing", ring.spacing, default: plain.spacing),
                .angle("arc", ring.arc, default: plain.arc),
                .value("count", ring.count, default: plain.count) { .plain($0.map { "\($0)" } ?? "nil") },
            ].compactMap { $0 } + carouselArguments(ring, plain: plain))
    }

    /// The 3-D family's last arguments, where they differ from `plain`'s: perspective,
    /// viewpoint offset and fade.
    static func carouselArguments<Carousel: CarouselSettings>(_ carousel: Carousel, plain: Carousel) -> [SwiftArgument] {
        [
            .number("perspective", carousel.perspective, default: plain.perspective),
            .value("viewpointOffset", carousel.viewpointOffset, default: plain.viewpointOffset, size),
            .value("fade", carousel.fade, default: plain.fade) { $0.map(carouselFade) ?? .plain("nil") },
        ].compactMap { $0 }
    }

    /// `CarouselFade.none`, `.timeMachine` or `.invertedTimeMachine` when it is one of them,
    /// else `CarouselFade(…)` with the numbers that differ from the defaults.
    static func carouselFade(_ fade: CarouselFade) -> SwiftCode {
        let named: [(name: String, fade: CarouselFade)] = [
            ("none", .none), ("timeMachine", .timeMachine), ("invertedTimeMachine", .invertedTimeMachine),
        ]
        if let match = named.first(where: { $0.fade == fade }) { return .plain("CarouselFade.\(match.name)") }
        let plain = CarouselFade()
        return .call(
            "CarouselFade",
            [
                .number("fadeMin", fade.fadeMin, default: plain.fadeMin),
                .number("fadeMax", fade.fadeMax, default: plain.fadeMax),
                .number("fadeRange", fade.fadeRange, default: plain.fadeRange),
                .number("fadeMinAlpha", fade.fadeMinAlpha, default: plain.fadeMinAlpha),
            ].compactMap { $0 })
    }
}
