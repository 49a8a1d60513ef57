import CSDL2
import Foundation
import VitrineFiles

/// The threads that decode pictures for a ``PictureLibrary``, off the frame loop: they take the
/// newest request first (the cards in view now), and stop taking more while finished pictures
/// wait to be uploaded, so memory stays bounded however fast the cards go by.
///
/// Its state is shared between the frame loop and the threads under one lock (an
/// `NSCondition`), which is why it is `@unchecked Sendable`.
final class PictureWorker: @unchecked Sendable {
    /// One picture wanted at one size.
    struct Request: Hashable, Sendable {
        /// The picture's number in the library.
        let number: Int
        /// Its file.
        let path: String
        /// The most texels along its longer side.
        let longestSide: Int
    }

    /// What a thread made of a request.
    struct Outcome: Sendable {
        let request: Request
        let result: Result<DecodedPicture, PictureFileProblem>
    }

    /// The most finished pictures that may wait for the frame loop before the threads pause.
    static let finishedLimit = 6

    private let condition = NSCondition()
    private var pending: [Request] = []
    private var finished: [Outcome] = []
    private var working: Set<Request> = []
    private var isStopped = false
    /// Not 0 while a frame is drawn: a picture being decoded or scaled down waits between rows
    /// (see ``pausesDuringFrames(_:)``). Read by the threads without the lock.
    private let pause = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

    /// Starts `threadCount` decoding threads, below the frame loop and the renderer's threads:
    /// with `runsWhenIdle` only on cores nothing else wants, else at a lowered priority.
    init(threadCount: Int, runsWhenIdle: Bool = false) {
        pause.initialize(to: 0)
        for index in 0..<max(threadCount, 1) {
            // Named from inside, through the system (15 characters at most).
            let name = runsWhenIdle ? "pictures.idle.\(index)" : "pictures.\(index)"
            let thread = Thread { [self] in
                vitrine_name_current_thread(name)
                if runsWhenIdle {
                    vitrine_make_thread_idle()
                } else {
                    vitrine_lower_thread_priority(10)
                }
                run()
            }
            thread.qualityOfService = .utility
            thread.start()
        }
    }

    /// Replaces what is waiting with `requests`, the last one taken first; one being decoded
    /// carries on, and one decoded but not yet taken is not decoded again.
    func replacePending(with requests: [Request]) {
        condition.lock()
        pending = requests.filter { request in
            !working.contains(request) && !finished.contains { $0.request == request }
        }
        condition.broadcast()
        condition.unlock()
    }

    /// The pictures finished since the last call.
    func takeFinished() -> [Outcome] {
        condition.lock()
        defer { condition.unlock() }
        let taken = finished
        finished.removeAll()
        condition.broadcast()
        return taken
    }

    /// Waits until a picture is finished or nothing is left to decode, and takes the finished
    /// ones (none when there was nothing to wait for).
    func waitForFinished() -> [Outcome] {
        condition.lock()
        defer { condition.unlock() }
        while !isStopped, finished.isEmpty, !(pending.isEmpty && working.isEmpty) {
            condition.wait()
        }
        let taken = finished
        finished.removeAll()
        condition.broadcast()
        return taken
    }

    /// How many requests wait or are being decoded.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return pending.count + working.count
    }

    deinit {
        pause.deallocate()
    }

    /// Holds the decoding and scaling of every picture between rows (`true`), or lets them
    /// go on: a window's frame loop holds them while llvmpipe draws a frame, which a decode on
    /// the other core slows even at the lowest priority, and lets them go while the frame waits
    /// for the display. A held thread sleeps until let go.
    func pausesDuringFrames(_ isPaused: Bool) {
        vitrine_set_flag(pause, isPaused ? 1 : 0)
    }

    /// Lets the threads finish what they hold (a held decoding let go) and end.
    func stop() {
        pausesDuringFrames(false)
        condition.lock()
        isStopped = true
        pending.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func run() {
        while let request = next() {
            let result = Result { () throws(PictureFileProblem) -> DecodedPicture in
                try DecodedPicture(path: request.path, longestSide: request.longestSide, pause: pause)
            }
            condition.lock()
            working.remove(request)
            if !isStopped { finished.append(Outcome(request: request, result: result)) }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next request, waiting for one (and for room among the finished); `nil` once stopped.
    private func next() -> Request? {
        condition.lock()
        defer { condition.unlock() }
        while !isStopped, pending.isEmpty || finished.count >= Self.finishedLimit {
            condition.wait()
        }
        guard !isStopped, let request = pending.popLast() else { return nil }
        working.insert(request)
        return request
    }
}
