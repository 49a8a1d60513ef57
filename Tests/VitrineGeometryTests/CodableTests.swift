import Foundation
import Testing
import VitrineGeometry

/// Presets store geometry as JSON, so the key names are part of the file format.
@Suite("Codable")
struct CodableTests {
    @Test("a rect decodes from origin {x, y} and size {width, height}")
    func rectFormat() throws {
        let json = Data(#"{"origin": {"x": 1.5, "y": -2}, "size": {"width": 30, "height": 40}}"#.utf8)
        #expect(try JSONDecoder().decode(Rect.self, from: json) == Rect(x: 1.5, y: -2, width: 30, height: 40))
    }

    @Test("colors and insets decode from their property names")
    func colorAndInsetsFormat() throws {
        let color = Data(#"{"red": 1, "green": 0.5, "blue": 0.25, "alpha": 0.75}"#.utf8)
        #expect(try JSONDecoder().decode(Color.self, from: color) == Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
        let insets = Data(#"{"top": 1, "left": 2, "bottom": 3, "right": 4}"#.utf8)
        #expect(
            try JSONDecoder().decode(EdgeInsets.self, from: insets)
                == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("a transform round-trips through JSON bit for bit, keyed m11…m44")
    func transformRoundTrip() throws {
        let t = Transform3D.makeRotation(0.3, 1, 2, 3).translated(1.0 / 3, -7, 1e-9).concatenating(.perspective(distance: 700))
        let data = try JSONEncoder().encode(t)
        #expect(try JSONDecoder().decode(Transform3D.self, from: data) == t)
        let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Double]).keys
        #expect(Set(keys) == Set((0..<16).map(entryName)))
    }

    @Test("a missing field is an error, not a default")
    func missingField() {
        let json = Data(#"{"x": 1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Point.self, from: json) }
    }
}
