/// What a layer tells the others when it does something that concerns them; the core hands
/// it to every layer once the event is handled (see ``PlaygroundLayer/receive(_:core:)``).
enum LayerMessage: Hashable {
    /// The save prompt opened and takes the keys: nothing modal may hide it, and no field or
    /// list stays open.
    case savePromptOpened
    /// The help opened over everything: the panel's field and list close.
    case helpOpened
    /// The scene was put back to its preset (Shift+Backspace): the panel's field and list close.
    case sceneReset
    /// A toolbar button gave a command a layer does (the panel, the help, the motion lab, the
    /// save prompt): the layer that owns it does it, as for its key.
    case command(WindowControl.Command)
    /// A tab of the fold bar was clicked: the layer of that name goes first in the layout.
    case unfold(LayerName)
}
