import Testing
import VitrineGeometry
import VitrineShowcase

@testable import VitrineLive

/// A person's transform through ``LiveTransform``, answered in this process by the real
/// answering: the library's own transforms stand in for the person's.
@Suite("A person's AppearanceTransform, through the proxy")
struct LiveTransformAppearanceTests {
    static let code = InProcessLiveCode([
        .transform(
            "Cover", numbers: ["tilt"], defaults: { [CoverFlowTransform().tilt] },
            make: { CoverFlowTransform(tilt: $0[0]) }),
        .transform("Fade", numbers: [], defaults: { [] }, make: { _ in TransformFade() }),
        .transform("Rotate", numbers: [], defaults: { [] }, make: { _ in TransformRotate() }),
    ])

    static let contexts = [
        LayoutContext(
            itemSize: Size(width: 180, height: 240), lineSpacing: 20, viewportSize: Size(width: 1280, height: 720),
            direction: .horizontal, itemCount: 24, offset: -1.25),
        LayoutContext(
            itemSize: Size(width: 240, height: 180), lineSpacing: 0, viewportSize: Size(width: 400, height: 900),
            direction: .vertical, itemCount: 3, offset: 2.5),
    ]

    @Test("The appearance, the placing and the visible range are the person's type's, to the bit")
    func appearanceIsTheTypes() {
        let cover = LiveTransform(name: "Cover", numbers: LiveNumbers(["tilt": 0.6]), code: Self.code)
        let fade = LiveTransform(name: "Fade", code: Self.code)
        #expect(cover.placesItems == true && CoverFlowTransform().placesItems)
        #expect(fade.placesItems == false)
        for context in Self.contexts {
            for rate in [-1.7, -0.3, 0, 0.45, 2] {
                #expect(
                    cover.appearance(withScrollingRate: rate, in: context)
                        == CoverFlowTransform(tilt: 0.6).appearance(withScrollingRate: rate, in: context))
                #expect(
                    fade.appearance(withScrollingRate: rate, in: context)
                        == TransformFade().appearance(withScrollingRate: rate, in: context))
            }
            #expect(cover.visibleOffsetLimit(in: context) == CoverFlowTransform().visibleOffsetLimit(in: context))
        }
    }

    @Test("A plain transform gives its matrix with the flat depth order, asking no appearance")
    func plainTransformIsFlat() {
        let rotate = LiveTransform(name: "Rotate", code: Self.code)
        let context = Self.contexts[0]
        #expect(rotate.placesItems == false)
        #expect(
            rotate.appearance(withScrollingRate: 0.7, in: context)
                == ItemAppearance(
                    transform: TransformRotate().transform(withScrollingRate: 0.7),
                    zPosition: ItemAppearance.flatZPosition(forOffset: context.offset)))
        #expect(rotate.visibleOffsetLimit(in: context) == context.flatVisibleOffsetLimit)
        #expect(
            !Self.code.calls.contains { $0.name == "Rotate" && ($0.method == .appearance || $0.method == .visibleOffsetLimit) })
    }

    @Test("With no answer: the identity, flat and opaque, and the seed's reuse window")
    func noAnswerIsNeutral() {
        let context = Self.contexts[0]
        let gone = LiveTransform(name: "Gone", code: FixedLiveCode(nil))
        #expect(
            gone.appearance(withScrollingRate: 0.5, in: context)
                == ItemAppearance(transform: .identity, zPosition: ItemAppearance.flatZPosition(forOffset: context.offset)))
        #expect(gone.visibleOffsetLimit(in: context) == context.flatVisibleOffsetLimit)
    }

    @Test("A context and an appearance cross as numbers and come back the same")
    func roundTrips() {
        for context in Self.contexts {
            #expect(LayoutContext(liveNumbers: [9] + context.liveNumbers, from: 1) == context)
        }
        let appearance = ItemAppearance(
            transform: .makeRotation(0.4, 0, 1, 0).concatenating(.perspective(distance: 500)),
            opacity: 0.35, zPosition: -2.5, isDoubleSided: false, isHidden: true)
        #expect(ItemAppearance(liveNumbers: appearance.liveNumbers) == appearance)
        #expect(ItemAppearance(liveNumbers: Array(appearance.liveNumbers.dropLast())) == nil)
        #expect(LayoutContext(liveNumbers: [1, 2, 3]) == nil)
    }

    @Test("The catalogue says which transforms place their items, and the message keeps it")
    func catalogueCarriesPlacing() throws {
        let types = LiveEntryList([
            .transform("Cover", numbers: [], defaults: { [] }, make: { _ in CoverFlowTransform() }),
            .transform("Fade", numbers: [], defaults: { [] }, make: { _ in TransformFade() }),
            .transform("Rotate", numbers: [], defaults: { [] }, make: { _ in TransformRotate() }),
        ]).catalogue
        #expect(types.map(\.placesItems) == [true, false, nil])
        #expect(try LiveReply(decoding: LiveReply.catalogue(types).encoded) == .catalogue(types))
    }
}
