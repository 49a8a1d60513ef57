import Testing
import VitrineUIKit

@Suite("The Core Graphics names are Vitrine's types")
struct CoreGraphicsNameTests {
    @Test("CGFloat is Double, with .pi, .zero and .greatestFiniteMagnitude")
    func scalar() {
        let half: CGFloat = .pi / 2
        let asDouble: Double = half
        #expect(asDouble == Double.pi / 2)
        #expect(CGFloat.zero == 0)
        #expect(CGFloat.greatestFiniteMagnitude == Double.greatestFiniteMagnitude)
        #expect(CGFloat.self == Double.self)
    }

    @Test("CGPoint, CGSize and CGRect are Point, Size and Rect, with UIKit's initializers")
    func geometry() {
        let origin = CGPoint(x: 10, y: 20)
        let size = CGSize(width: 30, height: CGFloat.greatestFiniteMagnitude)
        let rect = CGRect(origin: origin, size: CGSize(width: 30, height: 40))
        #expect(origin == Point(x: 10, y: 20))
        #expect(size == Size(width: 30, height: .greatestFiniteMagnitude))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(rect == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(rect.maxX == 40 && rect.midY == 40)
        #expect(CGPoint.zero == Point.zero && CGSize.zero == Size.zero && CGRect.zero == Rect.zero)
        #expect(CGRect.self == Rect.self && CGPoint.self == Point.self && CGSize.self == Size.self)
    }
}
