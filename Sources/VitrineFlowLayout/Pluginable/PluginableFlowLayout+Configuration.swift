import VitrineGeometry

extension PluginableFlowLayout {
    /// The direction content scrolls in (``FlowLayout/scrollDirection``).
    public var scrollDirection: FlowScrollDirection {
        get { flowLayout.scrollDirection }
        set { flowLayout.scrollDirection = newValue }
    }

    /// The items and their sizes (``FlowLayout/items``).
    public var items: FlowItemSizes {
        get { flowLayout.items }
        set { flowLayout.items = newValue }
    }

    /// The smallest gap between lines (``FlowLayout/minimumLineSpacing``).
    public var minimumLineSpacing: Double {
        get { flowLayout.minimumLineSpacing }
        set { flowLayout.minimumLineSpacing = newValue }
    }

    /// The smallest gap between items of a line (``FlowLayout/minimumInteritemSpacing``).
    public var minimumInteritemSpacing: Double {
        get { flowLayout.minimumInteritemSpacing }
        set { flowLayout.minimumInteritemSpacing = newValue }
    }

    /// The margins around the content (``FlowLayout/sectionInset``).
    public var sectionInset: EdgeInsets {
        get { flowLayout.sectionInset }
        set { flowLayout.sectionInset = newValue }
    }

    /// The number of items.
    public var itemCount: Int { flowLayout.itemCount }
}
