import VitrineCanvas
import VitrineGeometry
import VitrineInput

/// The window's layers: the list, the layout that gives them room, and access to each.
extension PlaygroundCore {
    /// The window's layers, top first: input goes down this list until a layer takes it, the
    /// layout gives room in this order (the first keeps its room where the window is too small
    /// for all), and the frame is drawn from the bottom up. A new layer is one line here.
    static var layerTypes: [any PlaygroundLayer.Type] {
        [
            SavePromptLayer.self,
            HelpLayer.self,
            NoticeLayer.self,
            LiveSwiftLayer.self,
            FoldBarLayer.self,
            ToolbarLayer.self,
            PanelLayer.self,
            MotionLabLayer.self,
            WindowKeysLayer.self,
            SceneLayer.self,
        ]
    }

    /// The layer of type `type` in the list (a new one, closed, if the list had none).
    subscript<Layer: PlaygroundLayer>(layer type: Layer.Type) -> Layer {
        get {
            for layer in layerList {
                if let layer = layer as? Layer { return layer }
            }
            return Layer()
        }
        set {
            guard let index = layerList.firstIndex(where: { $0 is Layer }) else { return }
            layerList[index] = newValue
        }
    }

    /// Runs `body` on every layer, top first, each taken out of the list while it runs, then
    /// delivers what they told each other.
    mutating func forEachLayer(_ body: (inout any PlaygroundLayer, inout PlaygroundCore) -> Void) {
        for index in layerList.indices {
            var layer = layerList[index]
            body(&layer, &self)
            layerList[index] = layer
        }
        deliverMessages()
    }

    /// Runs `body` on the layer of type `type`, taken out of the list while it runs, then
    /// delivers what it told the others.
    mutating func withLayer<Layer: PlaygroundLayer>(_ type: Layer.Type, _ body: (inout Layer, inout PlaygroundCore) -> Void) {
        guard let index = layerList.firstIndex(where: { $0 is Layer }), var layer = layerList[index] as? Layer else { return }
        body(&layer, &self)
        layerList[index] = layer
        deliverMessages()
    }

    /// Hands every message layers left to every layer, in order (a message may lead to more).
    mutating func deliverMessages() {
        var rounds = 0
        while !pendingMessages.isEmpty, rounds < 8 {
            rounds += 1
            let messages = pendingMessages
            pendingMessages.removeAll()
            for message in messages {
                if case .unfold(let name) = message { unfoldedLayer = name }
                for index in layerList.indices {
                    var layer = layerList[index]
                    layer.receive(message, core: &self)
                    layerList[index] = layer
                }
            }
        }
    }

    /// Tells every layer `message` once the event at hand is handled.
    mutating func post(_ message: LayerMessage) {
        pendingMessages.append(message)
    }

    /// The window's layout now: each layer's room, the scene's area, the fold bar.
    var windowLayout: WindowLayout {
        var requests: [(name: LayerName, room: LayerRoom)] = []
        for layer in layerList {
            if let room = layer.room(in: self) { requests.append((type(of: layer).name, room)) }
        }
        if let unfoldedLayer, let index = requests.firstIndex(where: { $0.name == unfoldedLayer }) {
            // A layer whose tab was clicked comes first, after whatever covers the window.
            let request = requests.remove(at: index)
            let first = requests.firstIndex { if case .window = $0.room { false } else { true } } ?? requests.endIndex
            requests.insert(request, at: first)
        }
        return WindowLayout(
            viewport: viewport, headerHeight: Self.headerHeight * interfaceScale, scale: interfaceScale,
            requests: requests)
    }

    /// The height of the status line's band at the top, in interface points: the columns start
    /// below it whether it shows or not, so that hiding it (H) moves nothing.
    static let headerHeight = 46.0

    /// The area the scene lays out in, in window points: the window but for the columns and
    /// bands of the open layers.
    var sceneArea: Rect { windowLayout.scene }
}
