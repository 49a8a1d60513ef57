import Testing
import VitrineGeometry

@testable import VitrineSDL

/// Which OpenGL driver draws: the benchmark names it and measures the GPU's targets only on one.
@Suite("The OpenGL driver's name", .serialized)
@MainActor
struct OpenGLDriverTests {
    /// An OpenGL renderer names its driver (this machine's, or a GPU's); SDL's software renderer
    /// has none and draws on the CPU.
    @Test func anOpenGLRendererNamesItsDriverAndTheSoftwareOneHasNone() throws {
        let library = try SDLLibrary(videoDriver: "offscreen")
        let window = try Window(library: library, title: "test", size: Size(width: 64, height: 48), isHidden: true)
        let openGL = try Renderer(window: window, vsync: false)
        #expect(openGL.name.hasPrefix("opengl"))
        let driver = try #require(openGL.openGLDriver)
        #expect(!driver.isEmpty)
        let isMesaOnTheCPU = ["llvmpipe", "softpipe", "swrast"].contains { driver.lowercased().contains($0) }
        #expect(openGL.drawsOnTheCPU == isMesaOnTheCPU)

        let surface = try Renderer(library: library, surfaceWidth: 64, height: 48)
        #expect(surface.isSoftware)
        #expect(surface.openGLDriver == nil)
        #expect(surface.drawsOnTheCPU)
    }
}
