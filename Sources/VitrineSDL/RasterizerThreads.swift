import CSDL2

/// How many threads Mesa's software rasterizer, llvmpipe (the OpenGL driver of a machine without
/// a GPU: a virtual machine, a remote desktop, CI), fills pixels with.
///
/// By default llvmpipe starts one thread per core. When the kernel wakes two of them on the same
/// core, the other core stays idle until its scheduler moves one across, and the frame waits for
/// them: on a 2-core machine, such frames showed one core idle while llvmpipe's part of the frame
/// took twice its usual time. With one thread more than cores, every core has a thread to run
/// whichever way they are woken, and llvmpipe hands out its tiles to whichever thread is free.
public enum RasterizerThreads {
    /// The environment variable llvmpipe reads its thread count from when it starts.
    public static let variable = "LP_NUM_THREADS"

    /// The thread count to ask of llvmpipe on a machine with `processors` cores, when
    /// ``variable`` holds `alreadySet`: one more than the cores; `nil` (llvmpipe's own choice)
    /// where someone set the variable already, or on a single core, where llvmpipe fills on the
    /// thread that draws and a second thread would only take turns with it.
    public static func count(processors: Int, alreadySet: String?) -> Int? {
        guard alreadySet == nil, processors >= 2 else { return nil }
        return processors + 1
    }

    /// Asks llvmpipe for ``count(processors:alreadySet:)`` threads for the
    /// ``ProcessorCores/usable`` cores. Call it once, before SDL creates a window: llvmpipe
    /// reads the variable when the first OpenGL display starts, and setting a variable is safe
    /// only while no other thread reads the environment.
    public static func askForOneMoreThanCores() {
        let alreadySet = SDL_getenv(variable).map { String(cString: $0) }
        guard let count = count(processors: ProcessorCores.usable, alreadySet: alreadySet) else { return }
        _ = SDL_setenv(variable, "\(count)", 0)
    }
}
