import Foundation
import Testing

@testable import VitrineApp

/// A window follows GNOME's or KDE's animations setting: asked at the start and each time it
/// gains the focus, and only a change of the answer moves the reduced-motion switch.
@Suite("Following the desktop's reduced motion")
struct DesktopMotionTests {
    @Test func theFirstAnswerTurnsReducedMotionOnOnlyWhenAskedFor() {
        #expect(App.motionChange(lastAnswer: nil, answer: true) == true)
        #expect(App.motionChange(lastAnswer: nil, answer: false) == nil)
    }

    // The same answer again leaves the switch where X put it; a changed one moves it.
    @Test func laterAnswersMoveTheSwitchOnlyWhenTheSettingChanged() {
        #expect(App.motionChange(lastAnswer: true, answer: true) == nil)
        #expect(App.motionChange(lastAnswer: false, answer: false) == nil)
        #expect(App.motionChange(lastAnswer: true, answer: false) == false)
        #expect(App.motionChange(lastAnswer: false, answer: true) == true)
    }

    @Test func gnomesAnswerIsReadFromGsettingsOutput() {
        #expect(DesktopMotionPreference.gnomeWish(fromOutput: "false\n") == true)
        #expect(DesktopMotionPreference.gnomeWish(fromOutput: "true") == false)
        #expect(DesktopMotionPreference.gnomeWish(fromOutput: "No such schema") == nil)
    }

    @Test func kdesAnimationSpeedIsReadFromKDEGlobals() {
        let instant = "[General]\nColorScheme=BreezeDark\n\n[KDE]\nAnimationDurationFactor=0\nLookAndFeelPackage=x\n"
        #expect(DesktopMotionPreference.kdeWish(fromKDEGlobals: instant) == true)
        #expect(DesktopMotionPreference.kdeWish(fromKDEGlobals: "[KDE]\r\nAnimationDurationFactor = 0.5\r\n") == false)
        // Not in the [KDE] group, not set, or not a number: nothing known.
        #expect(DesktopMotionPreference.kdeWish(fromKDEGlobals: "[General]\nAnimationDurationFactor=0\n") == nil)
        #expect(DesktopMotionPreference.kdeWish(fromKDEGlobals: "[KDE]\nSingleClick=false\n") == nil)
        #expect(DesktopMotionPreference.kdeWish(fromKDEGlobals: "[KDE]\nAnimationDurationFactor=slow\n") == nil)
        #expect(DesktopMotionPreference.kdeWish(fromKDEGlobals: "[KDE]\nAnimationDurationFactor=-1\n") == nil)
        #expect(DesktopMotionPreference.kdeWish(fromKDEGlobals: "") == nil)
    }

    @Test func kdeIsToldFromTheCurrentDesktop() {
        #expect(DesktopMotionPreference.isKDE(["XDG_CURRENT_DESKTOP": "KDE"]))
        #expect(DesktopMotionPreference.isKDE(["XDG_CURRENT_DESKTOP": "ubuntu:KDE"]))
        #expect(!DesktopMotionPreference.isKDE(["XDG_CURRENT_DESKTOP": "GNOME"]))
        #expect(!DesktopMotionPreference.isKDE([:]))
    }

    /// Under KDE, the answer comes from the `kdeglobals` of `XDG_CONFIG_HOME`, off the loop.
    @Test func aWindowUnderKDEAsksItsSettingsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kde-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "[KDE]\nAnimationDurationFactor=0\n".write(toFile: folder + "/kdeglobals", atomically: true, encoding: .utf8)
        let preference = DesktopMotionPreference(environment: ["XDG_CURRENT_DESKTOP": "KDE", "XDG_CONFIG_HOME": folder])
        var answer: DesktopMotionPreference.Answer?
        for _ in 0..<500 where answer == nil {
            answer = preference.takeAnswer()
            if answer == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(answer == .reducesMotion(true))
        let missing = DesktopMotionPreference(environment: ["XDG_CURRENT_DESKTOP": "KDE", "XDG_CONFIG_HOME": folder + "/none"])
        answer = nil
        for _ in 0..<500 where answer == nil {
            answer = missing.takeAnswer()
            if answer == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(answer == .cannotTell)
    }
}
