import Foundation
import VitrineGeometry
import VitrineSDL

/// Pictures made for the tests, the same on every machine: landscapes of a sky, a sun and
/// hills, each in its own colors, written as PNG.
enum TestPictures {
    /// Writes picture `index` (`width` × `height`) to `path`.
    static func write(_ index: Int, width: Int, height: Int, to path: String) throws {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        let hue = Double(index % 7) / 7
        let sky = color(hue: hue, lightness: 0.75), horizon = color(hue: hue + 0.08, lightness: 0.45)
        let hill = color(hue: hue + 0.45, lightness: 0.3), sun = color(hue: 0.12, lightness: 0.85)
        let sunCenter = (x: Double(width) * (0.25 + 0.1 * Double(index % 5)), y: Double(height) * 0.32)
        let sunRadius = Double(min(width, height)) * 0.12
        for y in 0..<height {
            for x in 0..<width {
                let fx = Double(x), fy = Double(y), t = fy / Double(height)
                let ridge = Double(height) * (0.62 + 0.08 * sin(fx / Double(width) * 6.3 + Double(index)))
                var pixel = mix(sky, horizon, t / 0.62)
                let dx = fx - sunCenter.x, dy = fy - sunCenter.y
                if (dx * dx + dy * dy).squareRoot() < sunRadius { pixel = sun }
                if fy > ridge { pixel = mix(hill, (0.05, 0.05, 0.08), (fy - ridge) / Double(height) * 2) }
                let offset = (y * width + x) * 4
                bytes[offset] = UInt8(pixel.0 * 255)
                bytes[offset + 1] = UInt8(pixel.1 * 255)
                bytes[offset + 2] = UInt8(pixel.2 * 255)
            }
        }
        guard let bitmap = Bitmap(width: width, height: height, bytes: bytes) else { return }
        try bitmap.writePNG(to: path)
    }

    /// Writes `count` pictures named `photo-1.png`, `photo-2.png`… into `folder`: the first
    /// `distinct` drawn, the rest hard links to them (a thousand files without a thousand
    /// drawings; each is still a file of its own to the window).
    static func writeFolder(_ folder: String, count: Int, distinct: Int = 6, width: Int = 320, height: Int = 240) throws {
        for index in 0..<count {
            let path = "\(folder)/photo-\(index + 1).png"
            if index < distinct {
                try write(index, width: index % 2 == 0 ? width : height, height: index % 2 == 0 ? height : width, to: path)
            } else {
                guard link("\(folder)/photo-\(index % distinct + 1).png", path) == 0 else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
                }
            }
        }
    }

    private static func color(hue: Double, lightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = (1 - abs(2 * lightness - 1)) * 0.8, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = lightness - c / 2
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        return (r + m, g + m, b + m)
    }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double)
        -> (Double, Double, Double)
    {
        let t = min(max(t, 0), 1)
        return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }
}
