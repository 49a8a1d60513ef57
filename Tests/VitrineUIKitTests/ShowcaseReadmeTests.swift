import Testing
import VitrineUIKit

/// Rates and coordinates across the viewport, its edges and the margin beyond.
let readmeInputs: [CGFloat] = [-1.3, -1, -0.7, -0.4, -0.2, 0, 0.25, 0.5, 0.8, 1, 1.7]

/// Whether the two transforms have the same sixteen entries, exactly.
func sameEntries(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.entries == b.entries
}

@Suite("Showcase's README code against VitrineShowcase")
struct ShowcaseReadmeTests {
    @Test("DefaultPath is 0 everywhere, as ours")
    func defaultPath() {
        let readme = DefaultPath(), ours = VitrineShowcase.DefaultPath()
        for value in readmeInputs {
            #expect(readme.normalizedPath(withCoordinate: value) == ours.normalizedPath(withCoordinate: value))
            #expect(readme.normalizedPath(withCoordinate: value) == 0)
        }
    }

    @Test("CircularPath gives ours' values, with the defaults and with every setting changed")
    func circularPath() {
        let readme = CircularPath()
        #expect(readme.normalizedPath(withCoordinate: 0) == 0)
        for value in readmeInputs {
            #expect(
                readme.normalizedPath(withCoordinate: value)
                    == VitrineShowcase.CircularPath().normalizedPath(withCoordinate: value))
        }
        readme.normalizedRadius = 0.6
        readme.normalizedOffset = 0.3
        readme.offsetAngle = .pi / 5
        readme.angle = .pi
        let ours = VitrineShowcase.CircularPath(
            normalizedRadius: 0.6, normalizedOffset: 0.3, offsetAngle: .pi / 5,
            angle: .pi)
        for value in readmeInputs {
            #expect(readme.normalizedPath(withCoordinate: value) == ours.normalizedPath(withCoordinate: value))
        }
    }

    @Test("WavePath gives ours' values, with the defaults and with the README's settings")
    func wavePath() {
        let readme = WavePath()
        #expect(readme.normalizedPath(withCoordinate: 1) == 0.5)
        for value in readmeInputs {
            #expect(
                readme.normalizedPath(withCoordinate: value)
                    == VitrineShowcase.WavePath().normalizedPath(withCoordinate: value))
        }
        readme.normalizedAmplitude = 0.5
        readme.angle = .pi
        readme.normalizedOffset = -0.1
        readme.offsetAngle = 0.3
        let ours = VitrineShowcase.WavePath(normalizedAmplitude: 0.5, normalizedOffset: -0.1, offsetAngle: 0.3, angle: .pi)
        for value in readmeInputs {
            #expect(readme.normalizedPath(withCoordinate: value) == ours.normalizedPath(withCoordinate: value))
        }
    }

    @Test("LinearPath gives ours' values, straight and as the README's V")
    func linearPath() {
        let readme = LinearPath()
        #expect(readme.normalizedPath(withCoordinate: 1) == -0.5)
        for value in readmeInputs {
            #expect(
                readme.normalizedPath(withCoordinate: value)
                    == VitrineShowcase.LinearPath().normalizedPath(withCoordinate: value))
        }
        readme.normalizedInversePosition = 0.3
        readme.normalizedGradient = 0.8
        let ours = VitrineShowcase.LinearPath(normalizedGradient: 0.8, normalizedInversePosition: 0.3)
        #expect(readme.normalizedPath(withCoordinate: 0.3) == -0.8 * 0.3)
        for value in readmeInputs {
            #expect(readme.normalizedPath(withCoordinate: value) == ours.normalizedPath(withCoordinate: value))
        }
    }

    @Test("TransformRotate gives ours' matrices, with the defaults and with the README's settings")
    func transformRotate() {
        let readme = TransformRotate()
        #expect(CATransform3DIsIdentity(readme.transform(withScrollingRate: 0.1)))
        for rate in readmeInputs {
            #expect(
                sameEntries(
                    readme.transform(withScrollingRate: rate),
                    VitrineShowcase.TransformRotate().transform(withScrollingRate: rate)))
        }
        readme.startRate = 0.4
        readme.rotateAngle = 8 * .pi
        let ours = VitrineShowcase.TransformRotate(startRate: 0.4, rotateAngle: 8 * .pi)
        for rate in readmeInputs {
            #expect(sameEntries(readme.transform(withScrollingRate: rate), ours.transform(withScrollingRate: rate)))
        }
    }

    @Test("TransformScale gives ours' matrices, with the defaults and with the README's settings")
    func transformScale() {
        let readme = TransformScale()
        #expect(readme.transform(withScrollingRate: 1).m11 == 0.5)
        #expect(readme.transform(withScrollingRate: 1).m33 == 0)
        for rate in readmeInputs {
            #expect(
                sameEntries(
                    readme.transform(withScrollingRate: rate),
                    VitrineShowcase.TransformScale().transform(withScrollingRate: rate)))
        }
        readme.normalizedMinimumScale = 0.2
        readme.startRate = 0.6
        let ours = VitrineShowcase.TransformScale(startRate: 0.6, normalizedMinimumScale: 0.2)
        for rate in readmeInputs {
            #expect(sameEntries(readme.transform(withScrollingRate: rate), ours.transform(withScrollingRate: rate)))
        }
    }

    @Test("TransformScaleRotate gives ours' matrices for the README's rotate and scale")
    func transformScaleRotate() {
        let rotate = TransformRotate()
        rotate.startRate = 0.4
        rotate.rotateAngle = 8 * .pi
        let scale = TransformScale()
        scale.normalizedMinimumScale = 0.2
        let readme = TransformScaleRotate()
        for rate in readmeInputs {
            #expect(
                sameEntries(
                    readme.transform(withScrollingRate: rate),
                    VitrineShowcase.TransformScaleRotate().transform(withScrollingRate: rate)))
        }
        readme.transformRotate = rotate
        readme.transformScale = scale
        let ours = VitrineShowcase.TransformScaleRotate(
            transformRotate: VitrineShowcase.TransformRotate(startRate: 0.4, rotateAngle: 8 * .pi),
            transformScale: VitrineShowcase.TransformScale(normalizedMinimumScale: 0.2))
        for rate in readmeInputs {
            #expect(sameEntries(readme.transform(withScrollingRate: rate), ours.transform(withScrollingRate: rate)))
        }
    }

    @Test("the README's path and transform go into a Layout as ours do")
    func inLayout() {
        var layout = Layout()
        layout.path = CircularPath()
        layout.transform = TransformScaleRotate()
        let ours = VitrineShowcase.TransformScaleRotate().transform(withScrollingRate: 0.9)
        #expect(
            layout.path.normalizedPath(withCoordinate: -1) == VitrineShowcase.CircularPath().normalizedPath(withCoordinate: -1))
        #expect(layout.transform.map { sameEntries($0.transform(withScrollingRate: 0.9), ours) } == true)
    }
}
