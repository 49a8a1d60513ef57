import VitrineGeometry
import VitrineShowcase

/// A transform of a person's own, compiled from their file: it asks ``code`` for every
/// matrix, so a recompiled file changes it in place.
///
/// It is an ``VitrineShowcase/AppearanceTransform`` whatever the person's type is: for one that
/// conforms to `AppearanceTransform` it asks ``code`` for the whole appearance and the visible
/// range, and places items when that type does; for a plain `TransformProtocol` it gives the
/// flat appearance of its matrix, as the protocol's defaults do.
public struct LiveTransform: AppearanceTransform, LiveProxy {
    /// The type's name.
    public let name: String
    /// The numbers set in the window.
    public var numbers: LiveNumbers
    /// What runs the code.
    public let code: any LiveCode
    /// The file the type is declared in (see ``LiveProxy/file``).
    public var file: String

    /// The transform of type `name` run by `code`, with `numbers` set.
    public init(
        name: String, numbers: LiveNumbers = LiveNumbers(), code: any LiveCode,
        file: String = ""
    ) {
        self.name = name
        self.numbers = numbers
        self.code = code
        self.file = file
    }

    /// The person's `transform(withScrollingRate:)`, or the identity when no version of it can
    /// answer.
    public func transform(withScrollingRate rate: Double) -> Transform3D {
        guard let entries = code.call(.transform, of: name, numbers: numbers.values, inputs: [rate]),
            entries.count == 16
        else { return .identity }
        return Transform3D(entries: entries)
    }

    /// Whether the person's type places its items (an `AppearanceTransform` whose `init()`
    /// value does); `false` for a plain transform.
    public var placesItems: Bool {
        code.placesItems(of: name) ?? false
    }

    /// The person's `appearance(withScrollingRate:in:)` for an `AppearanceTransform` (the
    /// identity, flat, where no version of it can answer); for a plain transform, its matrix
    /// with the flat depth order.
    public func appearance(withScrollingRate rate: Double, in context: LayoutContext) -> ItemAppearance {
        let flat = ItemAppearance(transform: .identity, zPosition: ItemAppearance.flatZPosition(forOffset: context.offset))
        guard code.placesItems(of: name) != nil else {
            var appearance = flat
            appearance.transform = transform(withScrollingRate: rate)
            return appearance
        }
        guard
            let numbers = code.call(
                .appearance, of: name, numbers: self.numbers.values,
                inputs: [rate] + context.liveNumbers),
            var appearance = ItemAppearance(liveNumbers: numbers)
        else { return flat }
        appearance.opacity = min(max(appearance.opacity, 0), 1)
        return appearance
    }

    /// The person's `visibleOffsetLimit(in:)` for an `AppearanceTransform` (the seed's reuse
    /// window where no version of it can answer, or for a plain transform).
    public func visibleOffsetLimit(in context: LayoutContext) -> Double {
        guard code.placesItems(of: name) != nil,
            let limit = code.call(.visibleOffsetLimit, of: name, numbers: numbers.values, inputs: context.liveNumbers)?.first,
            limit >= 0
        else { return context.flatVisibleOffsetLimit }
        return limit
    }
}
