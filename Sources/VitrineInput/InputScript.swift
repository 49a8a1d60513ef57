/// Timed input for deterministic runs and tests: what happens, and when.
///
/// A script is text with one event per line. Each line starts with a time in milliseconds
/// from the start of the run (decimals allowed, never earlier than the line before), then an
/// event name and its arguments, separated by spaces or tabs. `#` starts a comment, on its
/// own line or after an event; blank lines are ignored.
///
/// Times and numeric arguments are decimal: an optional sign, digits with an optional
/// fraction and an optional exponent (`12`, `-0.5`, `.5`, `1e3`); hexadecimal, `inf` and
/// `nan` are not numbers. A time is never negative nor later than ``maximumTime``, and no
/// line is longer than ``maximumLineLength`` characters.
///
/// ```text
/// # scroll twice, page with the keyboard, then quit
/// 0      resize 800 600
/// 100    wheel 0 -1            # one notch toward the user
/// 150    pwheel 0 -0.4         # a touchpad step
/// 400    down 200 300
/// 420    move 200 250
/// 440    up 200 200
/// 600    key Shift+Tab         # keyDown then keyUp, with Shift held
/// 700    keydown Right
/// 900    keyup Right
/// 1000   shot shots/after paging.png
/// 1100   quit
/// ```
///
/// | line | meaning |
/// |---|---|
/// | `T wheel DX DY [X Y]` | a notched mouse wheel; whole notches only; the pointer at (X, Y) if given |
/// | `T pwheel DX DY [X Y]` | a precise, continuous (touchpad) scroll; fractions allowed; (X, Y) as for wheel |
/// | `T down X Y`, `T move X Y`, `T up X Y` | the left button pressed, moved, released at a point |
/// | `T key NAME` | a key press: key down then key up at the same time |
/// | `T keydown NAME`, `T keyup NAME` | one half of a key press |
/// | `T resize W H` | the window takes a new, positive size in points |
/// | `T shot PATH` | take a PNG of that frame; the path is the rest of the line |
/// | `T quit` | end the run |
///
/// Event names and key names ignore case. A key name is the rest of the line, so names with
/// a space work (`Keypad Enter`, `Left Shift`), and may start with modifiers: `Shift+Tab`,
/// `Ctrl+Q`, `Ctrl+Shift+Left` (see ``KeyModifiers/init(name:)`` for the modifier names).
/// A path or key name cannot contain `#`, which always starts a comment.
public struct InputScript: Hashable, Sendable {
    /// The script's entries in file order; their times never decrease.
    public var entries: [Entry]
    /// Lines that were read but dropped, each with why: a wheel delta too large to be finite,
    /// such as `1e999`.
    public var warnings: [InputScriptError]

    /// Creates a script from entries already in time order, for scripts built in code.
    public init(entries: [Entry]) {
        self.entries = entries
        self.warnings = []
    }

    /// Parses a script's text; `fileName` only names the script in error messages.
    ///
    /// - Throws: ``InputScriptError`` for the first line that is not a valid event.
    public init(parsing text: String, fileName: String) throws(InputScriptError) {
        var parser = InputScriptParser(fileName: fileName)
        try parser.parse(text)
        self.entries = parser.entries
        self.warnings = parser.warnings
    }

    /// The host's time, in seconds from the start, at which a script plays its time
    /// `milliseconds` when the scenes' time starts at `speed` (1 for full speed): the script's
    /// times are the scenes' times, so at 1/4 a script plays four times as slowly.
    ///
    /// ```swift
    /// InputScript.windowTime(ofScriptTime: 500, speed: 1)      // 0.5
    /// InputScript.windowTime(ofScriptTime: 500, speed: 0.25)   // 2.0
    /// ```
    public static func windowTime(ofScriptTime milliseconds: Double, speed: Double) -> Double {
        milliseconds / 1000 / speed
    }
}
