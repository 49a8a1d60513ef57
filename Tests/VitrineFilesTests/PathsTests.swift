import Testing
import VitrineFiles

@Suite("Paths taken apart as text")
struct PathsTests {
    /// A path, its folder and its last part.
    static let table: [(path: String, folder: String, name: String)] = [
        ("a", ".", "a"),
        ("-", ".", "-"),
        ("1", ".", "1"),
        (".", ".", "."),
        ("..", ".", ".."),
        ("a/", ".", "a"),
        ("a//", ".", "a"),
        ("/", "/", "/"),
        ("/x.png", "/", "x.png"),
        ("//x.png", "/", "x.png"),
        ("/tmp/a/b.png", "/tmp/a", "b.png"),
        ("shots//b.png", "shots", "b.png"),
        ("./x", ".", "x"),
        ("../x", "..", "x"),
        ("with space/ä ö.png", "with space", "ä ö.png"),
        ("日本/語.png", "日本", "語.png"),
    ]

    @Test(arguments: table.indices)
    func folderAndName(index: Int) {
        let row = Self.table[index]
        #expect(Paths.folder(of: row.path) == row.folder, "\(row.path)")
        #expect(Paths.lastComponent(of: row.path) == row.name, "\(row.path)")
    }

    @Test func whatNamesAFolder() {
        #expect(Paths.namesFolder("out/"))
        #expect(Paths.namesFolder("."))
        #expect(Paths.namesFolder("a/.."))
        #expect(!Paths.namesFolder("a"))
        #expect(!Paths.namesFolder("-"))
        #expect(!Paths.namesFolder(".hidden"))
        #expect(!Paths.namesFolder("a/..b"))
    }

    @Test func byteCounts() {
        #expect(ByteCount.text(0) == "0 bytes")
        #expect(ByteCount.text(1) == "1 byte")
        #expect(ByteCount.text(1023) == "1023 bytes")
        #expect(ByteCount.text(1024) == "1 KiB")
        #expect(ByteCount.text(1536) == "1.5 KiB")
        #expect(ByteCount.text(64 << 20) == "64 MiB")
        #expect(ByteCount.text(200_000_000) == "190.7 MiB")
        #expect(ByteCount.text(3 << 30) == "3 GiB")
    }
}
