import CSDL2

/// SDL's high-resolution monotonic clock, read once per frame by the app loop and handed to
/// everything else as an argument.
public enum MonotonicClock {
    /// Seconds since an arbitrary fixed point in the past.
    public static func seconds() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }
}
