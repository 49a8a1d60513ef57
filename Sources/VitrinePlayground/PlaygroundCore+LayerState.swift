import VitrineCanvas
import VitrineGeometry

/// The layers' state by name, for the parts of the window that read it (the host's status,
/// tests): each is the layer's own, reached through ``subscript(layer:)``.
extension PlaygroundCore {
    /// The panel Tab opens.
    var panel: Panel {
        get { self[layer: PanelLayer.self].panel }
        set { self[layer: PanelLayer.self].panel = newValue }
    }

    /// Whether the help (F1) shows.
    var isHelpShown: Bool {
        get { self[layer: HelpLayer.self].isShown }
        set { self[layer: HelpLayer.self].isShown = newValue }
    }

    /// How far the help's lines are scrolled, in points.
    var helpScroll: Double { self[layer: HelpLayer.self].scroll }

    /// The prompt Ctrl+S opens, while it is open.
    var savePrompt: SavePrompt? {
        get { self[layer: SavePromptLayer.self].savePrompt }
        set { self[layer: SavePromptLayer.self].savePrompt = newValue }
    }

    /// The motion traces M shows.
    var motionTraces: MotionTraces { self[layer: MotionLabLayer.self].motionTraces }

    /// The input inspector I shows.
    var inputInspector: InputInspector { self[layer: MotionLabLayer.self].inputInspector }

    /// The frame-time graph M shows.
    var frameTimeGraph: FrameTimeGraph { self[layer: MotionLabLayer.self].frameTimeGraph }

    /// Whether a layer that Esc closes is open (the help, the panel, the save prompt).
    var isOverlayOpen: Bool { isHelpShown || panel.isOpen || savePrompt != nil }

    /// The room the panel lays out in now, in interface points: its column in the window's
    /// layout, or where it would dock while it is closed.
    var panelRoom: Rect {
        self[layer: PanelLayer.self].room(in: windowLayout, scale: interfaceScale) ?? Panel.room(in: interfaceViewport)
    }
}
