import VitrineGeometry

extension Layout {
    /// A CoverFlow layout (``CoverFlowTransform`` with iCarousel's defaults) on the axis.
    public static func coverFlow(itemSize: Size, direction: LayoutDirection = .horizontal) -> Layout {
        Layout(direction: direction, itemSize: itemSize, transform: CoverFlowTransform())
    }

    /// A drum seen from outside (``CylinderTransform``).
    public static func cylinder(itemSize: Size, direction: LayoutDirection = .horizontal) -> Layout {
        Layout(direction: direction, itemSize: itemSize, transform: CylinderTransform())
    }

    /// A drum seen from inside, back faces hidden (``CylinderTransform`` with `inverted`).
    public static func invertedCylinder(itemSize: Size, direction: LayoutDirection = .horizontal) -> Layout {
        Layout(direction: direction, itemSize: itemSize, transform: CylinderTransform(inverted: true))
    }

    /// A ring of items facing the viewer (``RotaryTransform``).
    public static func rotary(itemSize: Size, direction: LayoutDirection = .horizontal) -> Layout {
        Layout(direction: direction, itemSize: itemSize, transform: RotaryTransform())
    }

    /// Spokes of a wheel in the screen's plane (``WheelTransform``).
    public static func wheel(itemSize: Size, direction: LayoutDirection = .horizontal) -> Layout {
        Layout(direction: direction, itemSize: itemSize, transform: WheelTransform())
    }

    /// Items receding into the distance (``TimeMachineTransform``).
    public static func timeMachine(itemSize: Size, direction: LayoutDirection = .horizontal) -> Layout {
        Layout(direction: direction, itemSize: itemSize, transform: TimeMachineTransform())
    }
}
