import Foundation
import VitrineFiles
import VitrineGeometry
import VitrinePlayground

/// The picture files a run puts on the cards, found from what a person named: a folder (its
/// PNG, JPEG and WebP files, in file-name order) or files (in the order given), each with its
/// header read, so that the cards know every picture's size before any is decoded.
struct PictureFiles {
    /// Each picture file's path, numbered by its place.
    var paths: [String] = []
    /// What the core is told: names, sizes, and why a file cannot be shown.
    var shelf = PictureShelf.empty
    /// One line for stderr per file that cannot be shown: "PATH: why".
    var problems: [String] = []

    /// The pictures of `paths`: a folder gives its picture files (hidden ones left out), a file
    /// itself, whatever its name (one that is not a picture becomes a card that says so).
    ///
    /// - Throws: ``PlaygroundError`` naming a path that does not exist, a folder that cannot be
    ///   listed, or a list with no picture at all.
    init(paths: [String]) throws(PlaygroundError) {
        var files: [String] = []
        for path in paths {
            do {
                files += try PictureFolder.pictureFiles(at: path)
            } catch {
                throw PlaygroundError("\(error); expected a folder of pictures or a picture file")
            }
        }
        guard !files.isEmpty else {
            let extensions = PictureFileHeader.fileExtensions.sorted().map { ".\($0)" }.joined(separator: ", ")
            throw PlaygroundError("\(paths.joined(separator: ", ")): no picture files (\(extensions))")
        }
        self.paths = files
        var pictures: [PictureShelf.Picture] = []
        for path in files {
            let name = (path as NSString).lastPathComponent
            do {
                let header = try PictureFileHeader(path: path)
                pictures.append(.init(name: name, pixelSize: Size(width: Double(header.width), height: Double(header.height))))
            } catch {
                pictures.append(.init(name: name, pixelSize: nil, problem: error.shortDescription))
                problems.append("\(path): \(error.description)")
            }
        }
        let source =
            paths.count == 1
            ? (paths[0] as NSString).lastPathComponent
            : "\(paths.count) files"
        shelf = PictureShelf(pictures: pictures, source: source, path: paths.count == 1 ? paths[0] : nil)
    }
}
