import VitrineCanvas
import VitrineShowcase

/// What an exported showcase shows in the tests: the item's number.
struct ExportTestModel: ReusableModel {
    /// The item's index.
    let index: Int
}

/// A plain view for exported showcases: the showcase places its node; nothing else is drawn.
final class ExportTestCard: ReusableView {
    /// The node the showcase places.
    var node = Node()

    /// Creates the view.
    init() {}

    /// Shows the item's number.
    func configure(with model: ExportTestModel) {
        node.text = "\(model.index)"
    }
}
