import VitrineJSON

/// A kind of scene the playground shows, declared once: its name, its built-in presets, and how
/// a presets file describes one (the keys an entry may have and how they are read).
///
/// A new kind is a scene type with its ``SceneConfiguration``, its `SceneKind` declared as a
/// static member in a file of its own, and one line in ``all``.
struct SceneKind: Sendable {
    /// Reads a presets-file entry's fields (all of them allowed by ``fileKeys``) into settings;
    /// `nil` when something is wrong, each problem reported to the decoder.
    typealias Decode =
        @Sendable (
            _ decoder: inout PresetsDecoder, _ fields: [String: JSONValue],
            _ field: String
        ) -> (any SceneConfiguration)?

    /// The name of the kind, as a presets file's `"scene"` gives it: "showcase".
    let name: String
    /// Its built-in presets, in the order `--preset` lists them.
    let presets: [BuiltInPreset]
    /// The keys a presets-file entry of this kind may have besides ``PresetsDecoder/commonKeys``.
    let fileKeys: [String]
    /// Reads a presets-file entry; `nil` for a kind presets files cannot make.
    let decode: Decode?

    /// The scene kinds, in the order `--preset` lists their presets.
    static let all: [SceneKind] = [
        .demo,
        .showcase,
        .parallax,
        .flow,
    ]

    /// The kinds a presets file can make, by name.
    static var inPresetsFiles: [SceneKind] { all.filter { $0.decode != nil } }
}
