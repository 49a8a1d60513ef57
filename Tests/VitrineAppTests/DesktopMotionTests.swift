import Testing

@testable import VitrineApp

/// A window follows GNOME's animations setting: asked at the start and each time it gains the
/// focus, and only a change of the answer moves the reduced-motion switch.
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
}
