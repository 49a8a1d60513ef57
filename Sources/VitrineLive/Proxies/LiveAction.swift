import VitrineGeometry
import VitrineParallax

/// An action of a person's own, compiled from their file: it hands ``code`` the page's progress
/// and the target's numbers (``VitrineParallax/PVTarget/liveNumbers``) and takes back what the
/// action made of them, so a recompiled file changes it in place.
///
/// The node's text and children stay as they are (only numbers cross); the opacity and the
/// colors' components come back kept within 0…1, as the canvas draws them.
public struct LiveAction: PVActionType, LiveProxy {
    /// The type's name.
    public let name: String
    /// The numbers set in the window.
    public var numbers: LiveNumbers
    /// What runs the code.
    public let code: any LiveCode
    /// The file the type is declared in (see ``LiveProxy/file``).
    public var file: String

    /// The action of type `name` run by `code`, with `numbers` set.
    public init(
        name: String, numbers: LiveNumbers = LiveNumbers(), code: any LiveCode,
        file: String = ""
    ) {
        self.name = name
        self.numbers = numbers
        self.code = code
        self.file = file
    }

    /// The person's `update(_:target:)`; the target stays as it is when no version of it can
    /// answer.
    public func update(_ progress: Double, target: inout PVTarget) {
        guard let outputs = code.call(.update, of: name, numbers: numbers.values, inputs: [progress] + target.liveNumbers),
            var changed = target.settingLiveNumbers(outputs)
        else { return }
        changed.node.opacity = Self.unit(changed.node.opacity)
        changed.node.fillColor = Self.unit(changed.node.fillColor)
        changed.node.textColor = Self.unit(changed.node.textColor)
        target = changed
    }

    private static func unit(_ value: Double) -> Double {
        min(max(value, 0), 1)
    }

    private static func unit(_ color: Color) -> Color {
        Color(red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: unit(color.alpha))
    }
}
