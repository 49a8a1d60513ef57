// VitrineMotion: the building blocks of Vitrine's scroll physics, free of SDL and of any scene.
//
// Every piece is a small `Sendable` value. Time always comes in as an argument, in seconds, so the
// same input gives the same motion at any frame rate, headless or in a window.
//
// Simulations (pure functions of the time since they started; see `Simulation`):
// - `DecelerationSimulation`: the fling after a drag is released. Velocity decays exponentially as
//   in UIScrollView, at a `DecelerationRate` (`.normal` 0.998 or `.fast` 0.99 per millisecond), and
//   the resting position is known at release: `DecelerationRate.projectedDistance(velocity:)`.
// - `SpringSimulation`: the critically damped bounce back to an edge (WebKit's rubber-band decay,
//   12.5 s⁻¹). It says whether, and when, it would cross its target, so a caller can refuse an
//   overshoot past the edge.
// - `WheelGlide`: Chromium's smooth mouse-wheel animation, 100–200 ms along an ease-in-out curve;
//   retargeting it when more notches arrive keeps both position and velocity continuous.
//
// Helpers:
// - `RubberBand`: how far content moves when dragged past an edge (Grant Paul's formula), and its
//   inverse to resume a drag from a stretched position.
// - `VelocityTracker`: the release velocity of a drag, by a least-squares fit over the last
//   100 ms of pointer samples (Flutter's LSQ strategy).
// - `CubicBezier`: a CSS/Core Animation timing curve with a robust solver (WebKit/Chromium's
//   UnitBezier method) and the named curves.
//
// The `Scroller` that combines these lives elsewhere; nothing here knows about input events.
// Each type's documentation gives its constants and formulas with where they come from;
// Docs/Scrolling-and-Physics.md sums up how they feel together.
