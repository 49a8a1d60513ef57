import VitrineGeometry
import VitrineInput

/// One row of the panel, placed: what it shows and where.
struct PanelRow: Hashable {
    /// What a row shows.
    enum Content: Hashable {
        /// A section title, with a hint at its right.
        case heading(String, hint: String)
        /// The Undo and Redo buttons, each dimmed when it has nothing to do.
        case history(PanelHistory)
        /// A fact with no key: the scene.
        case fact(name: String, value: String)
        /// The preset running; a click opens the list of presets.
        case preset(String)
        /// A switchable setting; a click presses its key.
        case setting(SceneSetting)
        /// A numeric parameter, `index` in the scene's list; a click selects it, and its − and
        /// + buttons step it.
        case parameter(index: Int, SceneParameter, isSelected: Bool)
        /// A line of explanation.
        case note(String)
    }

    /// What the row shows.
    var content: Content
    /// Where, in window points.
    var frame: Rect
    /// The field typing its number, for a number's row being typed.
    var field: PanelField?
}
