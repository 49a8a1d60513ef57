import VitrineGeometry
import VitrineInput
import VitrinePlayground
import VitrineSDL

extension App {
    /// Where frames go: a library, maybe a window, and a renderer.
    struct Target {
        var library: SDLLibrary
        var window: Window?
        var renderer: Renderer
    }

    /// Opens the window, or for a headless run an output as large as the largest frame the run
    /// will draw (see ``outputSize(options:script:)``), drawing the first frame's size in its
    /// corner.
    static func makeTarget(options: RunOptions, script: InputScript?) throws(PlaygroundError) -> Target {
        AllocatorTuning.keepFrameBuffersMapped()
        RasterizerThreads.askForOneMoreThanCores()
        switch options.mode {
        case .window:
            do {
                let library = try SDLLibrary()
                try requireDisplay(library)
                let window = try Window(
                    library: library, title: "Vitrine",
                    size: Size(width: Double(options.width), height: Double(options.height)),
                    sizeLimits: RunOptions.sizeRange)
                let renderer = try Renderer(window: window, vsync: true, software: options.softwareRenderer)
                return Target(library: library, window: window, renderer: renderer)
            } catch {
                throw PlaygroundError(
                    "\(error.description). With no display, run "
                        + "`vitrine --headless --frames 60 --screenshot frame.png` or `xvfb-run -a vitrine`")
            }
        case .headless:
            let target = try makeHeadlessTarget(options: options, outputSize: outputSize(options: options, script: script))
            target.renderer.setViewportSize(width: options.width, height: options.height)
            return target
        }
    }

    /// An offscreen window that renders with OpenGL where EGL is available; without it, or with
    /// `--software`, SDL's software renderer drawing into a surface in memory: no window, so no
    /// OpenGL driver (nor the 54 MiB of LLVM that Mesa's llvmpipe maps) is loaded at all.
    private static func makeHeadlessTarget(
        options: RunOptions,
        outputSize: (width: Int, height: Int)
    ) throws(PlaygroundError) -> Target {
        if !options.softwareRenderer {
            do {
                let library = try SDLLibrary(videoDriver: "offscreen")
                let window = try Window(
                    library: library, title: "Vitrine",
                    size: Size(width: Double(outputSize.width), height: Double(outputSize.height)),
                    sizeLimits: RunOptions.sizeRange, isHidden: true)
                let renderer = try Renderer(window: window, vsync: false)
                return Target(library: library, window: window, renderer: renderer)
            } catch {
                warn("\(error.description); drawing headless with the software renderer on a surface")
            }
        }
        do {
            let library = try SDLLibrary(video: false)
            let renderer = try Renderer(library: library, surfaceWidth: outputSize.width, height: outputSize.height)
            return Target(library: library, window: nil, renderer: renderer)
        } catch {
            throw PlaygroundError(error.description)
        }
    }

    /// Throws when SDL, finding no display, settled for a driver that shows nothing (the window
    /// would run unseen for ever).
    static func requireDisplay(_ library: SDLLibrary) throws(SDLError) {
        if let driver = library.videoDriver, ["offscreen", "dummy"].contains(driver) {
            throw SDLError(operation: "open a window", message: "no display (SDL chose its \(driver) driver)")
        }
    }

    /// The glyph atlas for the font, or `nil` (after saying why) when the font cannot be used:
    /// the playground then runs without text.
    static func makeAtlas(renderer: Renderer, fontPath: String?) -> Atlas? {
        do {
            let path = try fontPath ?? Assets.path(of: Assets.defaultFont)
            let font = try FontFile(library: renderer.library, path: path)
            return try Atlas(renderer: renderer, fontFile: font)
        } catch let error as PlaygroundError {
            warn("\(error.description); text will not be drawn")
        } catch {
            warn("\(error); text will not be drawn")
        }
        return nil
    }
}
