import Foundation
import VitrineCanvas
import VitrineFiles

/// The pictures on a window's cards: their files, the textures made of them, and the threads
/// that decode them. It is the `PictureSource` the draw list asks, and the renderer draws
/// `DrawMaterial.picture(_:)` with ``texture(numbered:)``.
///
/// Pictures are decoded lazily, only when a card in view asks for one, at about the size the
/// card covers (a power of two, 64 to 2,048 texels along the longer side), on threads of their
/// own; until a picture is ready its card shows its fill. The textures stay within a memory
/// budget: past it, those shown least recently are dropped, and a card that comes back decodes
/// its picture again.
///
/// ```swift
/// let pictures = PictureLibrary(renderer: renderer)
/// pictures.files = ["/photos/a.jpg", "/photos/b.png"]
/// // each frame:
/// pictures.beginFrame()
/// list.append(root, glyphs: atlas, pictures: pictures)
/// try renderer.draw(list, atlas: atlas, pictures: pictures)
/// ```
///
/// Use it on the thread that owns the renderer.
public final class PictureLibrary: PictureSource {
    /// The renderer the textures belong to.
    public let renderer: Renderer
    /// The most bytes of textures kept between frames (256 MiB unless told otherwise).
    public var budget: Int
    /// The most bytes of textures made in one frame, so that a burst of finished pictures is
    /// spread over a few frames rather than making one long.
    public var uploadLimitPerFrame = 2 * 1024 * 1024

    /// The picture files, numbered by their place; setting them drops every texture.
    public var files: [String] = [] {
        didSet {
            entries = [:]
            textures = [:]
            textureBytes = 0
            requests = []
            finishedWaiting = []
            newProblems = []
            problemCount = 0
            changedInFrame = true
            worker.replacePending(with: [])
            _ = worker.takeFinished()
        }
    }

    /// The smallest and largest texture sides asked of a decoding, in texels.
    public static let sideRange = 64...2048

    private struct Entry {
        var textureNumber: Int?
        var longestSide = 0
        var byteCount = 0
        var isFullSize = false
        var isOpaque = false
        var lastShown = 0
        var requestedInFrame = -1
        var problem: PictureFileProblem?
    }

    private let worker: PictureWorker
    private var entries: [Int: Entry] = [:]
    private var textures: [Int: Texture] = [:]
    private var nextTextureNumber = 1
    private var frame = 0
    /// The last frame that asked for a texture: the frame on screen, when a window at rest
    /// builds none.
    private var lastAskingFrame = 0
    private var requests: [PictureWorker.Request] = []
    /// How many pictures turned out not to be showable, kept as they are found: the readout is
    /// asked every frame.
    private var problemCount = 0
    /// Finished pictures left for the next frame by ``uploadLimitPerFrame``.
    private var finishedWaiting: [PictureWorker.Outcome] = []
    private var newProblems: [(number: Int, problem: PictureFileProblem)] = []
    /// The bytes the textures take now.
    public private(set) var textureBytes = 0
    /// Whether a texture was made or dropped since the frame began.
    private var changedInFrame = false

    /// Whether the pictures stand still: nothing is asked for, decoded or waiting to become a
    /// texture, and no texture was made or dropped since the frame began. A frame built now
    /// draws them as the last one did: a window at rest need not draw it.
    public var isSettled: Bool {
        !changedInFrame && finishedWaiting.isEmpty && requests.isEmpty && worker.waitingCount == 0
    }

    /// A library for `renderer` keeping at most `budget` bytes of textures, decoding on
    /// `threadCount` threads (by default ``defaultThreadCount(cores:)`` for the
    /// ``ProcessorCores/usable`` cores). With `decodesWhenIdle`, for a window someone watches,
    /// the threads run only on cores nothing else wants (Linux's `SCHED_IDLE`), so a frame's
    /// rendering never shares a core with a decode; otherwise at a lowered priority, so that a
    /// headless run that waits for its pictures gets them on a busy machine too.
    public init(
        renderer: Renderer, budget: Int = 256 * 1024 * 1024, threadCount: Int? = nil, decodesWhenIdle: Bool = false
    ) {
        self.renderer = renderer
        self.budget = budget
        self.worker = PictureWorker(
            threadCount: threadCount ?? Self.defaultThreadCount(cores: ProcessorCores.usable),
            runsWhenIdle: decodesWhenIdle)
    }

    /// The decoding threads for a process that may run on `cores` cores: one fewer than them,
    /// leaving a core to the frame loop, at least one and at most four.
    public static func defaultThreadCount(cores: Int) -> Int {
        min(max(cores - 1, 1), 4)
    }

    deinit {
        worker.stop()
    }

    /// Holds the decoding and scaling of every picture between rows while a frame
    /// is drawn (`true`), or lets them go on (`false`): the frame loop holds them from the
    /// frame's first draw call until the renderer has finished, so that decoding runs while the
    /// frame waits for the display instead.
    public func pausesDecoding(_ isPaused: Bool) {
        worker.pausesDuringFrames(isPaused)
    }

    /// Starts a frame: what the last frame asked for becomes the decoding queue (a card no
    /// longer in view is not decoded), finished pictures become textures up to
    /// ``uploadLimitPerFrame``, and textures past the ``budget`` go, least recently shown first.
    public func beginFrame() {
        frame += 1
        handRequestsToWorker()
        changedInFrame = false
        var uploaded = 0
        let outcomes = finishedWaiting + worker.takeFinished()
        finishedWaiting.removeAll()
        for outcome in outcomes {
            guard uploaded < uploadLimitPerFrame else {
                finishedWaiting.append(outcome)
                continue
            }
            uploaded += accept(outcome)
        }
        // The textures the last frame built showed are likely shown again in this one (and are
        // on screen while a window rests, building none).
        evictOverBudget(keepingThoseShownSince: lastAskingFrame)
    }

    /// Decodes every picture asked for since the frame began, waiting for them, and makes
    /// them textures, with no limit per frame: for frames that must not depend on how fast the
    /// threads were (a headless run, a screenshot). Returns whether a texture was made, so
    /// that the caller builds the frame again with it.
    public func loadRequestedNow() -> Bool {
        guard !requests.isEmpty || !finishedWaiting.isEmpty else { return false }
        handRequestsToWorker()
        var made = false
        var outcomes = finishedWaiting
        finishedWaiting.removeAll()
        repeat {
            for outcome in outcomes { made = accept(outcome) > 0 || made }
            outcomes = worker.waitForFinished()
        } while !outcomes.isEmpty
        evictOverBudget(keepingThoseShownSince: frame)
        return made
    }

    /// Hands the threads the requests made since the last call, in place of those still
    /// waiting. A picture decoded and waiting for its texture (past a frame's uploads) was asked
    /// for again while it waited: it is not decoded again.
    private func handRequestsToWorker() {
        worker.replacePending(
            with: requests.filter { request in !finishedWaiting.contains { $0.request == request } })
        requests.removeAll(keepingCapacity: true)
    }

    /// The texture of picture `number`, asking for it (or for a larger one) to be decoded when
    /// it has none at about `longestSide` texels; see `PictureSource`.
    public func texture(forPicture number: Int, longestSide: Int) -> Int? {
        guard files.indices.contains(number) else { return nil }
        var entry = entries[number] ?? Entry()
        entry.lastShown = frame
        lastAskingFrame = frame
        defer { entries[number] = entry }
        guard entry.problem == nil else { return nil }
        let wanted = Self.side(for: longestSide)
        // A looping carousel shows a picture on several cards: one request a frame.
        if entry.textureNumber == nil || (!entry.isFullSize && entry.longestSide < wanted), entry.requestedInFrame != frame {
            entry.requestedInFrame = frame
            requests.append(PictureWorker.Request(number: number, path: files[number], longestSide: wanted))
        }
        return entry.textureNumber
    }

    /// Whether picture `number`'s texture holds only fully opaque texels; `false` while it has
    /// none.
    public func isOpaque(picture number: Int) -> Bool {
        guard let entry = entries[number], entry.textureNumber != nil else { return false }
        return entry.isOpaque
    }

    /// The texture numbered `number` by ``texture(forPicture:longestSide:)``, or `nil` once it
    /// has been dropped.
    public func texture(numbered number: Int) -> Texture? {
        textures[number]
    }

    /// The pictures that turned out not to be showable since the last call, with why; each is
    /// reported once.
    public func takeProblems() -> [(number: Int, problem: PictureFileProblem)] {
        defer { newProblems.removeAll() }
        return newProblems
    }

    /// The problem found with picture `number`, if one was.
    public func problem(ofPicture number: Int) -> PictureFileProblem? {
        entries[number]?.problem
    }

    /// What the library holds now.
    public var readout: PictureReadout {
        PictureReadout(
            pictureCount: files.count, textureCount: textures.count, textureBytes: textureBytes, budget: budget,
            waitingCount: worker.waitingCount + finishedWaiting.count,
            problemCount: problemCount)
    }

    /// The texture side asked of a decoding for a picture covering `longestSide` pixels: the
    /// next power of two, within ``sideRange``.
    static func side(for longestSide: Int) -> Int {
        var side = sideRange.lowerBound
        while side < longestSide, side < sideRange.upperBound { side *= 2 }
        return side
    }

    /// Makes a finished picture a texture (or records its problem); returns the bytes uploaded.
    private func accept(_ outcome: PictureWorker.Outcome) -> Int {
        let number = outcome.request.number
        guard files.indices.contains(number), files[number] == outcome.request.path else { return 0 }
        var entry = entries[number] ?? Entry()
        defer { entries[number] = entry }
        switch outcome.result {
        case .failure(let problem):
            guard entry.problem == nil else { return 0 }
            entry.problem = problem
            problemCount += 1
            newProblems.append((number, problem))
            return 0
        case .success(let picture):
            guard entry.textureNumber == nil || entry.longestSide < max(picture.width, picture.height) else { return 0 }
            let texture: Texture
            do {
                texture = try Texture(renderer: renderer, width: picture.width, height: picture.height)
                try texture.replace(x: 0, y: 0, width: picture.width, height: picture.height, with: picture.rgba)
            } catch {
                entry.problem = .undecodable(error.description)
                problemCount += 1
                newProblems.append((number, .undecodable(error.description)))
                return 0
            }
            if let old = entry.textureNumber { drop(old, bytes: entry.byteCount) }
            let textureNumber = nextTextureNumber
            nextTextureNumber += 1
            textures[textureNumber] = texture
            textureBytes += picture.byteCount
            changedInFrame = true
            entry.textureNumber = textureNumber
            entry.longestSide = max(picture.width, picture.height)
            entry.byteCount = picture.byteCount
            entry.isFullSize = picture.isFullSize
            entry.isOpaque = picture.isOpaque
            return picture.byteCount
        }
    }

    /// Drops textures shown least recently until the rest fit the budget; those shown in frame
    /// `keptFrame` or later stay whatever they take.
    private func evictOverBudget(keepingThoseShownSince keptFrame: Int) {
        guard textureBytes > budget else { return }
        let held = entries.filter { $0.value.textureNumber != nil }.sorted { $0.value.lastShown < $1.value.lastShown }
        for (number, entry) in held {
            guard textureBytes > budget, entry.lastShown < keptFrame, let textureNumber = entry.textureNumber else { break }
            drop(textureNumber, bytes: entry.byteCount)
            entries[number]?.textureNumber = nil
            entries[number]?.longestSide = 0
            entries[number]?.byteCount = 0
        }
    }

    private func drop(_ textureNumber: Int, bytes: Int) {
        textures[textureNumber] = nil
        textureBytes -= bytes
        changedInFrame = true
    }
}
