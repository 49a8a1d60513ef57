// VitrineFlowLayout: the PluginableFlowLayout port, free of SDL and of any scene.
//
// Three layers, each a plain `Sendable` value:
// - `FlowLayout` describes a one-section flow layout as UICollectionViewFlowLayout does (scroll
//   direction, item sizes, line and inter-item spacing, section inset). `FlowLayoutGeometry` is
//   that description laid out for one viewport: frames, content size and fast rectangle queries
//   (O(1) to prepare for items of one size, O(n) once for individual sizes, O(log n + visible)
//   per query).
// - `PluginableFlowLayout` adds the seed's alignment (`targetContentOffset(...)`, which picks the
//   item a fling rests on, and `contentOffsetRange`, from the first item's slot to the last's, so
//   that every item can rest in its slot) and its plugins, and hands out
//   `PluginableFlowLayoutAttributes`.
// - Plugins (`FlowLayoutPlugin`) adjust each attribute from its place in the viewport:
//   `PercentageFlowLayoutPlugin` (the seed's visibility percentages, which every attribute
//   carries), `ParallaxDimmingFlowLayoutPlugin` (the seed README's example effect) and
//   `ScaleFadeFlowLayoutPlugin`.
//
// Each type's documentation gives its formulas; Docs/Parallax-and-Flow.md's "Flow layout" lists the
// seed's bugs that are fixed here.
