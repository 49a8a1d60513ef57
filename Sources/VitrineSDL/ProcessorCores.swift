import CSDL2
import Foundation

/// The processor cores this process may run on, for sizing the threads it starts.
public enum ProcessorCores {
    /// The cores of the process's CPU affinity (`taskset -c 0,1` gives 2 on any machine), and
    /// no more than Foundation's active processor count; that count alone where the affinity
    /// cannot be read.
    public static var usable: Int {
        let active = ProcessInfo.processInfo.activeProcessorCount
        let affinity = Int(vitrine_affinity_core_count())
        return affinity > 0 ? min(affinity, active) : active
    }
}
