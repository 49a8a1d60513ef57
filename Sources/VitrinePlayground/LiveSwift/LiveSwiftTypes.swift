import VitrineLive

/// The types of a person's Swift files the window has loaded (`--swift`), and what runs them:
/// they join the scenes' lists by name, after the built-in ones.
///
/// Empty until the host has compiled and loaded the files; every later compile that works
/// replaces it, and the scenes' values of the person's types (``LivePath``, ``LiveTransform``,
/// ``LiveTimingFunction``, ``LiveAction``, ``LiveFlowPlugin``) keep their names and numbers and
/// run the new code: Showcase lists paths and transforms, the Parallax story races timing
/// functions and plays actions, Flow lists plugins.
public struct LiveSwiftTypes: Sendable {
    /// The types, in the order of the files and of the types in them.
    public var types: [LiveTypeDescription]
    /// What runs them; `nil` before anything is loaded.
    public var code: (any LiveCode)?
    /// The files they come from, as the person named them.
    public var files: [String]

    /// No types.
    public init() {
        types = []
        code = nil
        files = []
    }

    /// The types `types` from `files`, run by `code`.
    public init(types: [LiveTypeDescription], code: any LiveCode, files: [String]) {
        self.types = types
        self.code = code
        self.files = files
    }

    /// The types of kind `kind`, when there is code to run them.
    func types(of kind: LiveKind) -> [LiveTypeDescription] {
        code == nil ? [] : types.filter { $0.kind == kind }
    }
}
