import Testing
import VitrineFiles
import VitrineJSON
import VitrineShowcase
import VitrineTestSupport

@testable import VitrineApp
@testable import VitrinePlayground

@Suite("Saving a preset into a presets file: added or replaced, every other byte kept")
struct PresetsFileSavingTests {
    /// A file of three presets, written as the README writes them, and one on one line.
    static let three = """
        {
          "presets": [
            {
              "name": "slow-orbit",
              "scene": "showcase",
              "base": "circle-rotate",
              "path": { "type": "circle", "normalizedRadius": 0.8, "angle": 1.2 },
              "paging": true
            },
            { "name": "tall-pages", "scene": "parallax", "direction": "vertical", "perspectiveDistance": 400 },
            {
              "name": "calm-flow",
              "scene": "flow",
              "plugins": ["scaleFade"],
              "flick": "projected"
            }
          ]
        }

        """

    /// Coverflow, tilted less.
    static var tilted: PresetEntry {
        var configuration = ShowcasePreset.coverflow.configuration
        configuration.transform = CoverFlowTransform(tilt: 0.5)
        return PresetEntry(name: "tilted", configuration: configuration, startedFrom: "coverflow")
    }

    /// Another "tall-pages": sideways, the eye further.
    static let pages = PresetEntry(name: "tall-pages", configuration: ParallaxConfiguration(perspectiveDistance: 1200))

    /// Saves `entry` as the window does: a snapshot of the file, then the save.
    static func save(
        _ entry: PresetEntry, to path: String, replacing: Bool = false,
        writer: DescriptorWriter = .system
    ) throws(PresetsSaveError) {
        let snapshot = try PresetsFile.snapshot(path: path)
        try PresetsFile.save(entry, to: path, expecting: snapshot, replacing: replacing, writer: writer)
    }

    /// The bytes of each preset of a file, by name, found by their byte ranges.
    static func entries(_ bytes: [UInt8]) throws -> [String: [UInt8]] {
        let list = try #require(try JSONParser.parse(String(decoding: bytes, as: UTF8.self))["presets"]?.arrayValue)
        return Dictionary(
            uniqueKeysWithValues: try list.map { (try #require($0["name"]?.stringValue), Array(bytes[$0.byteRange])) })
    }

    /// The bytes of the preset `name` in `text`.
    static func range(of name: String, in text: String) throws -> Range<Int> {
        let list = try #require(try JSONParser.parse(text)["presets"]?.arrayValue)
        return try #require(list.first { $0["name"]?.stringValue == name }).byteRange
    }

    @Test func aMissingFileIsMadeWithThePreset() throws {
        let folder = try ScratchFolder()
        let path = folder.file("p.json")
        try Self.save(Self.tilted, to: path)
        #expect(
            folder.bytes(of: "p.json")
                == Array(
                    ("{\n  \"presets\": [\n    " + Self.tilted.text(indentation: "    ")
                        + "\n  ]\n}\n").utf8))
        let presets = try PresetsFile.load(path: path)
        #expect(presets.count == 1 && Self.tilted.isSaved(as: presets[0]))
        #expect(try folder.contents() == ["p.json"])
    }

    @Test func aPresetIsAddedAfterTheOthersWhichKeepTheirBytes() throws {
        let folder = try ScratchFolder()
        let path = folder.write(Self.three, to: "p.json")
        let old = Array(Self.three.utf8)
        try Self.save(Self.tilted, to: path)
        let new = try #require(folder.bytes(of: "p.json"))

        let end = try Self.range(of: "calm-flow", in: Self.three).upperBound
        #expect(new == old[..<end] + Array((",\n    " + Self.tilted.text(indentation: "    ")).utf8) + old[end...])
        let before = try Self.entries(old), after = try Self.entries(new)
        for name in before.keys { #expect(after[name] == before[name], "\(name)") }
        let presets = try PresetsFile.load(path: path)
        #expect(presets.map(\.name) == ["slow-orbit", "tall-pages", "calm-flow", "tilted"])
        #expect(Self.tilted.isSaved(as: presets[3]))
        #expect(folder.bytes(of: "p.json.bak") == old)
        #expect(try folder.contents() == ["p.json", "p.json.bak"])
    }

    @Test func aPresetIsReplacedInPlaceWhenAskedTo() throws {
        let folder = try ScratchFolder()
        let path = folder.write(Self.three, to: "p.json")
        let old = Array(Self.three.utf8)
        try Self.save(Self.pages, to: path, replacing: true)
        let new = try #require(folder.bytes(of: "p.json"))

        let range = try Self.range(of: "tall-pages", in: Self.three)
        #expect(new == old[..<range.lowerBound] + Array(Self.pages.text(indentation: "    ").utf8) + old[range.upperBound...])
        let before = try Self.entries(old), after = try Self.entries(new)
        #expect(after["slow-orbit"] == before["slow-orbit"] && after["calm-flow"] == before["calm-flow"])
        let presets = try PresetsFile.load(path: path)
        #expect(presets.map(\.name) == ["slow-orbit", "tall-pages", "calm-flow"] && Self.pages.isSaved(as: presets[1]))
        #expect(folder.bytes(of: "p.json.bak") == old)
    }

    @Test func anExistingNameNeedsReplacing() throws {
        let folder = try ScratchFolder()
        let path = folder.write(Self.three, to: "p.json")
        #expect(throws: PresetsSaveError.nameExists(name: "tall-pages", path: path, line: 10)) {
            try Self.save(Self.pages, to: path)
        }
        #expect(
            PresetsSaveError.nameExists(name: "tall-pages", path: "p.json", line: 10).description
                == #"p.json:10: there is already a preset named "tall-pages"; nothing was saved"#)
        #expect(folder.bytes(of: "p.json") == Array(Self.three.utf8))
        #expect(try folder.contents() == ["p.json"])
    }

    @Test func theBackupIsThePreviousFileEachTime() throws {
        let folder = try ScratchFolder()
        let path = folder.write(Self.three, to: "p.json", permissions: 0o600)
        try Self.save(Self.tilted, to: path)
        let first = try #require(folder.bytes(of: "p.json"))
        try Self.save(Self.pages, to: path, replacing: true)
        #expect(folder.bytes(of: "p.json.bak") == first)
        #expect(folder.permissions(of: "p.json") == 0o600 && folder.permissions(of: "p.json.bak") == 0o600)
    }

    /// Tabs and CRLF line breaks: the new entry is written with them.
    @Test func theFilesIndentationAndLineBreaksAreKept() throws {
        let folder = try ScratchFolder()
        let text = "{\r\n\t\"presets\": [\r\n\t\t{\"name\": \"a\", \"scene\": \"flow\"}\r\n\t]\r\n}\r\n"
        let path = folder.write(text, to: "p.json")
        try Self.save(Self.tilted, to: path)
        let end = try Self.range(of: "a", in: text).upperBound
        let old = Array(text.utf8)
        let inserted = ",\r\n\t\t" + Self.tilted.text(indentation: "\t\t", step: "\t", lineBreak: "\r\n")
        #expect(folder.bytes(of: "p.json") == old[..<end] + Array(inserted.utf8) + old[end...])
        #expect(try PresetsFile.load(path: path).map(\.name) == ["a", "tilted"])
    }

    /// A file on one line, an empty list, a byte order mark: the preset goes in and the file loads.
    @Test(arguments: [
        (#"{"presets": [{"name": "a", "scene": "flow"}]}"#, #"{"presets": [{"name": "a", "scene": "flow"},\#n  "#),
        ("{\"presets\": []}\n", "{\"presets\": [\n  "),
        ("\u{FEFF}{\n    \"presets\": [ ]\n}", "\u{FEFF}{\n    \"presets\": [\n        "),
    ])
    func unusualFilesTakeThePresetToo(text: String, start: String) throws {
        let folder = try ScratchFolder()
        let path = folder.write(text, to: "p.json")
        try Self.save(Self.pages, to: path)
        let saved = String(decoding: try #require(folder.bytes(of: "p.json")), as: UTF8.self)
        #expect(saved.hasPrefix(start), "\(saved)")
        #expect(try PresetsFile.load(path: path).last.map(Self.pages.isSaved) == true)
    }
}
