import Testing
import VitrineGeometry
import VitrineInput

@testable import VitrinePlayground

@Suite("Ctrl+C: the core writes the scene as tuned as Swift for the host, and says what the host did")
struct SwiftExportCoreTests {
    static let window = Size(width: 1280, height: 720)

    static func press(_ key: Key, _ modifiers: KeyModifiers = [], in core: inout PlaygroundCore, at time: Double = 0.1) {
        _ = core.handle(.keyDown(key, modifiers: modifiers, isRepeat: false), at: time)
        _ = core.handle(.keyUp(key, modifiers: modifiers), at: time)
    }

    /// The Swift files the core asks the host to deliver, taking every request.
    static func swiftFiles(from core: inout PlaygroundCore) -> [SwiftExportFile] {
        core.takeRequests().compactMap { request in
            guard case .deliverSwift(let file) = request else { return nil }
            return file
        }
    }

    @Test func ctrlCHandsTheHostTheSceneAsSwiftOnce() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.window)
        Self.press(.c, .control, in: &core)
        let taken = Self.swiftFiles(from: &core)
        #expect(taken.count == 1)
        let file = try #require(taken.first)
        #expect(file.fileName == "coverflow.swift")
        #expect(file.text == (try SwiftExport.source(preset: "coverflow", viewport: Self.window)))
        #expect(core.takeRequests().isEmpty)
    }

    @Test func theSwiftFollowsTheSceneAsTunedAndTheWindowsSize() throws {
        var core = try PlaygroundCore(preset: "coverflow", viewport: Self.window)
        Self.press(.t, in: &core)
        core.resize(to: Size(width: 800, height: 600))
        Self.press(.c, .control, in: &core)
        let taken = Self.swiftFiles(from: &core)
        let text = try #require(taken.first).text
        #expect(text.contains("transform: CylinderTransform()"))
        #expect(text.contains("at 800 × 600."))
    }

    @Test func theDemoSaysItHasNoSwift() throws {
        var core = try PlaygroundCore(preset: "demo", viewport: Self.window)
        Self.press(.c, .control, in: &core)
        #expect(core.takeRequests().isEmpty)
        let notice = try #require(core.notice)
        #expect(notice.isError && notice.text.contains("no library code"))
    }

    @Test func theNoticeSaysWhatTheHostDid() throws {
        var core = try PlaygroundCore(preset: "flow-start", viewport: Self.window)
        Self.press(.c, .control, in: &core)
        let taken = Self.swiftFiles(from: &core)
        let file = try #require(taken.first)
        core.receive(
            .swiftDelivered(
                SwiftExportDelivery(isPrinted: true, isCopied: true, saving: .success("flow-start.swift")),
                file: file), at: 0.2)
        #expect(core.notice?.text == "Swift for flow-start: printed, copied, saved to flow-start.swift")
        #expect(core.notice?.isError == false)
        let failure = SwiftExportDelivery.SavingFailure("flow-start.swift: it is a folder, expected a file")
        core.receive(
            .swiftDelivered(SwiftExportDelivery(isPrinted: true, isCopied: false, saving: .failure(failure)), file: file),
            at: 0.3)
        #expect(
            core.notice?.text == "Swift for flow-start: printed; not saved: flow-start.swift: it is a folder, expected a file")
        #expect(core.notice?.isError == true)
        // Standard output that could not take the text is said, never "printed".
        core.receive(
            .swiftDelivered(
                SwiftExportDelivery(
                    isPrinted: false, isCopied: true, saving: .success("flow-start.swift"),
                    printingFailure: "standard output: No space left on device"), file: file),
            at: 0.4)
        #expect(
            core.notice?.text == "Swift for flow-start: copied, saved to flow-start.swift; "
                + "not printed: standard output: No space left on device")
        #expect(core.notice?.isError == true)
    }

    @Test func ctrlCIsAWindowKeyAndPlainCIsNot() {
        #expect(WindowControl.control(for: .c, modifiers: .control)?.command == .copyAsSwift)
        #expect(WindowControl.control(for: .c, modifiers: []) == nil)
    }
}
