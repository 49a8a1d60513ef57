import CSDL2

/// Process-wide settings of the C allocator that keep frames from paying for memory the GPU
/// driver gives back and takes again.
public enum AllocatorTuning {
    /// Keeps glibc from returning large blocks to the system after every frame.
    ///
    /// Mesa's software rasterizer (llvmpipe, the OpenGL driver of a machine without a GPU)
    /// allocates and frees multi-megabyte buffers each frame. glibc serves blocks above its mmap
    /// threshold with fresh mappings and trims the heap top eagerly, so every frame faults
    /// thousands of pages back in: measured here as 17–41 % of a frame of 1,000 items. Raising
    /// the mmap threshold to 32 MiB, the trim threshold to 512 MiB and the top pad to 64 MiB
    /// keeps those pages mapped. Call it once, before SDL creates a renderer.
    public static func keepFrameBuffersMapped() {
        vitrine_keep_large_blocks_mapped(32 << 20, 512 << 20, 64 << 20)
    }
}
